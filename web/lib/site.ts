import type { SiteConfig } from '../../shared/site-config';

/**
 * The provider's contact details and public URL, configured when the server starts (not at
 * build time). The server's renderer is given them by `configureSite` (web/entry-server.tsx,
 * before any page renders); the browser reads the same values from the page's
 * `<script type="application/json" id="site-config">` (shared/site-config.ts
 * `siteConfigScript`), so an island hydrates with what the server rendered.
 */
export const site = {} as SiteConfig;

if (!import.meta.env.SSR && typeof document !== 'undefined') {
  const block = document.getElementById('site-config');
  if (block) Object.assign(site, JSON.parse(block.textContent) as SiteConfig);
}

/** Sets the configuration the renderer renders with (one per process). */
export function configureSite(config: SiteConfig): void {
  Object.assign(site, config);
}

/** Name and numbers, the part components rendered in the browser (header, forms) use. */
export const siteContact: Pick<SiteConfig, 'businessName' | 'phone' | 'whatsapp'> = site;

/** Absolute URL of a path on the public site (canonical links, Open Graph). */
export function absoluteUrl(pathname: string): string {
  return `${site.publicUrl}${pathname === '/' ? '/' : pathname}`;
}
