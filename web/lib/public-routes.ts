/**
 * Every path written to static HTML at build time. Public pages are also listed in the
 * sitemap; /auth and /admin are prerendered only for their head tags (noindex).
 */
export const PUBLIC_PATHS: string[] = [
  '/',
  '/privacy',
  '/terms',
  // Issue 4: about, landing, fleet, contact and helpline pages.
  '/about',
  '/ambulance-near-me',
  '/fleet',
  '/contact',
  '/ambulance-helpline-number-bangalore',
];

export const STAFF_PATHS = ['/auth', '/admin'];

export const PRERENDER_PATHS = [...PUBLIC_PATHS, ...STAFF_PATHS];
export const SITEMAP_PATHS = PUBLIC_PATHS;
