import { internationalPhone } from '../../shared/contact-links';
import { COVERAGE_AREAS, RATING } from '../../shared/content/home';
import { getLocale, localizedPath } from '../../shared/i18n/locale';
import { localizedServices } from '../../shared/content/services';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { absoluteUrl, site } from './site';

const OPEN_24_7 = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  opens: '00:00',
  closes: '23:59',
} as const;

const areasServed = () => COVERAGE_AREAS.map((name) => ({ '@type': 'Place', name: `${name}, ${site.city}` }));

const serviceOffers = () =>
  localizedServices(getLocale()).map((service) => ({
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name: service.title, url: absoluteUrl(localizedPath(service.path, getLocale())) },
  }));

/** The provider without its offers: an emergency medical business open 24/7. */
function businessCoreJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['MedicalBusiness', 'EmergencyService'],
    '@id': absoluteUrl('/#business'),
    name: site.businessName,
    url: absoluteUrl('/'),
    image: absoluteUrl('/og-image.png'),
    telephone: internationalPhone(site.phone),
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.streetAddress,
      addressLocality: site.city,
      addressRegion: site.region,
      postalCode: site.postalCode,
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.lat, longitude: site.geo.lng },
    openingHoursSpecification: OPEN_24_7,
    areaServed: areasServed(),
    aggregateRating: { '@type': 'AggregateRating', ratingValue: RATING.value, reviewCount: RATING.count, bestRating: RATING.best },
  };
}

/** schema.org data for the provider: an emergency medical business open 24/7. */
export function businessJsonLd(): Record<string, unknown> {
  return { ...businessCoreJsonLd(), makesOffer: serviceOffers() };
}

/**
 * The landing page's emergency service data (spec: address, geo point, 24/7 hours, service
 * areas, offer catalogue, rating 4.8 from 500). No priceRange: the spec names one but gives
 * no figure, and we publish none we do not know.
 */
export function emergencyServiceJsonLd(): Record<string, unknown> {
  return {
    ...businessCoreJsonLd(),
    hasOfferCatalog: { '@type': 'OfferCatalog', name: m.landing_offer_catalog(), itemListElement: serviceOffers() },
  };
}

/** The 24x7 helpline as a schema.org ContactPoint. */
export function helplineContactPoint(): Record<string, unknown> {
  return {
    '@type': 'ContactPoint',
    telephone: internationalPhone(site.phone),
    contactType: 'emergency',
    areaServed: areasServed(),
    hoursAvailable: OPEN_24_7,
  };
}

/** The provider with its helpline (contact and helpline pages). */
export function businessWithHelplineJsonLd(): Record<string, unknown> {
  return { ...businessCoreJsonLd(), contactPoint: helplineContactPoint() };
}

/**
 * A page of the site (AboutPage, ContactPage, WebPage...) with its place under the home page
 * and, where it describes one thing, that thing as its main entity.
 */
export function webPageJsonLd(page: { type: string; path: string; name: string; mainEntity?: Record<string, unknown> }): Record<string, unknown> {
  const { '@context': _context, ...mainEntity } = page.mainEntity ?? {};
  // The page and its breadcrumb in the page's own language version.
  const local = (path: string) => absoluteUrl(localizedPath(path, getLocale()));
  return {
    '@context': 'https://schema.org',
    '@type': page.type,
    url: local(page.path),
    name: page.name,
    isPartOf: { '@type': 'WebSite', name: site.businessName, url: absoluteUrl('/') },
    about: { '@id': absoluteUrl('/#business') },
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: m.nav_home(), item: local('/') },
        { '@type': 'ListItem', position: 2, name: page.name, item: local(page.path) },
      ],
    },
    ...(page.mainEntity ? { mainEntity } : {}),
  };
}

