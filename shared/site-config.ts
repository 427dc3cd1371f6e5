import { z } from 'zod';

/**
 * The provider's contact details and public address: one place, overridable by environment
 * variables read when the server starts (it renders the public pages then, see
 * server/web/prerender.ts). The defaults are visibly placeholders: README "Configuration"
 * tells the provider which variables to set.
 */
export const siteConfigSchema = z.object({
  /** Public origin, for canonical links, Open Graph, sitemap. */
  publicUrl: z.url().transform((u) => u.replace(/\/$/, '')),
  businessName: z.string().min(1),
  /** Helpline digits with country code, e.g. +919876543210. */
  phone: z.string().regex(/^\+\d{8,15}$/, 'SITE_PHONE must look like +919876543210'),
  /** WhatsApp number with country code, digits only after +. */
  whatsapp: z.string().regex(/^\+\d{8,15}$/, 'SITE_WHATSAPP must look like +919876543210'),
  email: z.email(),
  streetAddress: z.string().min(1),
  locality: z.string().min(1),
  city: z.string().min(1),
  region: z.string().min(1),
  postalCode: z.string().min(1),
  /** Latitude and longitude of the base, for structured data. */
  geo: z.object({ lat: z.number(), lng: z.number() }),
  /** An embeddable map URL (iframe src). */
  mapEmbedUrl: z.url(),
  /** A link that opens the location in a maps app. */
  mapLinkUrl: z.url(),
  /** The public reviews page (search-engine reviews). */
  reviewsUrl: z.url(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const SITE_CONFIG_ENV = {
  PUBLIC_URL: 'publicUrl',
  SITE_NAME: 'businessName',
  SITE_PHONE: 'phone',
  SITE_WHATSAPP: 'whatsapp',
  SITE_EMAIL: 'email',
  SITE_STREET_ADDRESS: 'streetAddress',
  SITE_LOCALITY: 'locality',
  SITE_CITY: 'city',
  SITE_REGION: 'region',
  SITE_POSTAL_CODE: 'postalCode',
  SITE_MAP_EMBED_URL: 'mapEmbedUrl',
  SITE_MAP_LINK_URL: 'mapLinkUrl',
  SITE_REVIEWS_URL: 'reviewsUrl',
} as const satisfies Record<string, keyof SiteConfig>;

const MAP_QUERY = encodeURIComponent('Varthur, Bengaluru, Karnataka 560087');

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  publicUrl: 'http://localhost:3000',
  businessName: 'Bengaluru Ambulance Service',
  phone: '+910000000000',
  whatsapp: '+910000000000',
  email: 'bookings@example.com',
  streetAddress: 'Set SITE_STREET_ADDRESS',
  locality: 'Varthur',
  city: 'Bengaluru',
  region: 'Karnataka',
  postalCode: '560087',
  geo: { lat: 12.9389, lng: 77.7412 },
  mapEmbedUrl: `https://maps.google.com/maps?q=${MAP_QUERY}&output=embed`,
  mapLinkUrl: `https://www.google.com/maps/search/?api=1&query=${MAP_QUERY}`,
  reviewsUrl: `https://www.google.com/search?q=${encodeURIComponent('ambulance service Varthur Bengaluru reviews')}`,
};

/** Reads the site configuration from environment variables over the defaults. */
export function readSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const overrides: Record<string, unknown> = {};
  for (const [variable, key] of Object.entries(SITE_CONFIG_ENV)) {
    const value = env[variable];
    if (value) overrides[key] = value;
  }
  if (env.SITE_GEO) {
    const [lat, lng] = env.SITE_GEO.split(',').map(Number);
    overrides.geo = { lat, lng };
  }
  if (!env.PUBLIC_URL && env.PORT) overrides.publicUrl = `http://localhost:${env.PORT}`;
  const result = siteConfigSchema.safeParse({ ...DEFAULT_SITE_CONFIG, ...overrides });
  if (!result.success) {
    throw new Error(`Invalid site configuration:\n${result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  return result.data;
}


/**
 * The configuration as a JSON data block for a page (not executed, so the CSP allows it): the
 * browser bundle reads it in web/lib/site.ts, so one build serves any deployment.
 */
export function siteConfigScript(config: SiteConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="site-config">${json}</script>`;
}
