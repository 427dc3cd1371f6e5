import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';
import { TAP_AHEAD_MS } from '../../shared/crew';
import { ESTIMATE_ACCURACY_LIMIT_M } from '../../shared/position-sharing';
import type { PositionInput } from '../../shared/positions';
import { POSITION_CHANNEL, type PositionAnnouncement } from '../live/position-channel';
import { assertOwnVehicle } from './crew-access';
import { ConflictError, noLongerExists } from './errors';

/**
 * Where the ambulance is (issue 20). The crew's phone sends the vehicle's position during a
 * trip; the latest position per vehicle is upserted (`vehicle_position`), the trip's path kept
 * (`trip_position`, for POSITION_KEEP_DAYS). Positions never go through the change-event outbox:
 * a fix is announced on its own channel, at most once per vehicle per second over all
 * processes (the row's `notified_at` decides, under the row's lock).
 */

export const OUTSIDE_TRIP = 'The position is shared only during a trip, from “On the way” to “Reached destination” (or “Arrived at hospital”).';

interface TripRow {
  ambulance_id: string | null;
  status: string;
  on_the_way_at: Date | string | null;
  at_destination_at: Date | string | null;
  at_hospital_at: Date | string | null;
}

const ANNOUNCEMENT_JSON = `json_build_object('ambulanceId', ambulance_id, 'bookingId', booking_id, 'latitude', latitude,
  'longitude', longitude, 'accuracyM', accuracy_m, 'fixedAt', fixed_at)`;

/** At most one announcement per vehicle per this (POSITION_WINDOW_MS): the once-a-second window. */
export const DEFAULT_POSITION_WINDOW_MS = 1_000;

/**
 * One insert into the path, one upsert of the latest position (a fix older than the stored one,
 * arriving late, never replaces it), and the announcement when the last one is a window (a
 * second) old; `held` when it is not (announceHeldBackSoon). The last parameter is the window.
 */
const RECORD_POSITION = `
  with fix as (
    insert into trip_position (booking_id, ambulance_id, latitude, longitude, accuracy_m, fixed_at)
    values (?, ?, ?, ?, ?, ?)
    returning booking_id, ambulance_id, latitude, longitude, accuracy_m, fixed_at
  ), latest as (
    insert into vehicle_position as v (ambulance_id, booking_id, latitude, longitude, accuracy_m, fixed_at, received_at, notified_at)
    select ambulance_id, booking_id, latitude, longitude, accuracy_m, fixed_at, now(), now() from fix
    on conflict (ambulance_id) do update
       set booking_id = excluded.booking_id, latitude = excluded.latitude, longitude = excluded.longitude,
           accuracy_m = excluded.accuracy_m, fixed_at = excluded.fixed_at, received_at = now(),
           notified_at = case when v.notified_at is null or v.notified_at <= now() - make_interval(secs => ?) then now() else v.notified_at end
     where v.fixed_at <= excluded.fixed_at
    returning v.ambulance_id, v.booking_id, v.latitude, v.longitude, v.accuracy_m, v.fixed_at, v.notified_at = now() as announce
  ), notified as (
    select pg_notify('${POSITION_CHANNEL}', ${ANNOUNCEMENT_JSON}::text) from latest where announce
  )
  select (select count(*) from notified) > 0 as announced, exists (select 1 from latest where not announce) as held`;

/**
 * A fix held back by the once-a-second rule is announced when the second (the window) has passed, unless a
 * newer announcement (another fix, another process) came first: the row's `notified_at` decides,
 * as above, so it is still at most once per vehicle per second over all processes.
 */
const ANNOUNCE_HELD_BACK = `
  with due as (
    update vehicle_position set notified_at = now()
     where ambulance_id = ? and received_at > notified_at and notified_at <= now() - make_interval(secs => ?)
    returning ambulance_id, booking_id, latitude, longitude, accuracy_m, fixed_at
  )
  select pg_notify('${POSITION_CHANNEL}', ${ANNOUNCEMENT_JSON}::text) from due`;

/**
 * Records a position sent by a crew member of `ambulanceId` for a booking: only for a booking on
 * that vehicle (403 otherwise) and only during its trip (409 otherwise). The fix's time is
 * clamped between the start of the trip and the server's clock plus 2 minutes, as a tap's is.
 * `windowMs`: at most one announcement per vehicle per this (POSITION_WINDOW_MS).
 */
export async function recordPosition(
  em: EntityManager,
  input: PositionInput,
  crew: { ambulanceId: string | null },
  now = new Date(),
  windowMs = DEFAULT_POSITION_WINDOW_MS,
) {
  const [trip] = await em.getConnection().execute<TripRow[]>('select ambulance_id, status, on_the_way_at, at_destination_at, at_hospital_at from booking where id = ?', [input.bookingId]);
  if (!trip) throw noLongerExists('booking');
  assertOwnVehicle(crew, trip.ambulance_id);
  if (trip.status !== 'in_progress' || !trip.on_the_way_at || trip.at_destination_at || trip.at_hospital_at) throw new ConflictError(OUTSIDE_TRIP);

  const earliest = new Date(trip.on_the_way_at).getTime();
  const latest = now.getTime() + TAP_AHEAD_MS;
  const fixedAt = new Date(Math.min(latest, Math.max(earliest, Date.parse(input.fixedAt))));
  const [outcome] = await em
    .getConnection()
    .execute<{ announced: boolean | null; held: boolean | null }[]>(RECORD_POSITION, [
      input.bookingId,
      crew.ambulanceId,
      input.latitude,
      input.longitude,
      input.accuracyM,
      fixedAt,
      windowMs / 1000,
    ]);
  if (outcome?.held) announceHeldBackSoon(em, crew.ambulanceId, windowMs);
  return { fixedAt: fixedAt.toISOString(), usedForEstimates: input.accuracyM <= ESTIMATE_ACCURACY_LIMIT_M };
}

/** After the window, the held-back fix's announcement (a failure only costs this one update: the next fix is announced). */
function announceHeldBackSoon(em: EntityManager, ambulanceId: string, windowMs: number) {
  setTimeout(() => {
    em.getConnection()
      .execute(ANNOUNCE_HELD_BACK, [ambulanceId, windowMs / 1000])
      .catch(() => {});
  }, windowMs).unref();
}

/**
 * `npm run data:retention`: trips' paths, and latest positions not updated since, older than
 * `keepDays` are deleted.
 */
export async function deleteOldPositions(em: EntityManager, keepDays: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000);
  const connection = em.getConnection();
  const paths = await connection.execute<QueryResult>('delete from trip_position where received_at < ?', [cutoff], 'run');
  const latest = await connection.execute<QueryResult>('delete from vehicle_position where received_at < ?', [cutoff], 'run');
  return { cutoff, pathPositions: paths.affectedRows, latestPositions: latest.affectedRows };
}

interface LatestRow {
  ambulance_id: string;
  booking_id: string | null;
  latitude: number;
  longitude: number;
  accuracy_m: number;
  fixed_at: Date | string;
}

/**
 * The latest position of each vehicle (or of the given ones), as announced: what a map or a
 * tracking page shows when it opens, before the next announcement.
 */
export async function latestPositions(em: EntityManager, ambulanceIds?: readonly string[]): Promise<PositionAnnouncement[]> {
  if (ambulanceIds && ambulanceIds.length === 0) return [];
  const rows = await em
    .getConnection()
    .execute<LatestRow[]>(
      `select ambulance_id, booking_id, latitude, longitude, accuracy_m, fixed_at from vehicle_position${ambulanceIds ? " where ambulance_id = any(string_to_array(?, ',')::uuid[])" : ''}`,
      ambulanceIds ? [ambulanceIds.join(',')] : [],
    );
  return rows.map((row) => ({
    ambulanceId: row.ambulance_id,
    bookingId: row.booking_id,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    accuracyM: Number(row.accuracy_m),
    fixedAt: new Date(row.fixed_at).toISOString(),
  }));
}
