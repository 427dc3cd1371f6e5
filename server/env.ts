import { z } from 'zod';
import type { EstimateConfig, ServiceArea } from '../shared/geo';
import type { MapTiles } from '../shared/map-tiles';
import { readSiteConfig, type SiteConfig } from '../shared/site-config';
import { GSTIN_PATTERN, UPI_VPA_PATTERN } from '../shared/bills';
import { billingConfigOf, type BillingConfig } from './documents/billing-config';
import { DEFAULT_BACKOFF_MS, type WebhookSettings } from './webhooks/settings';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the server reads (README "Configuration" lists the same). */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The public origin of the site, used for canonical links, sitemap and origin checks. */
    PUBLIC_URL: z.url().optional(),
    /** An external PostgreSQL server. Without it the embedded one is started. */
    DATABASE_URL: z.string().min(1).optional(),
    /**
     * A session connection (direct, or a pooler in session mode) for the live hub's LISTEN,
     * which a transaction pooler cannot carry. Default DATABASE_URL.
     */
    LIVE_DATABASE_URL: z.string().min(1).optional(),
    /** Set in the Docker image: refuse to start (instead of starting an embedded database). */
    REQUIRE_DATABASE_URL: bool.default(false),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default('.data'),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
    SEED_DEMO: bool.optional(),
    /** Password of the demo staff accounts; random (and printed once) when unset. */
    DEMO_PASSWORD: z.string().min(8).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Behind a reverse proxy: trust X-Forwarded-* (client address for rate limits). */
    TRUST_PROXY: bool.default(false),
    /** A request not answered within this many seconds gets 503 "took too long". */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    /** A session unused this long ends (minutes; default 12 hours). */
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(525_600).default(720),
    /** A session ends this long after sign-in, used or not (hours; default 7 days). */
    SESSION_MAX_AGE_HOURS: z.coerce.number().int().min(1).max(8_760).default(168),
    /** How often an open live connection checks that its session is still valid (seconds). */
    SESSION_RECHECK_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
    /**
     * How long a process may reuse a session it has just read (ms; 0 = read it on every call).
     * Sign-outs and role changes still apply at once: they clear it on every process.
     */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** Directory of the built web app (prerendered pages and assets). */
    WEB_DIST_DIR: z.string().default('dist/client'),
    /** How long change events are kept for resuming live streams (a client gone longer refetches). */
    CHANGE_EVENTS_KEEP_HOURS: z.coerce.number().positive().max(24 * 365).default(168),
    /** The live listener's connection must answer this often, or it is replaced. */
    LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    /** The longest wait between reconnect attempts of the live listener. */
    LIVE_RECONNECT_MAX_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
    /**
     * The live listener must hear the NOTIFY it sends itself within this (and within three
     * heartbeats): at start-up, or start-up fails (a transaction pooler); later, or it is replaced.
     * Mainly for tests, which prove deafness without waiting 5 s.
     */
    LIVE_HEAR_WITHIN_MS: z.coerce.number().int().min(200).max(60_000).default(5000),
    /** How often each process checks which rate card is in force, to render the service pages' fares again when it changed (ms). */
    FARES_CHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    /** A trip booked for a time enters the staff waiting queue this many minutes before it is due (issue 37). */
    SCHEDULED_LEAD_MINUTES: z.coerce.number().int().min(0).max(1_440).default(60),
    /** Requests one partner API key may make per minute (issue 38.1); past it, 429 with Retry-After. */
    API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
    /** How often each process looks for scheduled trips whose time to enter the queue has come (ms). */
    SCHEDULED_TICK_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    /** At most one announcement of a vehicle's position per this (the once-a-second window). Mainly for tests. */
    POSITION_WINDOW_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    /** `npm run data:retention`: bookings and inquiries older than this many days are anonymised. */
    RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
    /** `npm run data:retention`: trips' paths (vehicle positions) older than this many days are deleted. */
    POSITION_KEEP_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
    /** `npm run data:retention`: webhook deliveries that are over (delivered or given up) and older than this many days are deleted. */
    WEBHOOK_KEEP_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
    // Reports (issue 21): when the day shift and the night shift start, Bengaluru time (HH:mm).
    REPORT_DAY_SHIFT_START: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm, e.g. 08:00').default('08:00'),
    REPORT_NIGHT_SHIFT_START: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm, e.g. 20:00').default('20:00'),
    // Estimates (issue 20.6, shared/geo.ts): straight-line distance × detour factor ÷ city speed.
    /** Road distance ÷ straight-line distance (README: 1.3–1.4 in Indian cities). */
    ESTIMATE_DETOUR_FACTOR: z.coerce.number().min(1, 'A road is never shorter than the straight line: use 1 or more').max(3).default(1.35),
    /** An ambulance's average speed on the city's roads, km/h (README: 20–25 in Bengaluru). */
    ESTIMATE_CITY_SPEED_KMH: z.coerce.number().min(5).max(120).default(22),
    /** The service area: this many km around the base (SITE_GEO); a pickup point outside gets a warning. */
    SERVICE_AREA_KM: z.coerce.number().positive().max(2000).default(60),
    // Maps (issue 20.7): any XYZ raster tile server; README "Maps" names providers for production.
    /** Tile URL template with {z}/{x}/{y} (and optionally {s}); "none" (or empty) draws markers on a plain background. */
    MAP_TILE_URL: z
      .string()
      .refine((v) => v === 'none' || (/\{z\}/.test(v) && /\{x\}/.test(v) && /\{y\}/.test(v)), 'Use a template with {z}, {x} and {y}, or none')
      .refine((v) => v === 'none' || v.startsWith('/') || /^https?:\/\//.test(v), 'Use an http(s) URL or a path on this site')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    /** The tile provider's required credit, shown on every map. */
    MAP_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
    // Bills (issue 40.4, README "Bills"): the provider as its bills name it. To be confirmed by its accountant.
    /** The legal name on bills and receipts. Default SITE_NAME. */
    BILL_LEGAL_NAME: z.string().trim().min(1).max(120).optional(),
    /** The address on bills. Default the site's address (SITE_STREET_ADDRESS …). */
    BILL_ADDRESS: z.string().trim().min(1).max(300).optional(),
    /** The provider's GSTIN. Without it bills print "not registered" (a tax invoice then cannot be issued). */
    BILL_GSTIN: z.string().trim().toUpperCase().regex(GSTIN_PATTERN, 'BILL_GSTIN: 15 characters, like 29ABCDE1234F1Z5').optional(),
    /** The SAC of carrying a patient (exempt: bill of supply). */
    BILL_SAC: z.string().regex(/^\d{4,8}$/, 'BILL_SAC: 4 to 8 digits').default('999315'),
    /** The SAC of hiring a vehicle with its driver (taxable: tax invoice). */
    BILL_HIRE_SAC: z.string().regex(/^\d{4,8}$/, 'BILL_HIRE_SAC: 4 to 8 digits').default('996601'),
    /** The GST rate of a tax invoice, percent. */
    BILL_GST_PERCENT: z.coerce.number().min(0).max(40).default(18),
    /** The provider's UPI address: the family's page shows a payment link and QR code while a bill is due. Unset: none. */
    BILL_UPI_ID: z.string().trim().regex(UPI_VPA_PATTERN, 'BILL_UPI_ID: a UPI address like ambulance@okbank').optional(),
    /** How many days after its trip a billed booking's tracking link still shows its bill and receipts. */
    BILL_LINK_DAYS: z.coerce.number().int().min(1).max(3_650).default(90),
    // Webhooks (issue 38.4, README "Webhooks").
    /** Allow deliveries to private, loopback and link-local addresses, and http:// endpoints on localhost. Tests and development only. */
    WEBHOOK_ALLOW_PRIVATE: bool.default(false),
    /** How often each process looks for new trip changes and due deliveries (ms); a change heard live wakes it at once. */
    WEBHOOK_TICK_MS: z.coerce.number().int().min(20).max(600_000).default(1000),
    /** The waits after each failed attempt (ms, comma-separated; the last repeats). Default Standard Webhooks' schedule. */
    WEBHOOK_BACKOFF_MS: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'WEBHOOK_BACKOFF_MS: waits in ms, comma-separated, like 5000,300000')
      .default(DEFAULT_BACKOFF_MS.join(','))
      .transform((v) => v.split(',').map(Number))
      .refine((waits) => waits.every((w) => w >= 10 && w <= 86_400_000), 'WEBHOOK_BACKOFF_MS: each wait between 10 ms and 24 hours'),
    /** How long a delivery is retried, and how long an endpoint may fail before it is disabled (ms; default 24 hours). */
    WEBHOOK_RETRY_WINDOW_MS: z.coerce.number().int().min(100).max(30 * 86_400_000).default(86_400_000),
    /** One delivery attempt's time limit (ms). */
    WEBHOOK_ATTEMPT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Delivery attempts under way at once per process. */
    WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(64),
  })
  .refine((env) => env.REPORT_DAY_SHIFT_START < env.REPORT_NIGHT_SHIFT_START, {
    message: 'REPORT_DAY_SHIFT_START must be earlier in the day than REPORT_NIGHT_SHIFT_START',
    path: ['REPORT_NIGHT_SHIFT_START'],
  })
  .refine((env) => !env.REQUIRE_DATABASE_URL || env.DATABASE_URL, {
    message: 'DATABASE_URL is required here (REQUIRE_DATABASE_URL=true)',
    path: ['DATABASE_URL'],
  })
  .refine((env) => !env.LIVE_DATABASE_URL || env.DATABASE_URL, {
    message: 'LIVE_DATABASE_URL needs DATABASE_URL (the embedded database needs neither)',
    path: ['LIVE_DATABASE_URL'],
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: 'Set ADMIN_EMAIL and ADMIN_PASSWORD together',
    path: ['ADMIN_PASSWORD'],
  });

export type Env = z.infer<typeof envSchema> & {
  PUBLIC_URL: string;
  /** The 24x7 helpline (SITE_PHONE): refusals name it, as the public pages do. */
  helplinePhone: SiteConfig['phone'];
  /** SITE_* and PUBLIC_URL: the public pages are rendered with them at start-up. */
  site: SiteConfig;
  /** ESTIMATE_DETOUR_FACTOR and ESTIMATE_CITY_SPEED_KMH. */
  estimates: EstimateConfig;
  /** SERVICE_AREA_KM around SITE_GEO. */
  serviceArea: ServiceArea;
  /** MAP_TILE_URL and MAP_ATTRIBUTION; null: no tiles (MAP_TILE_URL empty or "none"). */
  mapTiles: MapTiles | null;
  /** BILL_*: the supplier on bills, the SACs and rate, the UPI payee. */
  billing: BillingConfig;
  /** WEBHOOK_*: the delivery worker's pace and the address rule. */
  webhooks: WebhookSettings;
};

/** Parses the environment once; exits with a readable message when it is invalid. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const site = readSiteConfig(cleaned);
  return {
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    helplinePhone: site.phone,
    site,
    estimates: { detourFactor: env.ESTIMATE_DETOUR_FACTOR, citySpeedKmh: env.ESTIMATE_CITY_SPEED_KMH },
    serviceArea: { centre: site.geo, radiusKm: env.SERVICE_AREA_KM },
    // Set but empty means "no tiles" here (elsewhere an empty variable counts as unset).
    mapTiles: source.MAP_TILE_URL === '' || env.MAP_TILE_URL === 'none' ? null : { urlTemplate: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION },
    billing: billingConfigOf(env, site),
    webhooks: {
      tickMs: env.WEBHOOK_TICK_MS,
      backoffMs: env.WEBHOOK_BACKOFF_MS,
      retryWindowMs: env.WEBHOOK_RETRY_WINDOW_MS,
      attemptTimeoutMs: env.WEBHOOK_ATTEMPT_TIMEOUT_MS,
      concurrency: env.WEBHOOK_CONCURRENCY,
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
    },
  };
}
