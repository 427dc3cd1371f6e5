import { HEADER_SCROLL_THRESHOLD_PX } from '../../lib/nav';
import { setButtonState } from '../StateButton/state-button';

/**
 * The header island's script (no React; SiteHeader.tsx renders its HTML, menus closed): casts
 * the stronger shadow once the page is scrolled past the threshold, opens the Services mega
 * menu on mouse hover or a click and closes it when the pointer or focus leaves it, opens the
 * mobile menu from its toggle, closes a menu when one of its links is chosen, and on Escape
 * closes both and returns focus to the toggle of the one that was open.
 */
export function enhanceSiteHeader(island: HTMLElement): void {
  const header = island.querySelector<HTMLElement>('.site-header');
  const services = island.querySelector<HTMLElement>('.site-nav-services');
  const servicesToggle = services?.querySelector<HTMLButtonElement>('.site-nav-button');
  const mega = island.querySelector<HTMLElement>('#site-mega-menu');
  const menuToggle = island.querySelector<HTMLButtonElement>('.site-menu-toggle');
  const mobile = island.querySelector<HTMLElement>('#site-mobile-menu');
  if (!header || !services || !servicesToggle || !mega || !menuToggle || !mobile) throw new Error('The header island is missing a part');

  const onScroll = () => header.toggleAttribute('data-scrolled', window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });

  const isOpen = (toggle: HTMLButtonElement) => toggle.getAttribute('aria-expanded') === 'true';
  const setServices = (open: boolean) => {
    servicesToggle.setAttribute('aria-expanded', String(open));
    mega.hidden = !open;
  };
  const setMenu = (open: boolean) => {
    menuToggle.setAttribute('aria-expanded', String(open));
    setButtonState(menuToggle, open);
    mobile.hidden = !open;
  };

  services.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && setServices(true));
  services.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && setServices(false));
  services.addEventListener('focusout', (event) => {
    if (!services.contains(event.relatedTarget as Node | null)) setServices(false);
  });
  servicesToggle.addEventListener('click', () => setServices(!isOpen(servicesToggle)));
  menuToggle.addEventListener('click', () => setMenu(!isOpen(menuToggle)));

  // Choosing a link in a menu closes it (same-page anchors included).
  const closeOnLink = (menu: HTMLElement, close: () => void) =>
    menu.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) close();
    });
  closeOnLink(mega, () => setServices(false));
  closeOnLink(mobile, () => setMenu(false));

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const servicesOpen = isOpen(servicesToggle);
    if (!servicesOpen && !isOpen(menuToggle)) return;
    (servicesOpen ? servicesToggle : menuToggle).focus();
    setServices(false);
    setMenu(false);
  });
}
