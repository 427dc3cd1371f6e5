import { absoluteUrl, site } from './site';

export interface PageSeo {
  title: string;
  description: string;
  /** The canonical path of the page, e.g. /services/cardiac. */
  path: string;
  /** Structured data (schema.org JSON-LD) for this page. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** Open Graph image path (defaults to the site's share image). */
  image?: string;
  noindex?: boolean;
}

/**
 * Head tags for a route's `head()`: title, description, canonical (absolute, from
 * PUBLIC_URL), Open Graph and Twitter cards, and JSON-LD. Prerendering writes them into the
 * static HTML; in the browser TanStack Router's <HeadContent /> keeps them current.
 */
export function pageHead(seo: PageSeo) {
  const url = absoluteUrl(seo.path);
  const image = absoluteUrl(seo.image ?? '/og-image.png');
  const jsonLd = seo.jsonLd ? (Array.isArray(seo.jsonLd) ? seo.jsonLd : [seo.jsonLd]) : [];
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
      { property: 'og:locale', content: 'en_IN' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: seo.title },
      { name: 'twitter:description', content: seo.description },
      // TanStack Router renders these as <script type="application/ld+json"> (typed as meta).
      ...jsonLd.map((data) => ({ 'script:ld+json': data }) as unknown as { name: string; content: string }),
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
