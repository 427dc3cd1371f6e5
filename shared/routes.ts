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
