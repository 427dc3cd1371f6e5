import { MikroORM } from '@mikro-orm/postgresql';
import { resolveDatabase } from '../boot';
import { ormConfig } from '../db/mikro-orm.config';
import { loadEnv, type Env } from '../env';
import { createLogger } from '../logger';
import { migrate } from '../plugins/database';

/**
 * Runs a command-line task against the configured database (DATABASE_URL, or the embedded
 * one, started for the task or shared with a running server), migrated first.
 */
export async function withDatabase(task: (orm: MikroORM, env: Env) => Promise<void>): Promise<void> {
  const env = loadEnv({ LOG_LEVEL: 'warn', ...process.env });
  const logger = createLogger({ ...env, NODE_ENV: 'production' });
  const db = await resolveDatabase(env, logger);
  const orm = await MikroORM.init(ormConfig(db.url, 2));
  try {
    await migrate(orm, db.url);
    await task(orm, env);
  } finally {
    await orm.close(true);
    await db.embedded?.stop();
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
