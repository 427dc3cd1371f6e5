import type { SiteConfig } from '../../shared/site-config';

/** The provider's contact details and public URL (build-time configuration). */
export const site: SiteConfig = __SITE_CONFIG__;

/**
 * Name and numbers for components rendered in the browser (header, forms). Everything else
 * about the site appears only in prerendered content, so `site` never reaches the bundle.
 */
export const siteContact: Pick<SiteConfig, 'businessName' | 'phone' | 'whatsapp'> = __SITE_CONTACT__;

/** Absolute URL of a path on the public site (canonical links, Open Graph). */
export function absoluteUrl(pathname: string): string {
  return `${site.publicUrl}${pathname === '/' ? '/' : pathname}`;
}
