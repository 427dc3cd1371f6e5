import type { SiteConfig } from '../../shared/site-config';

/** The provider's contact details and public URL (build-time configuration). */
export const site: SiteConfig = __SITE_CONFIG__;

/** Absolute URL of a path on the public site (canonical links, Open Graph). */
export function absoluteUrl(pathname: string): string {
  return `${site.publicUrl}${pathname === '/' ? '/' : pathname}`;
}
