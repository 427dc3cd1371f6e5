import type { SERVICES } from './content/services';

/**
 * Server-side permanent redirects (301). The client router replaces history for the same
 * paths (spec section 2: /services/icu and /services/basic).
 */
export const PERMANENT_REDIRECTS: Record<string, string> = {
  '/services/icu': '/services/icu-ambulance-bangalore',
  '/services/basic': '/services/basic-life-support-ambulance-bangalore',
};

/**
 * Paths that show another path's page, which stays their canonical link (spec section 2: one
 * emergency page at three paths). Prerendered, but left out of the sitemap.
 */
export const PATH_ALIASES: Record<string, string> = {
  '/services/emergency-ambulance-number': '/services/emergency',
  '/services/emergency-ambulance-number-bangalore': '/services/emergency',
};

/**
 * The service pages' paths, written out so the browser can tell a service path from an
 * unknown one without downloading the content model (a type check keeps the two equal).
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
export type ServicePath = (typeof SERVICE_PATHS)[number];
type ContentServicePath = (typeof SERVICES)[number]['path'];
/** Fails to compile when a service is missing from SERVICE_PATHS, or listed there but not a service. */
type AssertTrue<T extends true> = T;
export type ServicePathsMatchContent = AssertTrue<[ServicePath, ContentServicePath] extends [ContentServicePath, ServicePath] ? true : false>;

/** The canonical path of the service page shown at `/services/<slug>` (aliases included). */
export function servicePagePath(slug: string): ServicePath | undefined {
  const path = `/services/${slug}`;
  const canonical = PATH_ALIASES[path] ?? path;
  return SERVICE_PATHS.find((p) => p === canonical);
}
