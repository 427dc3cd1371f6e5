import { localPhone, telHref } from '../../../shared/contact-links';
import { getLocale, localizedPath } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { NAV } from '../../lib/nav';
import { siteContact } from '../../lib/site';
import { DomIsland } from '../../site/Island';
import { Glyph } from '../Glyph/Glyph';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import { sitePath } from '../PageBlocks/rich';
import { StateButton } from '../StateButton/StateButton';
import { MegaMenuLinks, MobileMenuLinks } from './SiteHeaderLinks';

/**
 * The fixed public header, rendered by the server only: the language switcher, desktop links
 * with the Services mega menu, the call button and the mobile menu. It is a script island
 * started at once (site-header.ts casts the shadow on scroll and opens and closes the menus),
 * so what the script changes is written here in its closed state (the menu toggle with the
 * names and glyphs of both its states: StateButton). `path` is the page's path without its
 * language prefix.
 */
export function SiteHeader({ path }: { path: string }) {
  const pathname = localizedPath(path, getLocale());
  const current = (target: string) => (pathname === sitePath(target) ? ('page' as const) : undefined);
  return (
    <DomIsland name="SiteHeader" start="now">
      <header className="site-header">
        <LanguageSwitcher className="language-switcher-header" path={path} />
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
              <li className="site-nav-services">
                <button type="button" className="site-nav-button" aria-expanded="false" aria-controls="site-mega-menu">
                  {m.nav_services()}
                  <span className="site-nav-caret" aria-hidden="true" />
                </button>
                <div id="site-mega-menu" className="site-mega" hidden>
                  <div className="site-mega-inner">
                    <MegaMenuLinks />
                  </div>
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
          <StateButton
            className="site-menu-toggle"
            aria-expanded="false"
            aria-controls="site-mobile-menu"
            labels={[m.nav_menu_open(), m.nav_menu_close()]}
            glyphs={['menu', 'close']}
          />
        </div>
        <nav id="site-mobile-menu" aria-label={m.nav_mobile()} className="site-mobile-menu" hidden>
          <MobileMenuLinks />
        </nav>
      </header>
    </DomIsland>
  );
}
