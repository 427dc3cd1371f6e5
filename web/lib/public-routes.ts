import { PATH_ALIASES } from '../../shared/routes';
import type { SERVICES } from '../../shared/content/services';

/**
 * The service pages' paths, written out so the browser can tell a service path from an
 * unknown one without downloading the content model (the type below keeps the two equal).
 */
export const SERVICE_PATHS = [
  '/services/emergency',
  '/services/icu-ambulance-bangalore',
  '/services/basic-life-support-ambulance-bangalore',
  '/services/cardiac',
  '/services/neonatal',
  '/services/air',
  '/services/mortuary',
  '/services/funeral',
  '/services/event',
  '/services/intercity',
  '/services/corporate',
] as const;
export type ServicePath = (typeof SERVICES)[number]['path'];
// Compile-time check: fails if a service is missing here, or listed here but not a service.
const servicePathsMatch: [ServicePath, (typeof SERVICE_PATHS)[number]] extends [(typeof SERVICE_PATHS)[number], ServicePath]
  ? true
  : never = true;
void servicePathsMatch;

/** The canonical path of the service page shown at `/services/<slug>` (aliases included). */
export function servicePagePath(slug: string): ServicePath | undefined {
  const path = `/services/${slug}`;
  const canonical = PATH_ALIASES[path] ?? path;
  return SERVICE_PATHS.find((p) => p === canonical);
}

/**
 * Every path written to static HTML at build time. Public pages are also listed in the
 * sitemap; /auth and /admin are prerendered only for their head tags (noindex).
 */
export const PUBLIC_PATHS: string[] = [
  '/',
  '/privacy',
  '/terms',
  // Issue 4, services
  '/services',
  ...SERVICE_PATHS,
];

/** Other paths of a page already listed (not in the sitemap; canonical is the page's own). */
export const ALIAS_PATHS = Object.keys(PATH_ALIASES);

export const STAFF_PATHS = ['/auth', '/admin'];

export const PRERENDER_PATHS = [...PUBLIC_PATHS, ...ALIAS_PATHS, ...STAFF_PATHS];
export const SITEMAP_PATHS = PUBLIC_PATHS;
