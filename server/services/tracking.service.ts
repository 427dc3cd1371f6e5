import type { EntityManager } from '@mikro-orm/postgresql';
import { bookingReference } from '../../shared/dispatch';
import type { LatLng } from '../../shared/geo';
import { ESTIMATE_ACCURACY_LIMIT_M } from '../../shared/position-sharing';
import type { Locale } from '../../shared/i18n/locale';
import type { BookingStatus, ServiceType } from '../../shared/schemas/booking';
import { TRACKING_LINK_HOURS_AFTER_END, TRACKING_TOKEN_PATTERN, trackingServiceLabel, type TrackingStage } from '../../shared/tracking';

/** One stage of the tracking page: reached (with its time) or still ahead. */
export interface TrackingStep {
  stage: TrackingStage;
  /** When it was reached (ISO); null for a stage reached at a time nobody recorded. */
  at: string | null;
  reached: boolean;
}

/**
 * Everything the tracking page may show, and nothing more: the family already knows the
 * reference and the service they asked for; the vehicle and driver are what they wait for.
 * No name, phone, address or notes: whoever holds the link sees only the progress.
 */
export interface TrackingView {
  /** The language the booking was made in (issue 22): the page speaks it. */
  language: Locale;
  reference: string;
  /** The service asked for, named in the booking's language. */
  service: string;
  current: TrackingStage;
  steps: TrackingStep[];
  vehicle: { number: string; driverFirstName: string | null; driverPhone: string | null } | null;
  /** When the link stops working (24 hours after the booking ended), or null while it runs. */
  expiresAt: string | null;
  /** The listed hospital the trip goes to (issue 39): its name only, for "Handed over to …". */
  hospital: string | null;
  /** Where the vehicle is (issue 20.5): only during this booking's trip, until Reached destination. */
  position: TrackingPosition | null;
}

/**
 * The latest position the crew's phone sent for this booking (never the path, never another
 * booking's). Shown from "On the way" until "Reached destination"; after it, or when the booking
 * is completed or cancelled, the view has none, so neither the page nor its stream carries one.
 */
export interface TrackingPosition {
  /** Where the vehicle is; null when the fix is less accurate than ESTIMATE_ACCURACY_LIMIT_M. */
  vehicle: LatLng | null;
  /** When the phone took the fix (ISO). */
  fixedAt: string;
  /** The pickup point while the vehicle is on its way there (null after, or when none was given). */
  pickup: LatLng | null;
}

/** The stages during which the family sees the vehicle's position. */
const POSITION_STAGES: ReadonlySet<TrackingStage> = new Set(['on_the_way', 'at_pickup', 'on_board']);

export type TrackingLookup =
  | { kind: 'found'; bookingId: string; ambulanceId: string | null; view: TrackingView }
  | { kind: 'expired'; language: Locale }
  | { kind: 'not_found' };

interface TrackingRow {
  id: string;
  status: BookingStatus;
  service_type: ServiceType;
  language: Locale;
  created_at: Date;
  confirmed_at: Date | null;
  assigned_at: Date | null;
  ended_at: Date | null;
  on_the_way_at: Date | null;
  at_pickup_at: Date | null;
  on_board_at: Date | null;
  at_destination_at: Date | null;
  at_hospital_at: Date | null;
  handed_over_at: Date | null;
  destination_hospital_id: string | null;
  hospital_name: string | null;
  ambulance_id: string | null;
  vehicle_number: string | null;
  driver_name: string | null;
  driver_phone: string | null;
  pickup_lat: number | null;
  pickup_lng: number | null;
  /** The vehicle's latest position, only when it was sent for this booking. */
  position_lat: number | null;
  position_lng: number | null;
  position_accuracy_m: number | null;
  position_fixed_at: Date | null;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The booking behind a tracking token, as its family may see it (or why not). */
export async function lookupTracking(em: EntityManager, token: string, now = new Date()): Promise<TrackingLookup> {
  if (!TRACKING_TOKEN_PATTERN.test(token)) return { kind: 'not_found' };
  const [row] = await em.getConnection().execute<TrackingRow[]>(
    `select b.id, b.status, b.service_type, b.language, b.created_at, b.confirmed_at, b.assigned_at, b.ended_at,
            b.on_the_way_at, b.at_pickup_at, b.on_board_at, b.at_destination_at, b.at_hospital_at, b.handed_over_at,
            b.destination_hospital_id, h.name as hospital_name,
            b.ambulance_id, a.vehicle_number, a.driver_name, a.driver_phone, b.pickup_lat, b.pickup_lng,
            vp.latitude as position_lat, vp.longitude as position_lng, vp.accuracy_m as position_accuracy_m, vp.fixed_at as position_fixed_at
       from booking b left join ambulance a on a.id = b.ambulance_id
       left join vehicle_position vp on vp.ambulance_id = b.ambulance_id and vp.booking_id = b.id
       left join hospital h on h.id = b.destination_hospital_id
      where b.tracking_token = ?`,
    [token],
  );
  if (!row) return { kind: 'not_found' };
  const expiresAt = row.ended_at ? new Date(new Date(row.ended_at).getTime() + TRACKING_LINK_HOURS_AFTER_END * 3_600_000) : null;
  if (expiresAt && expiresAt <= now) return { kind: 'expired', language: row.language };
  return { kind: 'found', bookingId: row.id, ambulanceId: row.ambulance_id, view: toView(row, expiresAt) };
}

function toView(row: TrackingRow, expiresAt: Date | null): TrackingView {
  const reached = new Map<TrackingStage, string | null>();
  reached.set('received', iso(row.created_at));
  const status = row.status;
  // Confirmed: when it first was (a booking confirmed before that was recorded has no time).
  if (row.confirmed_at || status === 'confirmed' || status === 'in_progress' || status === 'completed') reached.set('confirmed', iso(row.confirmed_at));
  if (row.ambulance_id) reached.set('assigned', iso(row.assigned_at));
  // The crew's steps (a step taken back is gone again).
  if (row.on_the_way_at) reached.set('on_the_way', iso(row.on_the_way_at));
  if (row.at_pickup_at) reached.set('at_pickup', iso(row.at_pickup_at));
  if (row.on_board_at) reached.set('on_board', iso(row.on_board_at));
  if (row.at_destination_at) reached.set('at_destination', iso(row.at_destination_at));
  if (row.at_hospital_at) reached.set('at_hospital', iso(row.at_hospital_at));
  if (row.handed_over_at) reached.set('handed_over', iso(row.handed_over_at));
  if (status === 'completed') reached.set('completed', iso(row.ended_at));
  if (status === 'cancelled') reached.set('cancelled', iso(row.ended_at));
  // A trip to a listed hospital ends with its two steps (as the crew's: shared/crew-steps.ts).
  const toHospital = !row.at_destination_at && !!(row.destination_hospital_id || row.at_hospital_at || row.handed_over_at);
  const steps = stepsOf(reached, status === 'cancelled', toHospital);
  return {
    language: row.language,
    reference: bookingReference(row.id),
    service: trackingServiceLabel(row.service_type, row.language),
    ...steps,
    vehicle: row.vehicle_number
      ? { number: row.vehicle_number, driverFirstName: firstName(row.driver_name), driverPhone: row.driver_phone ?? null }
      : null,
    expiresAt: iso(expiresAt),
    hospital: toHospital ? row.hospital_name : null,
    position: positionOf(row, steps.current),
  };
}

function positionOf(row: TrackingRow, current: TrackingStage): TrackingPosition | null {
  if (!POSITION_STAGES.has(current) || row.position_lat === null || row.position_lng === null || !row.position_fixed_at) return null;
  const precise = row.position_accuracy_m !== null && Number(row.position_accuracy_m) <= ESTIMATE_ACCURACY_LIMIT_M;
  const hasPickup = current === 'on_the_way' && row.pickup_lat !== null && row.pickup_lng !== null;
  return {
    vehicle: precise ? { lat: Number(row.position_lat), lng: Number(row.position_lng) } : null,
    fixedAt: new Date(row.position_fixed_at).toISOString(),
    pickup: hasPickup ? { lat: Number(row.pickup_lat), lng: Number(row.pickup_lng) } : null,
  };
}

/**
 * The stages in order: those reached with their time, then (unless cancelled) those still
 * ahead. The current stage is the last one reached.
 */
function stepsOf(reached: Map<TrackingStage, string | null>, cancelled: boolean, toHospital: boolean): Pick<TrackingView, 'steps' | 'current'> {
  const order: TrackingStage[] = ['received', 'confirmed', 'assigned', 'on_the_way', 'at_pickup', 'on_board', ...(toHospital ? (['at_hospital', 'handed_over'] as const) : (['at_destination'] as const)), 'completed'];
  let current: TrackingStage = 'received';
  for (const stage of order) if (reached.has(stage)) current = stage;
  const steps: TrackingStep[] = [];
  for (const stage of order) {
    if (reached.has(stage)) steps.push({ stage, at: reached.get(stage) ?? null, reached: true });
    else if (!cancelled && order.indexOf(stage) > order.indexOf(current)) steps.push({ stage, at: null, reached: false });
  }
  if (cancelled) {
    steps.push({ stage: 'cancelled', at: reached.get('cancelled') ?? null, reached: true });
    current = 'cancelled';
  }
  return { steps, current };
}

/** The driver as the family meets them: the first name only. */
function firstName(fullName: string | null): string | null {
  return fullName?.trim().split(/\s+/)[0] || null;
}

/**
 * The view with a newer position of its vehicle, as announced for this booking: the stream of a
 * tracking page follows the vehicle without reading the database for each fix (issue 20.8). Null
 * when the view shows no position yet (the first one needs a read: the pickup point, the stage).
 */
export function withAnnouncedPosition(
  view: TrackingView,
  announced: { latitude: number; longitude: number; accuracyM: number; fixedAt: string },
): TrackingView | null {
  if (!view.position) return null;
  // An older fix arriving late never replaces a newer one (as in vehicle_position).
  if (Date.parse(announced.fixedAt) < Date.parse(view.position.fixedAt)) return view;
  const precise = announced.accuracyM <= ESTIMATE_ACCURACY_LIMIT_M;
  return {
    ...view,
    position: { ...view.position, vehicle: precise ? { lat: announced.latitude, lng: announced.longitude } : null, fixedAt: new Date(announced.fixedAt).toISOString() },
  };
}
