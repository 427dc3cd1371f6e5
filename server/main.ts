import { buildApp } from './app';
import { resolveDatabase } from './boot';
import { seedDemoData, printDemoAccounts } from './db/seed';
import { loadEnv } from './env';
import { createLogger } from './logger';
import { ensureAdminAccount } from './services/auth.service';

/** Boot only: environment, database, app, listen, graceful shutdown. */
async function main() {
  const env = loadEnv();
  const logger = createLogger(env);
  const db = await resolveDatabase(env, logger);

  let app;
  try {
    app = await buildApp({ env, databaseUrl: db.url, liveDatabaseUrl: db.liveUrl, logger, embeddedDatabase: db.embedded });
  } catch (err) {
    await db.embedded?.stop();
    throw err;
  }

  const em = app.orm.em.fork();
  if (db.seedDemo) {
    const seeded = await seedDemoData(em, { demoPassword: env.DEMO_PASSWORD });
    if (seeded) printDemoAccounts(seeded, env.PUBLIC_URL);
    // The pages were rendered before the demo's rate card was in: their fares, now.
    if (seeded) await app.rateCardPages?.checkNow();
    else logger.info('demo data: already present (or the database has its own data)');
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const { created } = await ensureAdminAccount(em, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    logger.info({ email: env.ADMIN_EMAIL }, created ? 'created the admin account' : 'admin account present');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    db.embedded?.stopWatching();
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ active: process.getActiveResourcesInfo() }, 'shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close(); // drains HTTP, tells WebSocket clients to reconnect, closes the ORM
      await db.embedded?.stop();
      logger.info('stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  logger.info(`ready: ${env.PUBLIC_URL}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
