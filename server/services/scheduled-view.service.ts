import { tz } from '@date-fns/tz';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parse } from 'date-fns/parse';
import type { z } from 'zod';
import { PROVIDER_TIME_ZONE, providerToday } from '../../shared/dates';
import { SUITABLE_VEHICLES } from '../../shared/dispatch';
import type { BookingStatus, ServiceType } from '../../shared/booking-values';
import type { AmbulanceType } from '../../shared/schemas/ambulance';
import type { TripNeed } from '../../shared/schemas/partner';
import { SCHEDULED_VIEW_DAYS, type scheduledWeekInput } from '../../shared/schemas/scheduled';

/*
 * The control room's Scheduled view (issue 37.3): the trips booked for a time, due in the next
 * seven Bengaluru days, by day and hour, and the hours where more of them overlap than the fleet
 * has suitable vehicles for. Reads only.
 */

const inProvider = tz(PROVIDER_TIME_ZONE);

export interface ScheduledTrip {
  id: string;
  dueAt: string;
  /** HH:mm in Bengaluru. */
  time: string;
  patientName: string;
  organisation: string | null;
  serviceType: ServiceType;
  needs: TripNeed[];
  status: BookingStatus;
  /** It has entered the staff waiting queue (its lead time has come). */
  queued: boolean;
}

export interface ScheduledHour {
  /** The hour's start, and its Bengaluru label (HH:00). */
  startsAt: string;
  hour: string;
  trips: ScheduledTrip[];
  /** How many of these trips the vehicles in service can carry at once, each on a suitable vehicle. */
  suitableVehicles: number;
  /** More trips than that: someone has to move a trip or free a vehicle. */
  overloaded: boolean;
}

export interface ScheduledDay {
  /** yyyy-MM-dd in Bengaluru. */
  date: string;
  /** Only the hours with trips, earliest first. */
  hours: ScheduledHour[];
}

export interface ScheduledWeek {
  from: string;
  to: string;
  vehiclesInService: number;
  days: ScheduledDay[];
}

interface TripRow {
  id: string;
  booking_date: Date;
  customer_name: string;
  service_type: ServiceType;
  needs: TripNeed[];
  status: BookingStatus;
  queued_at: Date | null;
  organisation_name: string | null;
}

/*
 * One query over booking_scheduled_due_idx (booking_date where queue_at is not null): only
 * trips booked for a time, due in the window. Cancelled ones need no vehicle and are left out;
 * so are public requests held as possible spam (a partner's or staff's trip never is one).
 * Trips due at the same minute show in the order they were asked for.
 */
const TRIPS_SQL = `select b.id, b.booking_date, b.customer_name, b.service_type, b.needs, b.status, b.queued_at, o.name as organisation_name
  from booking b left join organisation o on o.id = b.organisation_id
  where b.queue_at is not null and b.booking_date >= ? and b.booking_date < ? and b.status <> 'cancelled' and not b.possible_spam
  order by b.booking_date, b.created_at, b.id`;

export async function scheduledWeek(em: EntityManager, input: z.output<typeof scheduledWeekInput>, now: Date = new Date()): Promise<ScheduledWeek> {
  const from = input.from ?? providerToday(now);
  const start = parse(from, 'yyyy-MM-dd', new Date(), { in: inProvider });
  const end = addDays(start, SCHEDULED_VIEW_DAYS);
  const connection = em.getConnection();
  const [rows, fleet] = await Promise.all([
    connection.execute<TripRow[]>(TRIPS_SQL, [new Date(start.getTime()), new Date(end.getTime())]),
    // "In service": the vehicles staff have not taken off the road (the Fleet tab's availability).
    connection.execute<{ ambulance_type: AmbulanceType; n: string | number }[]>(
      'select ambulance_type, count(*) as n from ambulance where is_available group by ambulance_type',
    ),
  ]);
  const vehicles = new Map(fleet.map((row) => [row.ambulance_type, Number(row.n)]));

  const days: ScheduledDay[] = Array.from({ length: SCHEDULED_VIEW_DAYS }, (_, i) => ({ date: format(addDays(start, i), 'yyyy-MM-dd', { in: inProvider }), hours: [] }));
  const dayOf = new Map(days.map((day) => [day.date, day]));
  for (const row of rows) {
    const due = new Date(row.booking_date);
    const day = dayOf.get(format(due, 'yyyy-MM-dd', { in: inProvider }));
    if (!day) continue;
    const hour = format(due, 'HH:00', { in: inProvider });
    let slot = day.hours.at(-1);
    if (slot?.hour !== hour) {
      const hourStart = parse(`${day.date} ${hour}`, 'yyyy-MM-dd HH:mm', new Date(), { in: inProvider });
      slot = { startsAt: new Date(hourStart.getTime()).toISOString(), hour, trips: [], suitableVehicles: 0, overloaded: false };
      day.hours.push(slot);
    }
    slot.trips.push({
      id: row.id,
      dueAt: due.toISOString(),
      time: format(due, 'HH:mm', { in: inProvider }),
      patientName: row.customer_name,
      organisation: row.organisation_name,
      serviceType: row.service_type,
      needs: row.needs,
      status: row.status,
      queued: row.queued_at !== null,
    });
  }
  for (const day of days) {
    for (const slot of day.hours) {
      // Completed trips no longer hold a vehicle.
      const open = slot.trips.filter((t) => t.status !== 'completed').map((t) => t.serviceType);
      slot.suitableVehicles = coverable(open, vehicles);
      slot.overloaded = slot.suitableVehicles < open.length;
    }
  }
  return { from, to: days.at(-1)!.date, vehiclesInService: [...vehicles.values()].reduce((a, b) => a + b, 0), days };
}

/**
 * The most of these trips that can run at once, each on its own vehicle of a kind that suits
 * its service (shared/dispatch's SUITABLE_VEHICLES): a maximum bipartite matching (augmenting
 * paths), so an ICU trip is not counted on the only ICU vehicle that a basic trip could spare.
 */
export function coverable(services: readonly ServiceType[], vehicles: ReadonlyMap<AmbulanceType, number>): number {
  const slots: AmbulanceType[] = [];
  for (const [kind, count] of vehicles) for (let i = 0; i < count; i++) slots.push(kind);
  const holder: (number | undefined)[] = Array.from({ length: slots.length }, () => undefined);
  const tryTrip = (trip: number, seen: boolean[]): boolean => {
    for (let v = 0; v < slots.length; v++) {
      if (seen[v] || !SUITABLE_VEHICLES[services[trip]].includes(slots[v])) continue;
      seen[v] = true;
      const current = holder[v];
      if (current === undefined || tryTrip(current, seen)) {
        holder[v] = trip;
        return true;
      }
    }
    return false;
  };
  let matched = 0;
  for (let trip = 0; trip < services.length; trip++) if (tryTrip(trip, Array.from({ length: slots.length }, () => false))) matched++;
  return matched;
}
