import { localPhone, telHref, whatsappHref } from '../../../shared/contact-links';
import { localizedServicesInGroup, SERVICE_GROUP_LABELS, SERVICE_GROUPS } from '../../../shared/content/services';
import { getLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { NAV } from '../../lib/nav';
import { siteContact } from '../../lib/site';
import { sitePath } from '../PageBlocks/rich';

/** The header's menus' links (SiteHeader.tsx; rendered by the server only). */
export function MegaMenuLinks() {
  return (
    <>
      <div className="site-mega-columns">
        {SERVICE_GROUPS.map((group) => (
          <div key={group.id} className="site-mega-column">
            <p className="site-mega-heading">{SERVICE_GROUP_LABELS[getLocale()][group.id]}</p>
            <ul>
              {localizedServicesInGroup(group.id, getLocale()).map((service) => (
                <li key={service.id}>
                  <a href={sitePath(service.path)}>{service.name}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="site-mega-actions">
        <a className="button button-primary" href={telHref(siteContact.phone)}>
          {m.nav_emergency_call({ phone: localPhone(siteContact.phone) })}
        </a>
        <a className="button button-whatsapp" href={whatsappHref(siteContact.whatsapp)} target="_blank" rel="noopener noreferrer">
          {m.nav_book_whatsapp()}
        </a>
        <a className="site-mega-all" href={sitePath(NAV.services)}>
          {m.nav_all_services()}
        </a>
      </div>
    </>
  );
}

export function MobileMenuLinks() {
  return (
    <>
      <ul className="site-mobile-list">
        <li>
          <a href={sitePath(NAV.home)}>{m.nav_home()}</a>
        </li>
        <li>
          <a href={sitePath(NAV.about)}>{m.nav_about()}</a>
        </li>
        <li>
          <a href={sitePath(NAV.services)}>{m.nav_services()}</a>
        </li>
        <li>
          <a href={sitePath(NAV.fleet)}>{m.nav_fleet()}</a>
        </li>
        <li>
          <a href={sitePath(NAV.contact)}>{m.nav_contact_us()}</a>
        </li>
      </ul>
      <a className="button button-primary site-mobile-call" href={telHref(siteContact.phone)}>
        {m.nav_call({ phone: localPhone(siteContact.phone) })}
      </a>
    </>
  );
}
