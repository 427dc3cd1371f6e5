import type { EntityManager } from '@mikro-orm/postgresql';
import { TZDate } from '@date-fns/tz';
import { startOfDay } from 'date-fns';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';

/** The eight dashboard figures (spec section 2, Dashboard). */
export interface DashboardStats {
  totalBookings: number;
  todaysBookings: number;
  pendingRequests: number;
  confirmed: number;
  totalFleet: number;
  availableAmbulances: number;
  unreadInquiries: number;
  completed: number;
}

/** Start of the provider's current day (midnight in Bengaluru), whatever the server's zone. */
export function startOfProviderDay(now: Date = new Date()): Date {
  return new Date(startOfDay(new TZDate(now, PROVIDER_TIME_ZONE)).getTime());
}

/**
 * All eight figures in one query. "Today's Bookings" counts bookings dated on or after the
 * start of today in Bengaluru, so future bookings count too (spec section 9).
 */
export async function getDashboardStats(em: EntityManager, now: Date = new Date()): Promise<DashboardStats> {
  const [row] = await em.execute<Record<keyof DashboardStats, string>[]>(
    `select
       b.total as "totalBookings", b.today as "todaysBookings", b.pending as "pendingRequests",
       b.confirmed as "confirmed", b.completed as "completed",
       a.total as "totalFleet", a.available as "availableAmbulances",
       c.unread as "unreadInquiries"
     from (select count(*) as total,
                  count(*) filter (where booking_date >= ?) as today,
                  count(*) filter (where status = 'pending') as pending,
                  count(*) filter (where status = 'confirmed') as confirmed,
                  count(*) filter (where status = 'completed') as completed
             from booking) b,
          (select count(*) as total, count(*) filter (where is_available) as available from ambulance) a,
          (select count(*) as unread from contact_submission where not is_read) c`,
    [startOfProviderDay(now)],
  );
  const n = (key: keyof DashboardStats) => Number(row![key]);
  return {
    totalBookings: n('totalBookings'),
    todaysBookings: n('todaysBookings'),
    pendingRequests: n('pendingRequests'),
    confirmed: n('confirmed'),
    totalFleet: n('totalFleet'),
    availableAmbulances: n('availableAmbulances'),
    unreadInquiries: n('unreadInquiries'),
    completed: n('completed'),
  };
}
