import { MikroORM } from '@mikro-orm/postgresql';
import fp from 'fastify-plugin';
import pg from 'pg';
import { ormConfig } from '../db/mikro-orm.config';

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
  }
}

/** Any fixed number: the key of the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 727_104_001;

/**
 * Applies pending migrations. Several processes may start together on one database: a
 * PostgreSQL advisory lock lets one migrate while the others wait, then find nothing to do.
 * The lock is transaction-level, held by a transaction kept open on a connection of its own
 * while the ORM migrates: a transaction pooler (PgBouncer in transaction mode) keeps such a
 * transaction on one server connection, where a session-level lock would stay behind on
 * whichever server connection took it.
 */
export async function migrate(orm: MikroORM, connectionString: string): Promise<string[]> {
  const lock = new pg.Client({ connectionString });
  await lock.connect();
  try {
    await lock.query('begin');
    await lock.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await orm.getMigrator().up();
    return applied.map((m) => m.name);
  } finally {
    await lock.query('rollback').catch(() => {});
    await lock.end().catch(() => {});
  }
}

export const databasePlugin = fp<{ databaseUrl: string; poolMax: number; migrate: boolean }>(
  async function database(app, opts) {
    const orm = await MikroORM.init(ormConfig(opts.databaseUrl, opts.poolMax));
    if (opts.migrate) {
      const applied = await migrate(orm, opts.databaseUrl);
      if (applied.length) app.log.info({ migrations: applied }, 'applied database migrations');
    }
    app.decorate('orm', orm);
    app.addHook('onClose', async () => {
      await orm.close(true);
    });
  },
  { name: 'database' },
);
