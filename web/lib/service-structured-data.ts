/**
 * schema.org data of the services list and the service pages (prerendered into their head by
 * pageHead; imported only by route files, which only the server runs: no browser JavaScript).
 */
import { internationalPhone } from '../../shared/contact-links';
import type { QuestionAndAnswer } from '../../shared/content/service-pages';
import { localizedServices, type Service } from '../../shared/content/services';
import { getLocale, localizedPath, type Locale } from '../../shared/i18n/locale';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { NAV } from './nav';
import { absoluteUrl, site } from './site';

/** The absolute URL of a site path in a language. */
const urlIn = (path: string, locale: Locale) => absoluteUrl(localizedPath(path, locale));

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

function breadcrumbJsonLd(trail: readonly { name: string; path: string }[], locale: Locale): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: urlIn(crumb.path, locale) })),
  };
}

/** /services: the 11 services as a list, and the breadcrumb (in the page's language). */
export function servicesListJsonLd(locale: Locale = getLocale()): Record<string, unknown>[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: m.services_jsonld_list_name({}, { locale }),
      itemListElement: localizedServices(locale).map((service, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: service.title,
        url: urlIn(service.path, locale),
      })),
    },
    breadcrumbJsonLd(
      [
        { name: m.services_breadcrumb_home({}, { locale }), path: NAV.home },
        { name: m.services_breadcrumb_services({}, { locale }), path: NAV.services },
      ],
      locale,
    ),
  ];
}

/** A service page: the Service (provider, area served), its breadcrumb, and its FAQ if it has one.
 * `service` and `faq` are in `locale` (the page's language, by default). */
export function servicePageJsonLd(service: Service, faq: readonly QuestionAndAnswer[], locale: Locale = getLocale()): Record<string, unknown>[] {
  const url = urlIn(service.path, locale);
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
    breadcrumbJsonLd(
      [
        { name: m.services_breadcrumb_home({}, { locale }), path: NAV.home },
        { name: m.services_breadcrumb_services({}, { locale }), path: NAV.services },
        { name: service.name, path: service.path },
      ],
      locale,
    ),
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
