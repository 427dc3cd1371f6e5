import { printDemoAccounts, seedDemoData } from '../db/seed';
import { withDatabase } from './with-database';

/** npm run db:seed: adds the demo data to an empty database. */
await withDatabase(async (orm, env) => {
  const seeded = await seedDemoData(orm.em.fork(), { demoPassword: env.DEMO_PASSWORD });
  if (seeded) printDemoAccounts(seeded, env.PUBLIC_URL);
  else console.log('The database already has accounts or bookings; no demo data added.');
});
