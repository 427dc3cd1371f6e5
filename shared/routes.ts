/**
 * Server-side permanent redirects (301). The client router replaces history for the same
 * paths (spec section 2: /services/icu and /services/basic).
 */
export const PERMANENT_REDIRECTS: Record<string, string> = {
  '/services/icu': '/services/icu-ambulance-bangalore',
  '/services/basic': '/services/basic-life-support-ambulance-bangalore',
};
