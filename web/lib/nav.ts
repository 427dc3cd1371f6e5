/** Paths the public frame links to (pages of the next issue included: they 404 until then). */
export const NAV = {
  home: '/',
  /** The header's "About Us" is the landing page (spec); the about page itself is /about. */
  about: '/ambulance-near-me',
  aboutPage: '/about',
  helpline: '/ambulance-helpline-number-bangalore',
  services: '/services',
  fleet: '/fleet',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  sitemap: '/sitemap.xml',
  bookOnline: '/#contact',
} as const;

/** Header scroll distance after which the header casts a stronger shadow (spec: 10 px). */
export const HEADER_SCROLL_THRESHOLD_PX = 10;
