import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryResult } from '@mikro-orm/core';

/** Rows deleted per statement: short transactions, so the worker's claims never wait long. */
const BATCH = 5000;

/**
 * Deletes deliveries that are over (delivered, or given up) and were made more than `keepDays`
 * ago, in batches (`npm run data:retention`, WEBHOOK_KEEP_DAYS). A delivery still pending is
 * kept whatever its age: it is retried, or waits for its endpoint to be enabled. The events stay:
 * they are what keeps a trip's old steps from being sent again as new (dispatch.ts), and they
 * hold no personal details.
 */
export async function deleteOldDeliveries(em: EntityManager, keepDays: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000);
  const connection = em.getConnection();
  let deliveries = 0;
  for (;;) {
    const result = await connection.execute<QueryResult>(
      `delete from webhook_delivery where id in (
         select id from webhook_delivery where status <> 'pending' and created_at < ? limit ${BATCH})`,
      [cutoff],
      'run',
    );
    deliveries += result.affectedRows;
    if (result.affectedRows < BATCH) return { cutoff, deliveries };
  }
}
