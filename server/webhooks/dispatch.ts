import type { EntityManager } from '@mikro-orm/postgresql';
import { bookingReference } from '../../shared/dispatch';
import type { WebhookEventType } from '../../shared/schemas/webhooks';
import { SIGNAL_SQL, type Signal } from '../live/signal-channel';

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
 * endpoint added later is never sent a trip's old steps as new. A disabled endpoint gets its
 * deliveries too, held until it is enabled (services/webhooks.service.ts, setEndpointEnabled).
 */

/** A trip as read with SQL: timestamps come as PostgreSQL's text (kept as is for the unique step time). */
interface TripRow {
  id: string;
  organisation_id: string;
  status: string;
  service_type: string;
  booking_date: string;
  created_at: string;
  confirmed_at: string | null;
  assigned_at: string | null;
  on_the_way_at: string | null;
  at_pickup_at: string | null;
  at_hospital_at: string | null;
  handed_over_at: string | null;
  ended_at: string | null;
  updated_at: string;
  cancel_code: string | null;
  vehicle_number: string | null;
  hospital_name: string | null;
  series_id: string | null;
  series_date: string | null;
  series_leg: string | null;
}

interface Step {
  type: WebhookEventType;
  /** The step's time as stored (microseconds kept), and as a Date. */
  stored: string;
  at: Date;
}

const step = (type: WebhookEventType, stored: string | null): Step | null => (stored ? { type, stored, at: new Date(stored) } : null);

/** The steps a trip has reached, in the order they happened (ties in the order of a trip's life). */
export function stepsOf(trip: TripRow): Step[] {
  const steps: (Step | null)[] = [
    step('trip.requested', trip.created_at),
    step('trip.confirmed', trip.confirmed_at),
    trip.vehicle_number ? step('trip.assigned', trip.assigned_at) : null,
    step('trip.en_route', trip.on_the_way_at),
    step('trip.arrived', trip.at_pickup_at),
    step('trip.at_hospital', trip.at_hospital_at),
    step('trip.handed_over', trip.handed_over_at),
    trip.status === 'completed' ? step('trip.completed', trip.ended_at ?? trip.updated_at) : null,
    trip.status === 'cancelled' ? step('trip.cancelled', trip.ended_at ?? trip.updated_at) : null,
  ];
  return steps
    .map((entry, rank) => ({ step: entry, rank }))
    .filter((s): s is { step: Step; rank: number } => s.step !== null)
    .sort((a, b) => a.step.at.getTime() - b.step.at.getTime() || a.rank - b.rank)
    .map((s) => s.step);
}

/** The body every endpoint gets for a step (Standard Webhooks' shape: type, timestamp, data). No patient's name, phone or address. */
export function tripPayload(trip: TripRow, reached: Step) {
  return {
    type: reached.type,
    timestamp: reached.at.toISOString(),
    data: {
      tripId: trip.id,
      reference: bookingReference(trip.id),
      organisationId: trip.organisation_id,
      status: trip.status,
      serviceType: trip.service_type,
      dueAt: new Date(trip.booking_date).toISOString(),
      vehicle: trip.vehicle_number ? { number: trip.vehicle_number } : null,
      hospital: trip.hospital_name ? { name: trip.hospital_name } : null,
      cancelCode: trip.status === 'cancelled' ? trip.cancel_code : null,
      series: trip.series_id ? { id: trip.series_id, date: trip.series_date, leg: trip.series_leg } : null,
    },
  };
}

/**
 * Reads up to `limit` change events past the cursor and makes their events and deliveries, all
 * in one transaction. Gives how many change events were read and the cursor after it (null:
 * another process is reading).
 */
export async function dispatchChanges(
  em: EntityManager,
  options: { retryWindowMs: number; limit?: number },
): Promise<{ read: number; cursor: number | null }> {
  const limit = options.limit ?? 500;
  return em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext<object>();
    const [cursor] = await conn.execute<{ position: string }[]>('select position from webhook_cursor where id = 1 for update skip locked', [], 'all', ctx);
    if (!cursor) return { read: 0, cursor: null };
    const changes = await conn.execute<{ position: string; topic: string; entity_id: string }[]>(
      'select position, topic, entity_id from change_event where position > ? order by position limit ?',
      [cursor.position, limit],
      'all',
      ctx,
    );
    if (changes.length === 0) return { read: 0, cursor: Number(cursor.position) };
    let deliveriesMade = 0;
    const bookingIds = [...new Set(changes.filter((c) => c.topic === 'booking').map((c) => c.entity_id))];
    if (bookingIds.length > 0) {
      const trips = await conn.execute<TripRow[]>(
        `select b.id, b.organisation_id, b.status, b.service_type, b.booking_date, b.created_at, b.confirmed_at, b.assigned_at,
                b.on_the_way_at, b.at_pickup_at, b.at_hospital_at, b.handed_over_at, b.ended_at, b.updated_at, b.cancel_code,
                a.vehicle_number, h.name as hospital_name, b.series_id, b.series_date::text as series_date, b.series_leg
           from booking b
           left join ambulance a on a.id = b.ambulance_id
           left join hospital h on h.id = b.destination_hospital_id
          where b.id = any(string_to_array(?, ',')::uuid[]) and b.organisation_id is not null
          order by b.created_at, b.id`,
        [bookingIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id)).join(',')],
        'all',
        ctx,
      );
      for (const trip of trips) {
        for (const reached of stepsOf(trip)) {
          const [event] = await conn.execute<{ id: string }[]>(
            `insert into webhook_event (organisation_id, booking_id, type, occurred_at, payload) values (?, ?, ?, ?, ?)
             on conflict (booking_id, type, occurred_at) where booking_id is not null do nothing returning id`,
            [trip.organisation_id, trip.id, reached.type, reached.stored, JSON.stringify(tripPayload(trip, reached))],
            'all',
            ctx,
          );
          if (!event) continue;
          const made = await conn.execute<{ id: string }[]>(
            `insert into webhook_delivery (id, message_id, endpoint_id, event_id, booking_id, give_up_at)
             select n.id, 'msg_' || replace(n.id::text, '-', ''), n.endpoint_id, ?, ?, now() + make_interval(secs => ?)
               from (select gen_random_uuid() as id, e.id as endpoint_id from webhook_endpoint e
                      where e.organisation_id = ? and ? = any(e.events)) n
             returning id`,
            [event.id, trip.id, options.retryWindowMs / 1000, trip.organisation_id, reached.type],
            'all',
            ctx,
          );
          deliveriesMade += made.length;
        }
      }
    }
    const last = changes[changes.length - 1].position;
    await conn.execute('update webhook_cursor set position = ? where id = 1', [last], 'all', ctx);
    // Every process sends deliveries: this wakes the others at the commit instead of their next tick.
    if (deliveriesMade > 0) await conn.execute(SIGNAL_SQL, ['webhooks-due' satisfies Signal], 'all', ctx);
    return { read: changes.length, cursor: Number(last) };
  });
}
