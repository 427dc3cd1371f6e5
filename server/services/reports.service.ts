import type { EntityManager } from '@mikro-orm/postgresql';
import { CANCEL_CODES, CANCEL_CODE_SIDES, type CancelCode } from '../../shared/cancel-codes';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';
import { CALL_BACK_SECONDS, REPORT_INTERVALS, type ReportInput, type ReportInterval, type ReportShift } from '../../shared/schemas/reports';

/**
 * Reports (issue 21): one SQL query per section, computed by PostgreSQL over the bookings'
 * stamped times (each written in the same transaction as its timeline entry) and the vehicles'
 * availability timeline. No row-by-row work in Node.
 *
 * Days and shifts are Bengaluru's. A report day runs from the day shift's start to the next
 * day's (08:00 to 08:00 by default), so a night shift crossing midnight belongs, whole, to the
 * day it began on. A request belongs to the shift and day of its arrival.
 */
export interface ShiftConfig {
  /** HH:mm, Bengaluru: when the day shift starts (the night shift ends). */
  dayStart: string;
  /** HH:mm, Bengaluru: when the night shift starts. */
  nightStart: string;
}

export const DEFAULT_SHIFTS: ShiftConfig = { dayStart: '08:00', nightStart: '20:00' };

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const interval = (mins: number) => `${mins} minutes`;
const TZ = `'${PROVIDER_TIME_ZONE}'`;

/**
 * The requests of the report (possible spam left out), with `shift_day` and `shift`: a subquery
 * over `booking`, and its parameters.
 */
function requestsSql(input: ReportInput, shifts: ShiftConfig): { sql: string; params: unknown[] } {
  const dayStart = interval(minutes(shifts.dayStart));
  const dayLength = interval(minutes(shifts.nightStart) - minutes(shifts.dayStart));
  return {
    sql: `select b.*, s.shift_day, s.shift
            from booking b,
                 lateral (select (b.created_at at time zone ${TZ}) - ?::interval as t) l,
                 lateral (select l.t::date as shift_day, case when l.t - l.t::date < ?::interval then 'day' else 'night' end as shift) s
           where not b.possible_spam
             and b.created_at >= (?::date + ?::interval) at time zone ${TZ}
             and b.created_at < (?::date + 1 + ?::interval) at time zone ${TZ}
             and (?::text = 'all' or b.source = ?)
             and (?::text = 'all' or s.shift = ?)`,
    params: [dayStart, dayLength, input.from, dayStart, input.to, dayStart, input.source, input.source, input.shift, input.shift],
  };
}

/** p50 and p90 in seconds, or null when no request had that interval. */
export interface Percentiles {
  p50: number | null;
  p90: number | null;
}

export interface FiguresRow {
  /** yyyy-MM-dd, or null on the range's total row. */
  day: string | null;
  /** The shift, or null on a day's (or the range's) row over both shifts. */
  shift: 'day' | 'night' | null;
  requests: number;
  /** Requests called back or confirmed within 5 minutes (the promise), and their share of all requests. */
  calledWithin5: number;
  within5Share: number | null;
  intervals: Record<ReportInterval, Percentiles>;
}

/** SQL for each interval (from → to), over a request row `r`. */
const INTERVAL_SQL: Record<ReportInterval, string> = {
  // least() skips nulls: the call or the confirmation, whichever came first.
  callBack: 'least(r.called_back_at, r.confirmed_at) - r.created_at',
  assignment: 'r.assigned_at - r.created_at',
  turnout: 'r.on_the_way_at - r.assigned_at',
  travel: 'r.at_pickup_at - r.on_the_way_at',
  response: 'r.at_pickup_at - r.created_at',
  onScene: 'r.on_board_at - r.at_pickup_at',
  // A trip to a listed hospital arrives at "Arrived at hospital" (issue 39).
  transport: 'coalesce(r.at_destination_at, r.at_hospital_at) - r.on_board_at',
  total: "case when r.status = 'completed' then r.ended_at - r.created_at end",
};

const seconds = (v: unknown): number | null => (v === null || v === undefined ? null : Math.round(Number(v)));

/**
 * Requests, the within-5-minutes share and each interval's p50 and p90: per day and shift, per
 * day, and the whole range. Every day of the range has its rows (and every shift the report
 * covers): a day or shift without requests counts 0 requests, with no share and no intervals.
 */
export async function reportFigures(em: EntityManager, input: ReportInput, shifts: ShiftConfig = DEFAULT_SHIFTS): Promise<FiguresRow[]> {
  const requests = requestsSql(input, shifts);
  const columns = REPORT_INTERVALS.map(
    (k) => `percentile_cont(array[0.5, 0.9]) within group (order by extract(epoch from ${INTERVAL_SQL[k]}))
              filter (where ${INTERVAL_SQL[k]} is not null) as "${k}"`,
  ).join(',\n            ');
  // The grid: each report day of the range (generate_series, so days without requests are
  // there too) times each shift the report covers; the requests join it by their day and shift.
  const rows = await em.execute<Record<string, unknown>[]>(
    `with r as (${requests.sql}),
     grid as (
       select g.d::date as shift_day, s.shift
         from generate_series(?::date, ?::date, interval '1 day') g(d),
              unnest(array['day', 'night']) s(shift)
        where ?::text = 'all' or s.shift = ?
     )
     select to_char(g.shift_day, 'YYYY-MM-DD') as day, g.shift, grouping(g.shift_day) as no_day, grouping(g.shift) as no_shift,
            count(r.id) as requests,
            count(r.id) filter (where least(r.called_back_at, r.confirmed_at) - r.created_at <= make_interval(secs => ${CALL_BACK_SECONDS})) as within,
            ${columns}
       from grid g
       left join r on r.shift_day = g.shift_day and r.shift = g.shift
      group by grouping sets ((g.shift_day, g.shift), (g.shift_day), ())
      order by g.shift_day nulls last, g.shift nulls first`,
    [...requests.params, input.from, input.to, input.shift, input.shift],
  );
  return rows.map((row) => {
    const total = Number(row.requests);
    const within = Number(row.within);
    const intervals = Object.fromEntries(
      REPORT_INTERVALS.map((k) => {
        const pair = row[k] as number[] | null;
        return [k, { p50: seconds(pair?.[0]), p90: seconds(pair?.[1]) }];
      }),
    ) as Record<ReportInterval, Percentiles>;
    return {
      day: Number(row.no_day) ? null : (row.day as string),
      shift: Number(row.no_shift) ? null : (row.shift as 'day' | 'night'),
      requests: total,
      calledWithin5: within,
      within5Share: total ? within / total : null,
      intervals,
    };
  });
}

export interface VehicleRow {
  id: string;
  vehicleNumber: string;
  /** Completed trips whose request falls in the report. */
  trips: number;
  /** Hours on a trip (assigned → completed) within the report's shifts, whatever the trip's source. */
  busyHours: number;
  /** Hours in service (Fleet's switch, from its timeline) within the report's shifts, up to now. */
  inServiceHours: number;
  /** busy ÷ in service, or null when never in service. */
  utilisation: number | null;
  /** Median seconds from request to arrival at pickup over its trips, or null. */
  medianResponseSeconds: number | null;
}

/** The report's windows (one per day, or one shift per day) as offsets from each day's midnight. */
function windowOffsets(shift: ReportShift, shifts: ShiftConfig): [string, string] {
  const day = minutes(shifts.dayStart);
  const night = minutes(shifts.nightStart);
  if (shift === 'day') return [interval(day), interval(night)];
  if (shift === 'night') return [interval(night), interval(24 * 60 + day)];
  return [interval(day), interval(24 * 60 + day)];
}

/**
 * Per vehicle: trips, hours busy, hours in service and their ratio, median response. In service
 * comes from the vehicle's timeline (availability changes; before the first, the state that
 * change started from, or today's when there was none), from the vehicle's creation.
 */
export async function reportVehicles(em: EntityManager, input: ReportInput, shifts: ShiftConfig = DEFAULT_SHIFTS, now: Date = new Date()): Promise<VehicleRow[]> {
  const requests = requestsSql(input, shifts);
  const [start, end] = windowOffsets(input.shift, shifts);
  const rows = await em.execute<Record<string, unknown>[]>(
    `with win as (
       select coalesce(range_agg(tstzrange((g.d + ?::interval) at time zone ${TZ}, least(?::timestamptz, (g.d + ?::interval) at time zone ${TZ}))), '{}') as w
         from (select ?::date + i as d from generate_series(0, ?::date - ?::date) i) g
        where (g.d + ?::interval) at time zone ${TZ} < ?::timestamptz
     ),
     ev as (
       select h.subject_id, h.id, h.occurred_at, h.changes->0->>'before' = 'yes' as was, h.changes->0->>'after' = 'yes' as avail
         from history_entry h
        where h.subject = 'ambulance' and h.action = 'availability_changed'
     ),
     pts as (
       select a.id, a.created_at as at, 0::bigint as seq,
              coalesce((select e.was from ev e where e.subject_id = a.id order by e.occurred_at, e.id limit 1), a.is_available) as avail
         from ambulance a
       union all
       select e.subject_id, e.occurred_at, e.id, e.avail from ev e join ambulance a on a.id = e.subject_id
     ),
     spans as (
       select id, avail, tstzrange(at, lead(at) over (partition by id order by at, seq)) as r from pts
     ),
     up as (select id, range_agg(r) filter (where avail) as up from spans group by id),
     busy as (
       -- Only the trips overlapping the range's windows (first window's start, last one's end):
       -- over all history this scanned every completed booking (index booking_trip_ended_at_idx).
       select ambulance_id as id, range_agg(tstzrange(assigned_at, ended_at)) as busy
         from booking
        where status = 'completed' and ambulance_id is not null and assigned_at < ended_at
          and ended_at > (?::date + ?::interval) at time zone ${TZ}
          and assigned_at < (?::date + ?::interval) at time zone ${TZ}
        group by ambulance_id
     ),
     trips as (
       select r.ambulance_id as id, count(*) filter (where r.status = 'completed') as trips,
              percentile_cont(0.5) within group (order by extract(epoch from r.at_pickup_at - r.created_at))
                filter (where r.status = 'completed' and r.at_pickup_at is not null) as median_response
         from (${requests.sql}) r
        where r.ambulance_id is not null
        group by r.ambulance_id
     )
     select a.id, a.vehicle_number, coalesce(t.trips, 0) as trips, t.median_response,
            (select coalesce(sum(extract(epoch from upper(x) - lower(x))), 0) from unnest(coalesce(b.busy, '{}') * win.w) x) as busy_seconds,
            (select coalesce(sum(extract(epoch from upper(x) - lower(x))), 0) from unnest(coalesce(u.up, '{}') * win.w) x) as up_seconds
       from ambulance a
       cross join win
       left join up u on u.id = a.id
       left join busy b on b.id = a.id
       left join trips t on t.id = a.id
      order by a.vehicle_number`,
    [start, now, end, input.from, input.to, input.from, start, now, input.from, start, input.to, end, ...requests.params],
  );
  return rows.map((row) => {
    const busy = Number(row.busy_seconds);
    const up = Number(row.up_seconds);
    return {
      id: row.id as string,
      vehicleNumber: row.vehicle_number as string,
      trips: Number(row.trips),
      busyHours: busy / 3600,
      inServiceHours: up / 3600,
      utilisation: up > 0 ? busy / up : null,
      medianResponseSeconds: seconds(row.median_response),
    };
  });
}

export interface CancellationsReport {
  byReason: { code: CancelCode; side: 'customer' | 'ours'; count: number }[];
  customerSide: number;
  ourSide: number;
}

/** Cancelled requests of the report by coded reason (none recorded: "other"), and per side. */
export async function reportCancellations(em: EntityManager, input: ReportInput, shifts: ShiftConfig = DEFAULT_SHIFTS): Promise<CancellationsReport> {
  const requests = requestsSql(input, shifts);
  const rows = await em.execute<{ code: CancelCode; n: string }[]>(
    `select coalesce(r.cancel_code, 'other') as code, count(*) as n
       from (${requests.sql}) r
      where r.status = 'cancelled'
      group by 1`,
    requests.params,
  );
  const counts = new Map(rows.map((r) => [r.code, Number(r.n)]));
  const byReason = CANCEL_CODES.map((code) => ({ code, side: CANCEL_CODE_SIDES[code], count: counts.get(code) ?? 0 }));
  return {
    byReason,
    customerSide: byReason.filter((r) => r.side === 'customer').reduce((s, r) => s + r.count, 0),
    ourSide: byReason.filter((r) => r.side === 'ours').reduce((s, r) => s + r.count, 0),
  };
}

/** NHS England's handover standard: within 15 minutes of arrival, never over 45 (issue 39.4). */
export const HANDOVER_TARGET_SECONDS = 15 * 60;
export const HANDOVER_LIMIT_SECONDS = 45 * 60;

export interface HandoverRow {
  /** The hospital, or null on the total row. */
  hospitalId: string | null;
  hospital: string | null;
  /** Trips of the report with both hospital steps recorded. */
  trips: number;
  /** Arrived at hospital → patient handed over, seconds. */
  handover: Percentiles;
  within15: number;
  within15Share: number | null;
  /** Trips whose pre-alert went before arrival, and the median lead time (sent → arrived), seconds. */
  prealerts: number;
  prealertLeadP50: number | null;
}

export interface LongHandover {
  bookingId: string;
  hospital: string | null;
  arrivedAt: string;
  handedOverAt: string;
  seconds: number;
}

/**
 * Handovers at the receiving hospitals (issue 39.4), over the report's requests (same days,
 * shifts and source): per hospital and in all, the handover interval's p50 and p90, the share
 * within 15 minutes, the pre-alert lead time's median; and every trip over 45 minutes.
 */
export async function reportHandovers(em: EntityManager, input: ReportInput, shifts: ShiftConfig = DEFAULT_SHIFTS): Promise<{ hospitals: HandoverRow[]; over45: LongHandover[] }> {
  const requests = requestsSql(input, shifts);
  const trips = `select r.id, r.destination_hospital_id as hospital_id, h.name as hospital, r.at_hospital_at, r.handed_over_at,
                        extract(epoch from r.handed_over_at - r.at_hospital_at) as handover,
                        case when p.sent_at <= r.at_hospital_at then extract(epoch from r.at_hospital_at - p.sent_at) end as lead
                   from r left join hospital h on h.id = r.destination_hospital_id left join prealert p on p.booking_id = r.id
                  where r.at_hospital_at is not null and r.handed_over_at is not null`;
  const [byHospital, long] = await Promise.all([
    em.execute<Record<string, unknown>[]>(
      `with r as (${requests.sql}), t as (${trips})
       select t.hospital_id, t.hospital, grouping(t.hospital_id) as total, count(*) as trips,
              percentile_cont(array[0.5, 0.9]) within group (order by t.handover) as handover,
              count(*) filter (where t.handover <= ${HANDOVER_TARGET_SECONDS}) as within15,
              count(t.lead) as prealerts,
              percentile_cont(0.5) within group (order by t.lead) filter (where t.lead is not null) as lead
         from t
        group by grouping sets ((t.hospital_id, t.hospital), ())
        order by grouping(t.hospital_id), t.hospital nulls last`,
      requests.params,
    ),
    em.execute<{ id: string; hospital: string | null; at_hospital_at: Date | string; handed_over_at: Date | string; handover: number }[]>(
      `with r as (${requests.sql}), t as (${trips})
       select t.id, t.hospital, t.at_hospital_at, t.handed_over_at, t.handover from t where t.handover > ${HANDOVER_LIMIT_SECONDS} order by t.handover desc, t.id`,
      requests.params,
    ),
  ]);
  return {
    // No trip at all: grouping sets still give the empty total row; keep it (0 trips).
    hospitals: byHospital.map((row) => {
      const total = Number(row.total) === 1;
      const count = Number(row.trips);
      const pair = row.handover as number[] | null;
      return {
        hospitalId: total ? null : ((row.hospital_id as string | null) ?? null),
        hospital: total ? null : ((row.hospital as string | null) ?? 'No longer listed'),
        trips: count,
        handover: { p50: seconds(pair?.[0]), p90: seconds(pair?.[1]) },
        within15: Number(row.within15),
        within15Share: count ? Number(row.within15) / count : null,
        prealerts: Number(row.prealerts),
        prealertLeadP50: seconds(row.lead),
      };
    }),
    over45: long.map((t) => ({
      bookingId: t.id,
      hospital: t.hospital,
      arrivedAt: new Date(t.at_hospital_at).toISOString(),
      handedOverAt: new Date(t.handed_over_at).toISOString(),
      seconds: Math.round(Number(t.handover)),
    })),
  };
}
