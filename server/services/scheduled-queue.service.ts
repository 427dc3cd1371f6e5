import type { EntityManager } from '@mikro-orm/postgresql';
import { recordChange } from '../live/record';

/**
 * Trips booked for a time (issue 37.3) enter the staff waiting queue at `queue_at` (their lead
 * time before they are due). This claims those whose moment has come, each exactly once over
 * all processes: the UPDATE's row locks make a second process's claim of the same row wait and
 * then find `queued_at` set, so it skips it. Each claimed trip gets a change event in the same
 * transaction, which tells every live staff screen (and the partner's board) through the outbox.
 * Gives the ids claimed.
 */
export async function admitScheduledTrips(em: EntityManager, now: Date = new Date()): Promise<string[]> {
  return em.transactional(async (tx) => {
    const claimed = await tx.execute<{ id: string }[]>(
      'update booking set queued_at = ? where queue_at <= ? and queued_at is null returning id',
      [now, now],
    );
    for (const { id } of claimed) recordChange(tx, { topic: 'booking', action: 'updated', entityId: id, origin: 'system' });
    await tx.flush();
    return claimed.map((row) => row.id);
  });
}
