import type { EntityManager } from '@mikro-orm/postgresql';
import { TZDate } from '@date-fns/tz';
import { startOfDay } from 'date-fns/startOfDay';
import { PROVIDER_TIME_ZONE, providerToday } from '../../shared/dates';
import { MAINTENANCE_DUE_DAYS } from '../../shared/dispatch';
import type { FiguresAsOf } from '../../shared/figures-order';

/** The eight dashboard figures (spec section 2, Dashboard), and the queue and fleet figures beside them. */
export interface DashboardStats {
  totalBookings: number;
  todaysBookings: number;
  pendingRequests: number;
  confirmed: number;
  totalFleet: number;
  availableAmbulances: number;
  unreadInquiries: number;
  completed: number;
  /** When the oldest request still waiting (pending, not called back, not possible spam) arrived, or null. */
  oldestPendingSince: string | null;
  /** How long it has waited, in seconds at the time of the call, or null. */
  oldestWaitSeconds: number | null;
  /** Website requests that arrived today (Bengaluru) and waited over 5 minutes for a call or confirmation (or still wait). */
  waitedOver5MinutesToday: number;
  /** Median seconds from request to confirmation of today's confirmed website requests, or null. */
  medianConfirmationSecondsToday: number | null;
  /** Median seconds from confirmation to the crew's arrival at pickup, over today's arrivals (Bengaluru), or null. */
  medianConfirmationToArrivalSecondsToday: number | null;
  /** Median seconds from the request to the crew's arrival at pickup, over today's arrivals, or null. */
  medianRequestToArrivalSecondsToday: number | null;
  /** Vehicles whose next maintenance date has passed (Bengaluru date). */
  maintenanceOverdue: number;
  /** Vehicles due for maintenance today or within 7 days. */
  maintenanceDueSoon: number;
}

/**
 * The figures as a screen receives them (dashboard.stats, dashboard.onFigures): with what they
 * were read from, so a screen keeps the newest whatever order they arrive in (shared/figures-order.ts).
 */
export type DashboardStatsAsOf = DashboardStats & { asOf: FiguresAsOf };

/** Start of the provider's current day (midnight in Bengaluru), whatever the server's zone. */
export function startOfProviderDay(now: Date = new Date()): Date {
  return new Date(startOfDay(new TZDate(now, PROVIDER_TIME_ZONE)).getTime());
}

/**
 * A booking that is in the waiting queue as far as its time goes: not booked for a time, or let
 * in by the scheduled-queue tick (pendingQueue's rule, as SQL).
 */
const IN_QUEUE_SQL = '(queue_at is null or queued_at is not null)';

/** The call-back promise: a website request should be confirmed within 5 minutes. */
export const CALL_BACK_PROMISE_MINUTES = 5;

/**
 * Every figure in one query. "Today's Bookings" counts bookings dated on or after the start of
 * today in Bengaluru, so future bookings count too (spec section 9). The wait figures count
 * website requests (the 5-minute promise is made to them) and leave possible spam out; a
 * request's wait ends at the first call back or confirmation, or runs on while it is pending.
 */
export async function getDashboardStats(em: EntityManager, now: Date = new Date()): Promise<DashboardStats> {
  const { asOf: _asOf, ...stats } = await getDashboardStatsAsOf(em, now);
  return stats;
}

/**
 * The figures and what they were read from: the change stream's head in the same statement (one
 * snapshot), so `asOf.position` names exactly the changes they include.
 */
export async function getDashboardStatsAsOf(em: EntityManager, now: Date = new Date()): Promise<DashboardStatsAsOf> {
  const today = providerToday(now);
  const [row] = await em.execute<(Record<keyof DashboardStats, string | Date | null> & { position: string })[]>(
    `select
       b.total as "totalBookings", b.today as "todaysBookings", b.pending as "pendingRequests",
       b.confirmed as "confirmed", b.completed as "completed",
       a.total as "totalFleet", a.available as "availableAmbulances",
       a.overdue as "maintenanceOverdue", a.due_soon as "maintenanceDueSoon",
       c.unread as "unreadInquiries",
       q.oldest as "oldestPendingSince",
       w.over5 as "waitedOver5MinutesToday", w.median as "medianConfirmationSecondsToday",
       r.confirm_to_arrival as "medianConfirmationToArrivalSecondsToday", r.request_to_arrival as "medianRequestToArrivalSecondsToday",
       e.position as "position"
     from (select count(*) as total,
                  count(*) filter (where booking_date >= ?) as today,
                  -- The same requests as the queue (pendingQueue): possible spam is out of both, and
                  -- so is a trip booked for a time until it enters the queue (issue 37).
                  count(*) filter (where status = 'pending' and not possible_spam and ${IN_QUEUE_SQL}) as pending,
                  count(*) filter (where status = 'confirmed') as confirmed,
                  count(*) filter (where status = 'completed') as completed
             from booking) b,
          -- Available: in service (staff's switch) and on no confirmed or in-progress booking.
          (select count(*) as total,
                  count(*) filter (where is_available and not exists (
                    select 1 from booking hb where hb.ambulance_id = ambulance.id and hb.status in ('confirmed', 'in_progress'))) as available,
                  count(*) filter (where next_maintenance_date < ?::date) as overdue,
                  count(*) filter (where next_maintenance_date between ?::date and ?::date + ${MAINTENANCE_DUE_DAYS}) as due_soon
             from ambulance) a,
          (select count(*) as unread from contact_submission where not is_read) c,
          (select min(greatest(created_at, queue_at)) as oldest from booking
            where status = 'pending' and called_back_at is null and not possible_spam and ${IN_QUEUE_SQL}) q,
          (select count(*) filter (
                    -- least() skips nulls: the wait ends at the call or the confirmation, whichever came first.
                    where coalesce(least(called_back_at, confirmed_at), case when status = 'pending' then ?::timestamptz end) - created_at
                          > make_interval(mins => ${CALL_BACK_PROMISE_MINUTES})) as over5,
                  percentile_cont(0.5) within group (order by extract(epoch from confirmed_at - created_at))
                    filter (where confirmed_at is not null) as median
             from booking
            where source = 'website' and not possible_spam and created_at >= ?) w,
          -- The crew's arrivals at pickup today (issue 11), however the booking came in.
          (select percentile_cont(0.5) within group (order by extract(epoch from at_pickup_at - confirmed_at))
                    filter (where confirmed_at is not null) as confirm_to_arrival,
                  percentile_cont(0.5) within group (order by extract(epoch from at_pickup_at - created_at)) as request_to_arrival
             from booking
            where at_pickup_at >= ?) r,
          -- The changes these figures include: every one up to the head this snapshot sees, none after.
          (select coalesce(max(position), 0) as position from change_event) e`,
    [startOfProviderDay(now), today, today, today, now, startOfProviderDay(now), startOfProviderDay(now)],
  );
  const n = (key: keyof DashboardStats) => Number(row[key]);
  const oldest = row.oldestPendingSince ? new Date(row.oldestPendingSince) : null;
  return {
    totalBookings: n('totalBookings'),
    todaysBookings: n('todaysBookings'),
    pendingRequests: n('pendingRequests'),
    confirmed: n('confirmed'),
    totalFleet: n('totalFleet'),
    availableAmbulances: n('availableAmbulances'),
    unreadInquiries: n('unreadInquiries'),
    completed: n('completed'),
    oldestPendingSince: oldest?.toISOString() ?? null,
    oldestWaitSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : null,
    waitedOver5MinutesToday: n('waitedOver5MinutesToday'),
    medianConfirmationSecondsToday: row.medianConfirmationSecondsToday === null ? null : Math.round(n('medianConfirmationSecondsToday')),
    medianConfirmationToArrivalSecondsToday: seconds(row.medianConfirmationToArrivalSecondsToday),
    medianRequestToArrivalSecondsToday: seconds(row.medianRequestToArrivalSecondsToday),
    maintenanceOverdue: n('maintenanceOverdue'),
    maintenanceDueSoon: n('maintenanceDueSoon'),
    asOf: { position: Number(row.position), computedAt: now.toISOString() },
  };
}

function seconds(value: string | Date | null): number | null {
  return value === null ? null : Math.round(Number(value));
}
