import type { EntityManager } from '@mikro-orm/postgresql';
import { bookingReference } from '../../shared/dispatch';
import type { WebhookEventType } from '../../shared/schemas/webhooks';

/**
 * Turns the change-event outbox into webhook events (issue 38.4). A durable cursor
 * (`webhook_cursor`) holds the change_event position up to which every change was read; change
 * positions follow commit order (the change_event_position migration), so reading
 * `position > cursor` after a restart, or on another process, misses nothing and the cursor
 * moves in the same transaction as the events it produced. Only one process reads at a time:
 * the cursor row is locked FOR UPDATE SKIP LOCKED, and a process that finds it locked leaves
 * the work to the one holding it.
 *
 * A change event says only which booking changed; the booking's step times (the crew's taps,
 * the confirmation, the assignment) say which steps it has reached. Each step becomes one
 * event, unique per trip, type and step time, so a change read again makes nothing new, a
 * step undone and tapped again is a new event, and steps reached between two reads come out
 * in the order they happened. Events are kept for every partner trip (endpoint or not), so an
 * endpoint added later is never sent a trip's old steps as new.
 */

interface TripRow {
  id: string;
  organisation_id: string;
  status: string;
  service_type: string;
  booking_date: Date;
  created_at: Date;
  confirmed_at: Date | null;
  assigned_at: Date | null;
  on_the_way_at: Date | null;
  at_pickup_at: Date | null;
  at_hospital_at: Date | null;
  handed_over_at: Date | null;
  ended_at: Date | null;
  updated_at: Date;
  cancel_code: string | null;
  vehicle_number: string | null;
  hospital_name: string | null;
  series_id: string | null;
  series_date: string | null;
  series_leg: string | null;
}

interface Step {
  type: WebhookEventType;
  at: Date;
}

/** The steps a trip has reached, in the order they happened (ties in the order of a trip's life). */
export function stepsOf(trip: TripRow): Step[] {
  const steps: (Step | null)[] = [
    { type: 'trip.requested', at: trip.created_at },
    trip.confirmed_at ? { type: 'trip.confirmed', at: trip.confirmed_at } : null,
    trip.assigned_at && trip.vehicle_number ? { type: 'trip.assigned', at: trip.assigned_at } : null,
    trip.on_the_way_at ? { type: 'trip.en_route', at: trip.on_the_way_at } : null,
    trip.at_pickup_at ? { type: 'trip.arrived', at: trip.at_pickup_at } : null,
    trip.at_hospital_at ? { type: 'trip.at_hospital', at: trip.at_hospital_at } : null,
    trip.handed_over_at ? { type: 'trip.handed_over', at: trip.handed_over_at } : null,
    trip.status === 'completed' ? { type: 'trip.completed', at: trip.ended_at ?? trip.updated_at } : null,
    trip.status === 'cancelled' ? { type: 'trip.cancelled', at: trip.ended_at ?? trip.updated_at } : null,
  ];
  return steps
    .map((step, rank) => ({ step, rank }))
    .filter((s): s is { step: Step; rank: number } => s.step !== null)
    .sort((a, b) => a.step.at.getTime() - b.step.at.getTime() || a.rank - b.rank)
    .map((s) => s.step);
}

/** The body every endpoint gets for a step (Standard Webhooks' shape: type, timestamp, data). No patient's name, phone or address. */
export function tripPayload(trip: TripRow, step: Step) {
  return {
    type: step.type,
    timestamp: step.at.toISOString(),
    data: {
      tripId: trip.id,
      reference: bookingReference(trip.id),
      organisationId: trip.organisation_id,
      status: trip.status,
      serviceType: trip.service_type,
      dueAt: trip.booking_date.toISOString(),
      vehicle: trip.vehicle_number ? { number: trip.vehicle_number } : null,
      hospital: trip.hospital_name ? { name: trip.hospital_name } : null,
      cancelCode: trip.status === 'cancelled' ? trip.cancel_code : null,
      series: trip.series_id ? { id: trip.series_id, date: trip.series_date, leg: trip.series_leg } : null,
    },
  };
}

/**
 * Reads up to `limit` change events past the cursor and makes their events and deliveries, all
 * in one transaction. Gives how many change events were read (0: nothing new, or another
 * process is reading).
 */
export async function dispatchChanges(em: EntityManager, options: { retryWindowMs: number; limit?: number }): Promise<number> {
  const limit = options.limit ?? 500;
  return em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    const [cursor] = await conn.execute<{ position: string }[]>('select position from webhook_cursor where id = 1 for update skip locked', [], 'all', ctx);
    if (!cursor) return 0;
    const changes = await conn.execute<{ position: string; topic: string; entity_id: string }[]>(
      'select position, topic, entity_id from change_event where position > ? order by position limit ?',
      [cursor.position, limit],
      'all',
      ctx,
    );
    if (changes.length === 0) return 0;
    const bookingIds = [...new Set(changes.filter((c) => c.topic === 'booking').map((c) => c.entity_id))];
    if (bookingIds.length > 0) {
      const trips = await conn.execute<TripRow[]>(
        `select b.id, b.organisation_id, b.status, b.service_type, b.booking_date, b.created_at, b.confirmed_at, b.assigned_at,
                b.on_the_way_at, b.at_pickup_at, b.at_hospital_at, b.handed_over_at, b.ended_at, b.updated_at, b.cancel_code,
                a.vehicle_number, h.name as hospital_name, b.series_id, b.series_date::text as series_date, b.series_leg
           from booking b
           left join ambulance a on a.id = b.ambulance_id
           left join hospital h on h.id = b.destination_hospital_id
          where b.id = any(?::uuid[]) and b.organisation_id is not null
          order by b.created_at, b.id`,
        [bookingIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id))],
        'all',
        ctx,
      );
      for (const trip of trips) {
        for (const step of stepsOf(trip)) {
          const [event] = await conn.execute<{ id: string }[]>(
            `insert into webhook_event (organisation_id, booking_id, type, occurred_at, payload) values (?, ?, ?, ?, ?)
             on conflict (booking_id, type, occurred_at) where booking_id is not null do nothing returning id`,
            [trip.organisation_id, trip.id, step.type, step.at, JSON.stringify(tripPayload(trip, step))],
            'all',
            ctx,
          );
          if (!event) continue;
          await conn.execute(
            `insert into webhook_delivery (id, message_id, endpoint_id, event_id, booking_id, give_up_at)
             select n.id, 'msg_' || replace(n.id::text, '-', ''), n.endpoint_id, ?, ?, now() + make_interval(secs => ?)
               from (select gen_random_uuid() as id, e.id as endpoint_id from webhook_endpoint e
                      where e.organisation_id = ? and e.enabled and ? = any(e.events)) n`,
            [event.id, trip.id, options.retryWindowMs / 1000, trip.organisation_id, step.type],
            'all',
            ctx,
          );
        }
      }
    }
    await conn.execute('update webhook_cursor set position = ? where id = 1', [changes[changes.length - 1].position], 'all', ctx);
    return changes.length;
  });
}
