/**
 * schema.org data of the services list and the service pages (prerendered into their head by
 * pageHead; imported only where __RENDER_STATIC__ holds, so no browser JavaScript).
 */
import { internationalPhone } from '../../shared/contact-links';
import type { QuestionAndAnswer } from '../../shared/content/service-pages';
import { SERVICES, type Service } from '../../shared/content/services';
import { NAV } from './nav';
import { absoluteUrl, site } from './site';

/** The business as a service's provider: the home page carries its full record under this @id. */
function providerJsonLd(): Record<string, unknown> {
  return {
    '@type': ['MedicalBusiness', 'EmergencyService'],
    '@id': absoluteUrl('/#business'),
    name: site.businessName,
    url: absoluteUrl('/'),
    telephone: internationalPhone(site.phone),
  };
}

function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  };
}

/** /services: the 11 services as a list, and the breadcrumb. */
export function servicesListJsonLd(): Record<string, unknown>[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Ambulance services',
      itemListElement: SERVICES.map((service, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: service.title,
        url: absoluteUrl(service.path),
      })),
    },
    breadcrumbJsonLd([
      { name: 'Home', path: NAV.home },
      { name: 'Services', path: NAV.services },
    ]),
  ];
}

/** A service page: the Service (provider, area served), its breadcrumb, and its FAQ if it has one. */
export function servicePageJsonLd(service: Service, faq: readonly QuestionAndAnswer[]): Record<string, unknown>[] {
  const url = absoluteUrl(service.path);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      '@id': `${url}#service`,
      name: service.title,
      serviceType: service.name,
      description: service.description,
      url,
      provider: providerJsonLd(),
      areaServed: { '@type': 'City', name: site.city },
      availableChannel: {
        '@type': 'ServiceChannel',
        servicePhone: { '@type': 'ContactPoint', telephone: internationalPhone(site.phone), contactType: 'emergency' },
        serviceUrl: url,
      },
    },
    breadcrumbJsonLd([
      { name: 'Home', path: NAV.home },
      { name: 'Services', path: NAV.services },
      { name: service.name, path: service.path },
    ]),
    ...(faq.length
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: faq.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: { '@type': 'Answer', text: item.answer },
            })),
          },
        ]
      : []),
  ];
}
