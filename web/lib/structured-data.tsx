import { internationalPhone } from '../../shared/contact-links';
import { COVERAGE_AREAS, RATING } from '../../shared/content/home';
import { SERVICES } from '../../shared/content/services';
import { absoluteUrl, site } from './site';

/** schema.org data for the provider: an emergency medical business open 24/7. */
export function businessJsonLd(): Record<string, unknown> {
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
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    },
    areaServed: COVERAGE_AREAS.map((name) => ({ '@type': 'Place', name: `${name}, ${site.city}` })),
    aggregateRating: { '@type': 'AggregateRating', ratingValue: RATING.value, reviewCount: RATING.count, bestRating: RATING.best },
    makesOffer: SERVICES.map((service) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: service.title, url: absoluteUrl(service.path) },
    })),
  };
}

/** JSON-LD as a data block (not executed, so the script-src CSP does not apply). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

export function HomeStructuredData() {
  return <JsonLd data={businessJsonLd()} />;
}
