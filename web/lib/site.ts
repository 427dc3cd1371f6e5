import type { SiteConfig } from '../../shared/site-config';

declare global {
  /** Set by the server before it loads the page renderer (server/web/prerender.ts). */
  var __SITE_CONFIG__: SiteConfig | undefined;
}

/**
 * The provider's contact details and public URL, configured when the server starts (not at
 * build time). The server's renderer gets them from globalThis; the browser reads the same
 * values from the page's `<script type="application/json" id="site-config">` (written by
 * shared/site-config.ts `siteConfigScript`), so hydration matches the HTML.
 */
export const site: SiteConfig = import.meta.env.SSR
  ? globalThis.__SITE_CONFIG__!
  : (JSON.parse(document.getElementById('site-config')!.textContent) as SiteConfig);

/** Name and numbers, the part components rendered in the browser (header, forms) use. */
export const siteContact: Pick<SiteConfig, 'businessName' | 'phone' | 'whatsapp'> = site;

/** Absolute URL of a path on the public site (canonical links, Open Graph). */
export function absoluteUrl(pathname: string): string {
  return `${site.publicUrl}${pathname === '/' ? '/' : pathname}`;
}
