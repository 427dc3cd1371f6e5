import { LOCALE_TAGS, LOCALES, localizedPath } from '../../shared/i18n/locale';

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /auth', 'Disallow: /trpc/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** Every page in every language, each listing all its versions (Google's hreflang in sitemaps). */
export function sitemapXml(publicUrl: string, paths: string[]): string {
  const url = (p: string) => `${publicUrl}${p === '/' ? '/' : p}`;
  const urls = LOCALES.flatMap((locale) =>
    paths.map((p) => {
      const versions = LOCALES.map((other) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[other]}" href="${url(localizedPath(p, other))}"/>`);
      const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${url(p)}"/>`;
      return `  <url><loc>${url(localizedPath(p, locale))}</loc>${versions.join('')}${fallback}</url>`;
    }),
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
