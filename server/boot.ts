import type { Logger } from 'pino';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import type { Env } from './env';

export interface DatabaseTarget {
  url: string;
  /** A session connection to the same database for LISTEN (LIVE_DATABASE_URL, default DATABASE_URL). */
  liveUrl: string;
  embedded: EmbeddedDatabase | null;
  /** Whether start-up should add demo data (spec'd by SEED_DEMO and the kind of database). */
  seedDemo: boolean;
}

/**
 * DATABASE_URL given: use that server, start nothing, demo data only with SEED_DEMO=true.
 * Otherwise: the embedded PostgreSQL in DATA_DIR; a new (empty) one gets demo data unless
 * SEED_DEMO=false (the seed adds nothing to a database that has accounts or bookings).
 */
export async function resolveDatabase(env: Env, logger: Logger): Promise<DatabaseTarget> {
  if (env.DATABASE_URL) {
    return { url: env.DATABASE_URL, liveUrl: env.LIVE_DATABASE_URL ?? env.DATABASE_URL, embedded: null, seedDemo: env.SEED_DEMO === true };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT, logger });
  // "New" means empty: a first run interrupted before seeding still gets its demo data.
  return { url: embedded.url, liveUrl: embedded.url, embedded, seedDemo: env.SEED_DEMO !== false };
}
