import { applyRetention } from '../services/retention.service';
import { withDatabase } from './with-database';

/**
 * npm run data:retention: anonymises bookings and inquiries older than RETENTION_DAYS (default
 * 730), in batches of short transactions, so dispatch goes on while it runs.
 */
await withDatabase(async (orm, env) => {
  const result = await applyRetention(orm.em.fork(), env.RETENTION_DAYS, {
    onBatch: (p) => console.log(`... batch ${p.batches}: ${p.bookings} booking(s) and ${p.inquiries} inquiry(ies) so far`),
  });
  console.log(
    `Removed the personal details of ${result.bookings} booking(s) and ${result.inquiries} inquiry(ies) ` +
      `older than ${env.RETENTION_DAYS} days (before ${result.cutoff.toISOString()}), in ${result.batches} batch(es). ` +
      'Counts by status and date are kept.',
  );
});
