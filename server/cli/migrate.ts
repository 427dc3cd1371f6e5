import { withDatabase } from './with-database';

/** npm run db:migrate: applies pending migrations (start-up does the same). */
await withDatabase(async (orm) => {
  const pending = await orm.getMigrator().getPendingMigrations();
  const executed = await orm.getMigrator().getExecutedMigrations();
  console.log(`Database is up to date: ${executed.length} migration(s) applied, ${pending.length} pending.`);
});
