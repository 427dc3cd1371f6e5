import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { migrationsList } from '../../migrations';
import { entities } from './entities';

/** ORM options for a connection string. Used by the server, the CLIs and the tests. */
export function ormConfig(clientUrl: string, poolMax = 10): Options {
  return defineConfig({
    clientUrl,
    entities,
    discovery: { warnWhenNoEntities: true },
    pool: { min: 0, max: poolMax },
    // Connection errors surface as failed requests (503 on /healthz), not a crashed process.
    driverOptions: { connection: { keepAlive: true } },
    migrations: {
      migrationsList,
      path: 'migrations',
      pathTs: 'migrations',
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    debug: false,
    allowGlobalContext: false,
  });
}

/** For the MikroORM CLI (`npm run db:migration:create`). */
export default ormConfig(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ambulance');
