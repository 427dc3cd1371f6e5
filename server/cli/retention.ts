import { applyRetention } from '../services/retention.service';
import { withDatabase } from './with-database';

/** npm run data:retention: anonymises bookings and inquiries older than RETENTION_DAYS (default 730). */
await withDatabase(async (orm, env) => {
  const result = await applyRetention(orm.em.fork(), env.RETENTION_DAYS);
  console.log(
    `Removed the personal details of ${result.bookings} booking(s) and ${result.inquiries} inquiry(ies) ` +
      `older than ${env.RETENTION_DAYS} days (before ${result.cutoff.toISOString()}). Counts by status and date are kept.`,
  );
});
