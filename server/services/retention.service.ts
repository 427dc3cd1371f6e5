import type { EntityManager } from '@mikro-orm/postgresql';
import { ANONYMISED } from '../../shared/privacy';
import { recordChange } from '../live/record';

export { ANONYMISED };

/**
 * Rows anonymised per transaction. Each batch locks only its own rows and commits at once, so a
 * dispatch write waits at most for one batch (and only if it touches one of its bookings).
 */
export const RETENTION_BATCH_SIZE = 200;

export interface RetentionResult {
  cutoff: Date;
  bookings: number;
  inquiries: number;
  /** Transactions committed (each at most `batchSize` rows of one table). */
  batches: number;
}

export interface RetentionOptions {
  now?: Date;
  batchSize?: number;
  /** Called after each batch has committed, with the totals so far (the command prints them). */
  onBatch?: (progress: Omit<RetentionResult, 'cutoff'>) => void | Promise<void>;
}

/**
 * One batch of bookings last created, changed or booked before the cutoff: their personal
 * details replaced or emptied, their timeline's personal values (history_entry_personal)
 * deleted and their hospital pre-alert's free-text note emptied, in one statement. A booking changed meanwhile is re-checked after its lock and left
 * alone if it is no longer old.
 */
const ANONYMISE_BOOKINGS = `
  with batch as (
    select id from booking
     where anonymised_at is null and greatest(created_at, updated_at, booking_date) < ?
     limit ?
       for no key update
  ), anonymised as (
    update booking b
       set customer_name = ?, customer_phone = ?, customer_email = null, pickup_location = ?, dropoff_location = null,
           pickup_lat = null, pickup_lng = null, pickup_accuracy_m = null, pickup_point_source = null,
           notes = null, cancel_reason = null, request_hash = null, anonymised_at = ?, updated_at = ?,
           -- A write like any other: a staff edit made from before it is stale (409).
           version = b.version + 1
      from batch
     where b.id = batch.id
    returning b.id
  ), erased as (
    delete from history_entry_personal p using anonymised a where p.subject = 'booking' and p.subject_id = a.id
  ), prealert_notes as (
    -- The hospital's pre-alert keeps its coded summary; its free-text note goes with the details.
    update prealert p set note = null from anonymised a where p.booking_id = a.id and p.note is not null
  )
  select id from anonymised`;

/** One batch of contact messages received before the cutoff. */
const ANONYMISE_INQUIRIES = `
  with batch as (
    select id from contact_submission where anonymised_at is null and created_at < ? limit ? for no key update
  )
  update contact_submission c
     set name = ?, email = ?, phone = null, message = ?, request_hash = null, anonymised_at = ?
    from batch
   where c.id = batch.id
  returning c.id`;

/**
 * Removes the personal details of bookings and inquiries older than `olderThanDays` (bookings:
 * last created, changed or booked before the cutoff), in batches of short transactions. What
 * the dashboard counts stays: the rows, their status, service type, dates and read flags. A
 * booking's timeline keeps its entries, without their personal values or free-text reasons.
 * (A deleted booking's values went with it: the database deletes them with the booking.)
 */
export async function applyRetention(em: EntityManager, olderThanDays: number, options: RetentionOptions = {}): Promise<RetentionResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  const cutoff = new Date(now.getTime() - olderThanDays * 86_400_000);
  const totals = { bookings: 0, inquiries: 0, batches: 0 };

  const inBatches = async (kind: 'bookings' | 'inquiries', run: (tx: EntityManager) => Promise<{ id: string }[]>) => {
    for (;;) {
      // A fresh context per batch: nothing accumulates over a long run.
      const ids = await em.fork().transactional(async (tx) => {
        const rows = await run(tx);
        // Open staff screens refetch what changed.
        for (const { id } of rows) {
          recordChange(tx, { topic: kind === 'bookings' ? 'booking' : 'inquiry', action: 'updated', entityId: id, origin: 'system' });
        }
        return rows;
      });
      if (ids.length === 0) return;
      totals[kind] += ids.length;
      totals.batches += 1;
      await options.onBatch?.({ ...totals });
    }
  };

  await inBatches('bookings', (tx) => tx.execute<{ id: string }[]>(ANONYMISE_BOOKINGS, [cutoff, batchSize, ANONYMISED, ANONYMISED, ANONYMISED, now, now]));
  await inBatches('inquiries', (tx) => tx.execute<{ id: string }[]>(ANONYMISE_INQUIRIES, [cutoff, batchSize, ANONYMISED, ANONYMISED, ANONYMISED, now]));
  return { cutoff, ...totals };
}
