import type { EntityManager } from '@mikro-orm/postgresql';
import { upiPayLink, type BillKind } from '../../shared/bills';
import { bookingReference } from '../../shared/dispatch';
import type { LatLng } from '../../shared/geo';
import { ESTIMATE_ACCURACY_LIMIT_M } from '../../shared/position-sharing';
import type { Locale } from '../../shared/i18n/locale';
import type { BookingStatus, ServiceType } from '../../shared/schemas/booking';
import { TRACKING_LINK_HOURS_AFTER_END, TRACKING_TOKEN_PATTERN, trackingPath, trackingServiceLabel, type TrackingStage } from '../../shared/tracking';

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
  /** The trip's bill in force and its receipts (issue 40.4), once issued; null before. */
  money: TrackingMoney | null;
}

/** What the family sees of the bill: its PDF, the receipts' PDFs, what is due and how to pay it by UPI. */
export interface TrackingMoney {
  bill: { kind: BillKind; number: string; totalPaise: number; pdfPath: string };
  receipts: { number: string; amountPaise: number; pdfPath: string }[];
  duePaise: number;
  /** While something is due and the provider has a UPI address (BILL_UPI_ID): the link and its QR code (SVG). */
  upi: { link: string; qrSvg: string } | null;
}

/** What the tracking look-up needs of BILL_*: the UPI payee, and how long a billed trip's link lasts. */
export interface TrackingBilling {
  upi: { vpa: string; name: string } | null;
  linkDays: number;
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
  /** The bill in force's issue or its latest payment; null: not billed. */
  billed_at: Date | null;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * The booking behind a tracking token, as its family may see it (or why not). The link works
 * until 24 hours after the booking ended; a billed trip's, until `billing.linkDays` after its
 * bill or its latest payment, so the family can fetch the bill and receipts an insurer asks for.
 */
export async function lookupTracking(em: EntityManager, token: string, billing: TrackingBilling | null = null, now = new Date()): Promise<TrackingLookup> {
  if (!TRACKING_TOKEN_PATTERN.test(token)) return { kind: 'not_found' };
  const [row] = await em.getConnection().execute<TrackingRow[]>(
    `select b.id, b.status, b.service_type, b.language, b.created_at, b.confirmed_at, b.assigned_at, b.ended_at,
            b.on_the_way_at, b.at_pickup_at, b.on_board_at, b.at_destination_at, b.at_hospital_at, b.handed_over_at,
            b.destination_hospital_id, h.name as hospital_name,
            b.ambulance_id, a.vehicle_number, a.driver_name, a.driver_phone, b.pickup_lat, b.pickup_lng,
            vp.latitude as position_lat, vp.longitude as position_lng, vp.accuracy_m as position_accuracy_m, vp.fixed_at as position_fixed_at,
            (select greatest(max(bl.issued_at), max(pm.received_at)) from bill bl left join payment pm on pm.bill_id = bl.id
              where bl.booking_id = b.id and bl.cancelled_at is null) as billed_at
       from booking b left join ambulance a on a.id = b.ambulance_id
       left join vehicle_position vp on vp.ambulance_id = b.ambulance_id and vp.booking_id = b.id
       left join hospital h on h.id = b.destination_hospital_id
      where b.tracking_token = ?`,
    [token],
  );
  if (!row) return { kind: 'not_found' };
  const expiresAt = row.ended_at ? linkExpiry(new Date(row.ended_at), row.billed_at && billing ? new Date(row.billed_at) : null, billing) : null;
  if (expiresAt && expiresAt <= now) return { kind: 'expired', language: row.language };
  const money = row.billed_at && billing ? await moneyOf(em, row.id, trackingPath(token), billing) : null;
  return { kind: 'found', bookingId: row.id, ambulanceId: row.ambulance_id, view: { ...toView(row, expiresAt), money } };
}

function linkExpiry(endedAt: Date, billedAt: Date | null, billing: TrackingBilling | null): Date {
  const afterEnd = endedAt.getTime() + TRACKING_LINK_HOURS_AFTER_END * 3_600_000;
  return new Date(billedAt && billing ? Math.max(afterEnd, billedAt.getTime() + billing.linkDays * 86_400_000) : afterEnd);
}

/** The bill in force, its receipts, what is due, and the UPI link with its QR code while something is. */
async function moneyOf(em: EntityManager, bookingId: string, linkPath: string, billing: TrackingBilling): Promise<TrackingMoney | null> {
  const rows = await em.getConnection().execute<{ id: string; kind: BillKind; number: string; total_paise: number; payment_id: string | null; payment_number: string | null; amount_paise: number | null }[]>(
    `select bl.id, bl.kind, bl.number, bl.total_paise, pm.id as payment_id, pm.number as payment_number, pm.amount_paise
       from bill bl left join payment pm on pm.bill_id = bl.id
      where bl.booking_id = ? and bl.cancelled_at is null
      order by pm.received_at, pm.serial`,
    [bookingId],
  );
  if (!rows.length) return null;
  const bill = { kind: rows[0].kind, number: rows[0].number, totalPaise: rows[0].total_paise, pdfPath: `${linkPath}/bills/${rows[0].id}.pdf` };
  const receipts = rows.filter((r) => r.payment_id).map((r) => ({ number: r.payment_number!, amountPaise: r.amount_paise!, pdfPath: `${linkPath}/receipts/${r.payment_id}.pdf` }));
  const duePaise = Math.max(0, bill.totalPaise - receipts.reduce((sum, r) => sum + r.amountPaise, 0));
  let upi: TrackingMoney['upi'] = null;
  if (duePaise > 0 && billing.upi) {
    const link = upiPayLink(billing.upi, duePaise, bill.number);
    // Imported on the first QR code: a process that shows none never holds the library.
    const { default: QRCode } = await import('qrcode');
    upi = { link, qrSvg: await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
  }
  return { bill, receipts, duePaise, upi };
}

function toView(row: TrackingRow, expiresAt: Date | null): Omit<TrackingView, 'money'> {
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
