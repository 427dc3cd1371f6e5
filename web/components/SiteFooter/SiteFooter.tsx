import { localPhone, telHref, whatsappHref } from '../../../shared/contact-links';
import { HOME } from '../../../shared/content/home';
import { localizedServices } from '../../../shared/content/services';
import { getLocale, inLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { NAV } from '../../lib/nav';
import { site } from '../../lib/site';
import { Icon } from '../Icon/Icon';
import { AddressLines } from '../PageBlocks/PageBlocks';
import { rich, sitePath } from '../PageBlocks/rich';

/** Footer text (static content: rendered by the server only, at start-up). */
export function SiteFooterContent() {
  return (
    <div className="site-footer-inner">
      <div className="site-footer-grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer-heading">
            {site.businessName}
          </h2>
          <address className="site-footer-address">
            <AddressLines />
          </address>
          <p>{rich(m.footer_emergency_line({ phone: localPhone(site.phone) }), { tel: (phone) => <a href={telHref(site.phone)}>{phone}</a> })}</p>
          <p>{rich(m.footer_email({ email: site.email }), { mail: (email) => <a href={`mailto:${site.email}`}>{email}</a> })}</p>
          <p>{m.footer_hours({ hours: inLocale(HOME).hours.long })}</p>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer-heading">
            {m.nav_services()}
          </h2>
          <ul className="site-footer-links">
            {localizedServices(getLocale()).map((service) => (
              <li key={service.id}>
                <a href={sitePath(service.path)}>{service.name}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer-heading">
            {m.footer_company()}
          </h2>
          <ul className="site-footer-links">
            <li>
              <a href={sitePath(NAV.aboutPage)}>{m.footer_about()}</a>
            </li>
            <li>
              <a href={sitePath(NAV.helpline)}>{m.footer_helpline()}</a>
            </li>
            <li>
              <a href={sitePath(NAV.contact)}>{m.footer_contact()}</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-actions">
          <h2 id="footer-actions" className="site-footer-heading">
            {m.footer_quick()}
          </h2>
          <ul className="site-footer-links">
            <li>
              <a href={telHref(site.phone)}>{m.nav_call({ phone: localPhone(site.phone) })}</a>
            </li>
            <li>
              <a href={whatsappHref(site.whatsapp)} target="_blank" rel="noopener noreferrer">
                {m.nav_book_whatsapp()}
              </a>
            </li>
            <li>
              <a href={sitePath(NAV.bookOnline)}>{m.footer_book_online()}</a>
            </li>
          </ul>
        </section>
      </div>
      <div className="site-footer-bottom">
        <p>{m.footer_copyright({ business: site.businessName })}</p>
        <ul className="site-footer-legal">
          <li>
            <a href={sitePath(NAV.privacy)}>{m.legal_privacy_title()}</a>
          </li>
          <li>
            <a href={sitePath(NAV.terms)}>{m.legal_terms_title()}</a>
          </li>
          <li>
            <a href={NAV.sitemap}>{m.footer_sitemap()}</a>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The floating call and chat buttons (static content). */
export function FloatingActionsContent() {
  return (
    <>
      <a className="floating-button floating-call" href={telHref(site.phone)} aria-label={m.nav_call({ phone: localPhone(site.phone) })}>
        <Icon name="phone" />
      </a>
      <a
        className="floating-button floating-whatsapp"
        href={whatsappHref(site.whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={m.footer_whatsapp_label()}
      >
        <Icon name="message" />
      </a>
    </>
  );
}
