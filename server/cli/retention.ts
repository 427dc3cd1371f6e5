import { deleteOldPositions } from '../services/positions.service';
import { applyRetention } from '../services/retention.service';
import { deleteOldDeliveries } from '../webhooks/prune';
import { withDatabase } from './with-database';

/**
 * npm run data:retention: anonymises bookings and inquiries older than RETENTION_DAYS (default
 * 730), in batches of short transactions, so dispatch goes on while it runs; deletes vehicle
 * positions (trips' paths) older than POSITION_KEEP_DAYS (default 30), and webhook deliveries that
 * are over and older than WEBHOOK_KEEP_DAYS (default 30).
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
  const positions = await deleteOldPositions(orm.em.fork(), env.POSITION_KEEP_DAYS);
  console.log(
    `Deleted ${positions.pathPositions} trip position(s) and ${positions.latestPositions} latest vehicle position(s) ` +
      `older than ${env.POSITION_KEEP_DAYS} days (before ${positions.cutoff.toISOString()}).`,
  );
  const webhooks = await deleteOldDeliveries(orm.em.fork(), env.WEBHOOK_KEEP_DAYS);
  console.log(`Deleted ${webhooks.deliveries} webhook delivery(ies) that were over and older than ${env.WEBHOOK_KEEP_DAYS} days (before ${webhooks.cutoff.toISOString()}).`);
});
