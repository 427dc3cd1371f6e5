/**
 * The text of the contact page. Static content only: rendered when pages are prerendered,
 * never shipped as JavaScript (the route files are the server's only).
 */
import type { ReactNode } from 'react';
import { internationalPhone, localPhone, telHref, whatsappHref } from '../../../shared/contact-links';
import { HOME, placeIn } from '../../../shared/content/home';
import { getLocale, inLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { NAV } from '../../lib/nav';
import { site } from '../../lib/site';
import { Icon, type IconName } from '../Icon/Icon';
import { AddressLines, CoverageSection, PageHeroContent } from '../PageBlocks/PageBlocks';
import { rich, sitePath } from '../PageBlocks/rich';

export function ContactHero() {
  return (
    <PageHeroContent headingId="contact-heading" title={m.contact_heading()} actions={false}>
      {m.contact_hero_text()}
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
      <ContactTile icon="phone" title={m.contact_hotline_title()} href={telHref(site.phone)} linkText={m.nav_call({ phone: localPhone(site.phone) })}>
        {m.contact_hotline_text({ international: internationalPhone(site.phone) })}
      </ContactTile>
      <ContactTile icon="message" title="WhatsApp" href={whatsappHref(site.whatsapp)} external linkText={m.site_whatsapp_chat()}>
        {m.contact_whatsapp_text()}
      </ContactTile>
      <ContactTile icon="mail" title={m.site_email()} href={`mailto:${site.email}`} linkText={site.email}>
        {m.contact_email_text()}
      </ContactTile>
      <ContactTile icon="map-pin" title={m.contact_location_title()} href={site.mapLinkUrl} external linkText={m.site_open_maps()}>
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
        {rich(m.contact_hours_text({ short: inLocale(HOME).hours.short, long: inLocale(HOME).hours.long }), {
          strong: (text) => <strong>{text}</strong>,
          helpline: (text) => <a href={sitePath(NAV.helpline)}>{text}</a>,
        })}
      </p>
    </div>
  );
}

export function ContactFormsIntro() {
  return (
    <div className="section-intro">
      <h2>{m.contact_forms_heading()}</h2>
      <p>
        {rich(m.contact_forms_text({ phone: localPhone(site.phone) }), { tel: (phone) => <a href={telHref(site.phone)}>{phone}</a> })}{' '}
        {m.site_callback()}
      </p>
    </div>
  );
}

export function ContactCoverage() {
  return (
    <CoverageSection title={m.site_areas_heading()}>
      {m.contact_coverage_text({ locality: placeIn(site.locality, getLocale()) })}
    </CoverageSection>
  );
}
