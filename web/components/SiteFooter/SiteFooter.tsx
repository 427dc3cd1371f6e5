import { localPhone, telHref, whatsappHref } from '../../../shared/contact-links';
import { HOURS } from '../../../shared/content/home';
import { SERVICES } from '../../../shared/content/services';
import { NAV } from '../../lib/nav';
import { site } from '../../lib/site';
import { Icon } from '../Icon/Icon';
import { AddressLines } from '../PageBlocks/PageBlocks';

/** Footer text (static content: rendered at build time only). */
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
          <p>
            Emergency line: <a href={telHref(site.phone)}>{localPhone(site.phone)}</a>
          </p>
          <p>
            Email: <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <p>Hours: {HOURS.long}</p>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer-heading">
            Services
          </h2>
          <ul className="site-footer-links">
            {SERVICES.map((service) => (
              <li key={service.id}>
                <a href={service.path}>{service.name}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer-heading">
            Company
          </h2>
          <ul className="site-footer-links">
            <li>
              <a href={NAV.aboutPage}>About us</a>
            </li>
            <li>
              <a href={NAV.helpline}>24x7 helpline number</a>
            </li>
            <li>
              <a href={NAV.contact}>Contact us</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-actions">
          <h2 id="footer-actions" className="site-footer-heading">
            Quick actions
          </h2>
          <ul className="site-footer-links">
            <li>
              <a href={telHref(site.phone)}>Call {localPhone(site.phone)}</a>
            </li>
            <li>
              <a href={whatsappHref(site.whatsapp)} target="_blank" rel="noopener noreferrer">
                Book on WhatsApp
              </a>
            </li>
            <li>
              <a href={NAV.bookOnline}>Book online</a>
            </li>
          </ul>
        </section>
      </div>
      <div className="site-footer-bottom">
        <p>© 2015 {site.businessName}. All rights reserved.</p>
        <ul className="site-footer-legal">
          <li>
            <a href={NAV.privacy}>Privacy Policy</a>
          </li>
          <li>
            <a href={NAV.terms}>Terms of Service</a>
          </li>
          <li>
            <a href={NAV.sitemap}>Sitemap</a>
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
      <a className="floating-button floating-call" href={telHref(site.phone)} aria-label={`Call ${localPhone(site.phone)}`}>
        <Icon name="phone" />
      </a>
      <a
        className="floating-button floating-whatsapp"
        href={whatsappHref(site.whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat on WhatsApp (opens in a new tab)"
      >
        <Icon name="message" />
      </a>
    </>
  );
}
