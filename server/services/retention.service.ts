import type { EntityManager } from '@mikro-orm/postgresql';
import { recordChange } from '../live/record';

/** What stands in for removed text in columns that may not be empty. */
export const ANONYMISED = '(anonymised)';

/** Booking fields that name or locate a person; the timeline's before/after values of these go too. */
const PERSONAL_BOOKING_FIELDS = ['customerName', 'customerPhone', 'customerEmail', 'pickupLocation', 'dropoffLocation', 'notes', 'driver'];

export interface RetentionResult {
  cutoff: Date;
  bookings: number;
  inquiries: number;
}

/**
 * Removes the personal details of bookings and inquiries older than `olderThanDays` (last
 * created, changed or booked before the cutoff), in one transaction. What the dashboard counts
 * stays: the rows, their status, service type, dates and read flags. A booking's kept
 * timeline keeps its entries, without the personal values or free-text reasons in them.
 */
export async function applyRetention(em: EntityManager, olderThanDays: number, now = new Date()): Promise<RetentionResult> {
  const cutoff = new Date(now.getTime() - olderThanDays * 86_400_000);
  return em.transactional(async (tx) => {
    const bookings = await tx.execute<{ id: string }[]>(
      `update booking
          set customer_name = ?, customer_phone = ?, customer_email = null, pickup_location = ?, dropoff_location = null,
              notes = null, cancel_reason = null, request_hash = null, anonymised_at = ?
        where anonymised_at is null and greatest(created_at, updated_at, booking_date) < ?
        returning id`,
      [ANONYMISED, ANONYMISED, ANONYMISED, now, cutoff],
    );
    const inquiries = await tx.execute<{ id: string }[]>(
      `update contact_submission
          set name = ?, email = ?, phone = null, message = ?, request_hash = null, anonymised_at = ?
        where anonymised_at is null and created_at < ?
        returning id`,
      [ANONYMISED, ANONYMISED, ANONYMISED, now, cutoff],
    );
    const bookingIds = bookings.map((b) => b.id);
    if (bookingIds.length) {
      // The timeline is append-only for the application; removing personal data is the one
      // change allowed, so its guard is lifted for this statement only (inside this transaction).
      await tx.execute('alter table history_entry disable trigger history_entry_no_update_delete');
      await tx.execute(
        `update history_entry h
            set reason = null,
                changes = (select coalesce(jsonb_agg(case when c->>'field' in (select jsonb_array_elements_text(?::jsonb))
                                                          then jsonb_build_object('field', c->>'field', 'before', null, 'after', null)
                                                          else c end order by position), '[]'::jsonb)
                             from jsonb_array_elements(h.changes) with ordinality as e(c, position))
          where h.subject = 'booking' and h.subject_id::text in (select jsonb_array_elements_text(?::jsonb))`,
        // (JSON, because the query builder would spread an array into separate parameters)
        [JSON.stringify(PERSONAL_BOOKING_FIELDS), JSON.stringify(bookingIds)],
      );
      await tx.execute('alter table history_entry enable trigger history_entry_no_update_delete');
    }
    // Open staff screens refetch what changed.
    for (const id of bookingIds) recordChange(tx, { topic: 'booking', action: 'updated', entityId: id, origin: 'system' });
    for (const { id } of inquiries) recordChange(tx, { topic: 'inquiry', action: 'updated', entityId: id, origin: 'system' });
    return { cutoff, bookings: bookingIds.length, inquiries: inquiries.length };
  });
}
