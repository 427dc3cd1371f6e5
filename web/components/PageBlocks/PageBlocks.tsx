/**
 * Pieces of static content that several public pages show (rendered by the server only,
 * never shipped as JavaScript): call buttons, address, hours, coverage areas, the map,
 * stats and feature cards. Styles: web/styles/pages.css.
 */
import type { ReactNode } from 'react';
import { internationalPhone, localPhone, telHref, whatsappHref } from '../../../shared/contact-links';
import type { FeatureCard } from '../../../shared/content/cards';
import { HOME, placeIn, type Stat } from '../../../shared/content/home';
import { getLocale, inLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { site } from '../../lib/site';
import { Icon } from '../Icon/Icon';
import { DomIsland } from '../../site/Island';

/** Call Now (tel link) and Book via WhatsApp (new tab, no prefilled text). */
export function CallActions() {
  return (
    <div className="hero-actions">
      <a className="button button-primary button-large" href={telHref(site.phone)}>
        <Icon name="phone" size={20} /> {m.site_call_now({ phone: localPhone(site.phone) })}
      </a>
      <a className="button button-whatsapp button-large" href={whatsappHref(site.whatsapp)} target="_blank" rel="noopener noreferrer">
        <Icon name="message" size={20} /> {m.site_book_whatsapp()}
      </a>
    </div>
  );
}

/** The top band of a page: its h1, a lead paragraph and, by default, the call buttons. */
export function PageHeroContent({ headingId, title, children, actions = true }: { headingId: string; title: string; children: ReactNode; actions?: boolean }) {
  return (
    <div className="page-hero-inner">
      <h1 id={headingId} className="page-hero-heading">
        {title}
      </h1>
      <p className="page-hero-lead">{children}</p>
      {actions && <CallActions />}
    </div>
  );
}

/** The street address on two lines (footer, contact card). */
export function AddressLines() {
  return (
    <>
      {site.streetAddress}
      <br />
      {site.locality}, {site.city}, {site.region} {site.postalCode}
    </>
  );
}

/** Address, hours and the ways to reach us, as a card. */
export function ContactCard({ headingLevel: Heading = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <div className="contact-card">
      <Heading className="contact-card-heading">{m.site_reach_us()}</Heading>
      <dl className="contact-card-list">
        <div>
          <dt>
            <Icon name="map-pin" size={20} /> {m.site_address()}
          </dt>
          <dd>
            <address>
              {site.businessName}
              <br />
              <AddressLines />
            </address>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="clock" size={20} /> {m.site_hours()}
          </dt>
          <dd>{inLocale(HOME).hours.long}</dd>
        </div>
        <div>
          <dt>
            <Icon name="phone" size={20} /> {m.site_helpline_24x7()}
          </dt>
          <dd>
            <a href={telHref(site.phone)}>{localPhone(site.phone)}</a> ({internationalPhone(site.phone)})
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="mail" size={20} /> {m.site_email()}
          </dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** A section body: its heading, a line of text, and the 15 areas we cover (shared/content/home.ts). */
export function CoverageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <div className="section-intro">
        <h2>{title}</h2>
        <p>{children}</p>
      </div>
      <ul className="page-grid coverage-list">
        {inLocale(HOME).coverageAreas.map((area) => (
          <li key={area}>
            <Icon name="map-pin" size={18} /> {area}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The map of our base (the CSP allows Google Maps frames). The prerendered HTML holds its frame
 * only inside `<noscript>` (the map with scripts off; `scripting: none` in pages.css hides the
 * box then), and a box of the frame's size in its place: Chromium starts a cross-origin frame as
 * it parses it, even a lazy one this far down (within its lazy distance), and the page's first
 * paint waited for it (bench:web, /contact: LCP 1.39 s with the frame in the HTML, 0.92 s
 * without). With scripts on, the MapFrame island puts the frame in when the visitor nears the
 * map; if its code cannot load, the link remains.
 */
export function MapEmbed() {
  return (
    <figure className="map-embed">
      <div className="map-embed-frame map-embed-placeholder" aria-hidden="true" />
      <noscript data-map-frame="">
        <iframe
          className="map-embed-frame"
          src={site.mapEmbedUrl}
          title={m.site_map_title({ locality: placeIn(site.locality, getLocale()), city: placeIn(site.city, getLocale()) })}
          width="600"
          height="400"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </noscript>
      <figcaption>
        <a href={site.mapLinkUrl} target="_blank" rel="noopener noreferrer">
          {m.site_open_maps()}
        </a>
      </figcaption>
    </figure>
  );
}

/** A "Find Us" section body: heading, address and the map. */
export function FindUs() {
  return (
    <>
      <div className="section-intro">
        <h2>{m.site_find_us()}</h2>
        <p>
          {site.businessName}, {site.streetAddress}, {site.locality}, {site.city}, {site.region} {site.postalCode}
        </p>
      </div>
      <MapEmbed />
    </>
  );
}

/** The map's section body (contact and landing pages): Find Us, whose frame its island puts in near the map (MapEmbed says why). */
export function FindUsWithMap() {
  return (
    <DomIsland name="MapFrame">
      <div className="section-inner">
        <FindUs />
      </div>
    </DomIsland>
  );
}

/** Big figures in a row (5000+ Lives saved, ...). */
export function StatsBand({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <ul className="stats-band" aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className="stats-band-item">
          <Icon name={stat.icon} size={28} className="stats-band-icon" />
          <strong className="stats-band-number">{stat.number}</strong>
          <span className="stats-band-label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** A grid of short points with icons (why choose us, fleet features). */
export function FeatureCards({ cards }: { cards: readonly FeatureCard[] }) {
  return (
    <ul className="page-grid feature-cards">
      {cards.map((card) => (
        <li key={card.title} className="page-card feature-card">
          <span className="feature-card-icon">
            <Icon name={card.icon} size={26} />
          </span>
          <h3 className="feature-card-title">{card.title}</h3>
          <p className="feature-card-text">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
