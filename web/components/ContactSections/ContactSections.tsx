/**
 * The text of the contact page. Static content only: rendered when pages are prerendered,
 * never shipped as JavaScript (see StaticContent).
 */
import type { ReactNode } from 'react';
import { internationalPhone, localPhone, telHref, whatsappHref } from '../../../shared/contact-links';
import { CALLBACK_PROMISE } from '../../../shared/booking-options';
import { HOURS } from '../../../shared/content/home';
import { NAV } from '../../lib/nav';
import { site } from '../../lib/site';
import { Icon, type IconName } from '../Icon/Icon';
import { AddressLines, CoverageSection, PageHeroContent } from '../PageBlocks/PageBlocks';

export function ContactHero() {
  return (
    <PageHeroContent headingId="contact-heading" title="Contact Us" actions={false}>
      We answer 24x7. In an emergency, call; for anything else, message, write or send a request below.
    </PageHeroContent>
  );
}

interface TileProps {
  icon: IconName;
  title: string;
  href: string;
  /** Links that leave the site open in a new tab. */
  external?: boolean;
  linkText: ReactNode;
  children: ReactNode;
}

function ContactTile({ icon, title, href, external, linkText, children }: TileProps) {
  return (
    <li className="page-card contact-tile">
      <span className="feature-card-icon">
        <Icon name={icon} size={26} />
      </span>
      <h2 className="contact-tile-title">{title}</h2>
      <p className="contact-tile-text">{children}</p>
      <a className="contact-tile-link" href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {linkText}
      </a>
    </li>
  );
}

/** Spec: four tiles (hotline, messaging app, email, location). */
export function ContactTiles() {
  return (
    <ul className="page-grid contact-tiles">
      <ContactTile icon="phone" title="24x7 Hotline" href={telHref(site.phone)} linkText={`Call ${localPhone(site.phone)}`}>
        For emergencies and bookings, day or night. From outside India: {internationalPhone(site.phone)}.
      </ContactTile>
      <ContactTile icon="message" title="WhatsApp" href={whatsappHref(site.whatsapp)} external linkText="Chat on WhatsApp (new tab)">
        Send your pickup location and what you need; we reply on the same chat.
      </ContactTile>
      <ContactTile icon="mail" title="Email" href={`mailto:${site.email}`} linkText={site.email}>
        For corporate billing and anything that is not urgent.
      </ContactTile>
      <ContactTile icon="map-pin" title="Location" href={site.mapLinkUrl} external linkText="Open in Google Maps (new tab)">
        <AddressLines />
      </ContactTile>
    </ul>
  );
}

export function ContactHours() {
  return (
    <div className="contact-hours">
      <Icon name="clock" size={28} />
      <p>
        <strong>Operating hours: {HOURS.short}.</strong> {HOURS.long}, holidays included. Our{' '}
        <a href={NAV.helpline}>ambulance helpline number</a> is always answered.
      </p>
    </div>
  );
}

export function ContactFormsIntro() {
  return (
    <div className="section-intro">
      <h2>Book an Ambulance or Send a Message</h2>
      <p>
        For an emergency, call <a href={telHref(site.phone)}>{localPhone(site.phone)}</a> now. {CALLBACK_PROMISE}
      </p>
    </div>
  );
}

export function ContactCoverage() {
  return (
    <CoverageSection title="Areas We Cover">
      From our base in {site.locality}, across Bengaluru. Not on the list? Call us: we will tell you straight away.
    </CoverageSection>
  );
}
