import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { localPhone, telHref } from '../../../shared/contact-links';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { HEADER_SCROLL_THRESHOLD_PX, NAV } from '../../lib/nav';
import { siteContact } from '../../lib/site';
import { Glyph } from '../Glyph/Glyph';
import { sitePath } from '../PageBlocks/rich';
import { Slot } from '../../site/slots';

/**
 * The fixed public header (an island, started at once): desktop links with the Services
 * mega-menu, the call button, and the mobile menu. The menus' links and the language switcher
 * are its slots (SiteHeaderLinks.tsx, rendered by the server only: no JavaScript for their
 * text); this component casts the shadow on scroll and opens and closes the menus.
 * `pathname` is the page's path as in its address (with its language prefix).
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const servicesToggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!menuOpen && !servicesOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (servicesOpen) servicesToggle.current?.focus();
      else menuToggle.current?.focus();
      setMenuOpen(false);
      setServicesOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, servicesOpen]);

  /** Choosing a link in a menu closes it (same-page anchors included). */
  const closeOnLink = (close: () => void) => (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close();
  };
  const current = (path: string) => (pathname === sitePath(path) ? ('page' as const) : undefined);

  return (
    <header className="site-header" data-scrolled={scrolled || undefined}>
      <Slot name="switcher" className="slot-contents" />
      <div className="site-header-bar">
        <a href={sitePath(NAV.home)} className="site-brand" aria-current={current(NAV.home)}>
          <span className="site-brand-mark" aria-hidden="true">
            +
          </span>
          {siteContact.businessName}
        </a>
        <nav aria-label={m.nav_main()} className="site-nav">
          <ul className="site-nav-list">
            <li>
              <a href={sitePath(NAV.home)} aria-current={current(NAV.home)}>
                {m.nav_home()}
              </a>
            </li>
            <li>
              <a href={sitePath(NAV.about)} aria-current={current(NAV.about)}>
                {m.nav_about()}
              </a>
            </li>
            <li
              className="site-nav-services"
              onPointerEnter={(e) => e.pointerType === 'mouse' && setServicesOpen(true)}
              onPointerLeave={(e) => e.pointerType === 'mouse' && setServicesOpen(false)}
              onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setServicesOpen(false)}
            >
              <button
                ref={servicesToggle}
                type="button"
                className="site-nav-button"
                aria-expanded={servicesOpen}
                aria-controls="site-mega-menu"
                onClick={() => setServicesOpen((open) => !open)}
              >
                {m.nav_services()}
                <span className="site-nav-caret" aria-hidden="true" />
              </button>
              <div id="site-mega-menu" className="site-mega" hidden={!servicesOpen} onClick={closeOnLink(() => setServicesOpen(false))}>
                <Slot name="mega" className="site-mega-inner" />
              </div>
            </li>
            <li>
              <a href={sitePath(NAV.fleet)} aria-current={current(NAV.fleet)}>
                {m.nav_fleet()}
              </a>
            </li>
            <li>
              <a href={sitePath(NAV.contact)} aria-current={current(NAV.contact)}>
                {m.nav_contact()}
              </a>
            </li>
          </ul>
        </nav>
        <a className="site-call button button-primary" href={telHref(siteContact.phone)}>
          <Glyph name="phone" size={18} />
          <span className="visually-hidden">{m.nav_call_hidden()}</span>
          {localPhone(siteContact.phone)}
        </a>
        <button
          ref={menuToggle}
          type="button"
          className="site-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-mobile-menu"
          aria-label={menuOpen ? m.nav_menu_close() : m.nav_menu_open()}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Glyph name={menuOpen ? 'close' : 'menu'} />
        </button>
      </div>
      <nav id="site-mobile-menu" aria-label={m.nav_mobile()} className="site-mobile-menu" hidden={!menuOpen} onClick={closeOnLink(() => setMenuOpen(false))}>
        <Slot name="mobile" />
      </nav>
    </header>
  );
}

