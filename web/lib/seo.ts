import { getLocale, LOCALE_TAGS, LOCALES, localizedPath, OG_LOCALES } from '../../shared/i18n/locale';
import { absoluteUrl, site } from './site';

export interface PageSeo {
  title: string;
  description: string;
  /** The canonical path of the page in English, e.g. /services/cardiac (each language adds its prefix). */
  path: string;
  /** Structured data (schema.org JSON-LD) for this page. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** Open Graph image path (defaults to the site's share image). */
  image?: string;
  noindex?: boolean;
}

/** schema.org types that are web pages themselves: they carry the page's language. */
const PAGE_TYPES = new Set(['WebPage', 'WebSite', 'FAQPage', 'ContactPage', 'AboutPage', 'CollectionPage', 'ItemPage']);
const isPage = (block: Record<string, unknown>) => [block['@type']].flat().some((type) => PAGE_TYPES.has(String(type)));

/**
 * Head tags for a route's `head()`, in the page's language (issue 22): title, description,
 * canonical (absolute, from PUBLIC_URL, the page's own language version), `hreflang` links to
 * every version (itself included) and `x-default` (English), Open Graph and Twitter cards, and
 * JSON-LD that says the page's language: a web page's own `inLanguage`, any other entity's
 * `mainEntityOfPage` (schema.org has no `inLanguage` on a business or a service).
 * Prerendering writes them into the static HTML; in the browser TanStack Router's
 * <HeadContent /> keeps them current.
 */
export function pageHead(seo: PageSeo) {
  const locale = getLocale();
  const url = absoluteUrl(localizedPath(seo.path, locale));
  const image = absoluteUrl(seo.image ?? '/og-image.png');
  const inLanguage = LOCALE_TAGS[locale];
  const jsonLd = (seo.jsonLd ? (Array.isArray(seo.jsonLd) ? seo.jsonLd : [seo.jsonLd]) : []).map((block) =>
    isPage(block) ? { ...block, inLanguage } : { ...block, mainEntityOfPage: { '@type': 'WebPage', '@id': url, inLanguage } },
  );
  return {
    meta: [
      { title: seo.title },
      { name: 'description', content: seo.description },
      ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.businessName },
      { property: 'og:title', content: seo.title },
      { property: 'og:description', content: seo.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:locale', content: OG_LOCALES[locale] },
      ...LOCALES.filter((other) => other !== locale).map((other) => ({ property: 'og:locale:alternate', content: OG_LOCALES[other] })),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: seo.title },
      { name: 'twitter:description', content: seo.description },
      // TanStack Router renders these as <script type="application/ld+json"> (typed as meta).
      ...jsonLd.map((data) => ({ 'script:ld+json': data }) as unknown as { name: string; content: string }),
    ],
    links: [
      { rel: 'canonical', href: url },
      // noindex pages (the staff screen) have no other versions to point to.
      ...(seo.noindex
        ? []
        : [
            ...LOCALES.map((other) => ({ rel: 'alternate', hrefLang: LOCALE_TAGS[other], href: absoluteUrl(localizedPath(seo.path, other)) })),
            { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(seo.path) },
          ]),
    ],
  };
}
