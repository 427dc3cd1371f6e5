import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { format } from 'date-fns/format';
import { tz } from '@date-fns/tz';
import type { z } from 'zod';
import { whatsappHref } from '../../shared/contact-links';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';
import { bookingReference } from '../../shared/dispatch';
import { estimateTravel, type EstimateConfig, type LatLng } from '../../shared/geo';
import { ESTIMATE_ACCURACY_LIMIT_M } from '../../shared/position-sharing';
import {
  AGE_BAND_LABELS,
  COMPLAINT_LABELS,
  PREALERT_LINK_HOURS_AFTER_END,
  PRIORITY_LABELS,
  SEX_LABELS,
  prealertPath,
  prealertShareText,
  type AgeBand,
  type Complaint,
  type Priority,
  type Sex,
} from '../../shared/prealert';
import type { prealertAckInput, sendPrealertInput } from '../../shared/schemas/prealert';
import { AMBULANCE_TYPE_LABELS, type AmbulanceType } from '../../shared/schemas/ambulance';
import { SERVICE_TYPE_LABELS, type BookingStatus, type ServiceType } from '../../shared/schemas/booking';
import { internationalDigits } from '../../shared/customer-messages';
import { BookingSchema, HospitalSchema, PrealertSchema, type Prealert } from '../db/entities';
import { recordChange } from '../live/record';
import { noLongerExists, type Actor } from './common';
import { assertOwnVehicle, assertOwnVehicleBooking } from './crew-access';
import { lockBooking } from './dispatch.service';
import { ConflictError, NotFoundError } from './errors';
import { recordHistory, staffActor } from './history.service';

/**
 * The receiving hospital's pre-alert (issue 39.2). Once the patient is on board and the vehicle is
 * on its way to a listed hospital, staff (or the crew, with one tap) send it: the department gets
 * a private link (its own token, apart from the family's) by WhatsApp or SMS, showing what it
 * needs to prepare and the live arrival estimate, and answers with one tap ("Ready for you: bay
 * 4"), which the crew and the control room see at once (a booking change event).
 */

export type PrealertSender = { kind: 'staff'; actor: Actor } | { kind: 'crew'; actor: Actor; ambulanceId: string | null };

/** Where the pre-alert link is made and what the share text names. */
export interface PrealertSettings {
  publicUrl: string;
  siteName: string;
  estimates: EstimateConfig;
}

const inProvider = tz(PROVIDER_TIME_ZONE);

export const PREALERT_NEEDS_HOSPITAL = "Choose a listed hospital as this booking's destination first: the pre-alert goes to its emergency department.";
export const PREALERT_WHEN =
  'A pre-alert is sent once the patient is on board, before the ambulance arrives at the hospital.';

/** A pre-alert as staff and the crew see it: what was sent, the link and its share texts, the answer. */
export function toPrealertDTO(
  p: Prealert,
  context: { hospital: { name: string; edPhone: string } | null; shareText: string; publicUrl: string },
) {
  const url = `${context.publicUrl}${prealertPath(p.token)}`;
  return {
    bookingId: p.bookingId,
    path: prealertPath(p.token),
    url,
    ageBand: p.ageBand,
    sex: p.sex,
    complaint: p.complaint,
    note: p.note ?? null,
    priority: p.priority,
    sentAt: p.sentAt.toISOString(),
    sentBy: p.sentBy,
    hospital: context.hospital,
    shareText: context.shareText,
    whatsappHref: context.hospital ? whatsappHref(internationalDigits(context.hospital.edPhone), context.shareText) : null,
    smsHref: context.hospital ? `sms:+${internationalDigits(context.hospital.edPhone)}?body=${encodeURIComponent(context.shareText)}` : null,
    acknowledgement: p.acknowledgedAt ? { at: p.acknowledgedAt.toISOString(), text: p.ackText ?? '' } : null,
  };
}
export type PrealertDTO = ReturnType<typeof toPrealertDTO>;

/** The vehicle's latest position sent for this booking, when precise enough for an estimate. */
async function vehiclePoint(em: EntityManager, bookingId: string, ambulanceId: string | null): Promise<LatLng | null> {
  if (!ambulanceId) return null;
  const [row] = await em
    .getConnection()
    .execute<{ latitude: number; longitude: number; accuracy_m: number }[]>(
      'select latitude, longitude, accuracy_m from vehicle_position where ambulance_id = ? and booking_id = ?',
      [ambulanceId, bookingId],
      'all',
      em.getTransactionContext(),
    );
  if (!row || Number(row.accuracy_m) > ESTIMATE_ACCURACY_LIMIT_M) return null;
  return { lat: Number(row.latitude), lng: Number(row.longitude) };
}

async function dtoOf(em: EntityManager, p: Prealert, settings: PrealertSettings): Promise<PrealertDTO> {
  const booking = await em.findOneOrFail(BookingSchema, { id: p.bookingId }, { populate: ['ambulance'] });
  const hospital = p.hospitalId ? await em.findOne(HospitalSchema, { id: p.hospitalId }) : null;
  const vehicle = await vehiclePoint(em, booking.id, booking.ambulance?.id ?? null);
  const hospitalPoint = hospital ? { lat: Number(hospital.latitude), lng: Number(hospital.longitude) } : null;
  const minutes = vehicle && hospitalPoint ? estimateTravel(vehicle, hospitalPoint, settings.estimates).minutes : null;
  const kind = booking.ambulance ? AMBULANCE_TYPE_LABELS[booking.ambulance.ambulanceType] : 'Ambulance';
  const shareText = prealertShareText({
    siteName: settings.siteName,
    hospitalName: hospital?.name ?? 'the hospital',
    ageBand: p.ageBand,
    sex: p.sex,
    complaint: p.complaint,
    priority: p.priority,
    vehicle: `${kind} ambulance ${booking.ambulance?.vehicleNumber ?? ''}`.trim(),
    minutes,
    url: `${settings.publicUrl}${prealertPath(p.token)}`,
  });
  return toPrealertDTO(p, { hospital: hospital ? { name: hospital.name, edPhone: hospital.edPhone } : null, shareText, publicUrl: settings.publicUrl });
}

/**
 * Sends (or, sent before, corrects) a booking's pre-alert. The link stays the same; sending it to
 * another hospital (the destination changed) makes a new link and clears the old answer.
 */
export async function sendPrealert(em: EntityManager, input: z.output<typeof sendPrealertInput>, sender: PrealertSender, settings: PrealertSettings): Promise<PrealertDTO> {
  const saved = await em.transactional(async (tx) => {
    if (sender.kind === 'crew') await assertOwnVehicleBooking(tx, input.bookingId, sender);
    const booking = await lockBooking(tx, input.bookingId);
    if (sender.kind === 'crew') assertOwnVehicle(sender, booking.ambulance?.id);
    if (!booking.destinationHospitalId) throw new ConflictError(PREALERT_NEEDS_HOSPITAL);
    if ((booking.status as BookingStatus) !== 'in_progress' || !booking.onBoardAt || booking.atHospitalAt || booking.handedOverAt || booking.atDestinationAt) {
      throw new ConflictError(PREALERT_WHEN);
    }
    const details = { ageBand: input.ageBand, sex: input.sex, complaint: input.complaint, note: input.note, priority: input.priority };
    let prealert = await tx.findOne(PrealertSchema, { bookingId: booking.id });
    const now = new Date();
    if (!prealert) {
      prealert = tx.create(PrealertSchema, { bookingId: booking.id, hospitalId: booking.destinationHospitalId, ...details, sentAt: now, sentBy: sender.kind, sentByName: sender.actor.fullName ?? null });
    } else {
      tx.assign(prealert, details);
      if (prealert.hospitalId !== booking.destinationHospitalId) {
        tx.remove(prealert);
        await tx.flush();
        prealert = tx.create(PrealertSchema, { bookingId: booking.id, hospitalId: booking.destinationHospitalId, ...details, sentAt: now, sentBy: sender.kind, sentByName: sender.actor.fullName ?? null });
      }
    }
    recordHistory(tx, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'prealert_sent',
      changes: [{ field: 'prealert', before: null, after: `${COMPLAINT_LABELS[input.complaint]} · ${PRIORITY_LABELS[input.priority]}` }],
      reason: sender.kind === 'crew' ? `Crew of ${booking.ambulance?.vehicleNumber ?? 'the vehicle'}` : null,
      actor: staffActor(sender.actor),
    });
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: booking.id, origin: 'staff', actorId: sender.actor.id });
    await tx.flush();
    return prealert;
  });
  return dtoOf(em, saved, settings);
}

/** A booking's pre-alert (null: none sent), for the control room and the crew. */
export async function prealertOf(em: EntityManager, bookingId: string, settings: PrealertSettings): Promise<PrealertDTO | null> {
  const prealert = await em.findOne(PrealertSchema, { bookingId });
  return prealert ? dtoOf(em, prealert, settings) : null;
}

/** The crew's own booking's pre-alert (403 for another vehicle's booking). */
export async function crewPrealertOf(em: EntityManager, bookingId: string, crew: { ambulanceId: string | null }, settings: PrealertSettings): Promise<PrealertDTO | null> {
  await assertOwnVehicleBooking(em, bookingId, crew);
  return prealertOf(em, bookingId, settings);
}

/** What the department's page shows, and nothing more (README "Pre-alert for the receiving hospital"). */
export interface PrealertView {
  hospitalName: string | null;
  reference: string;
  ageBand: string;
  sex: string;
  complaint: string;
  note: string | null;
  priority: Priority;
  priorityLabel: string;
  service: string;
  vehicle: { kind: string; number: string } | null;
  crewPhone: string | null;
  sentAt: string;
  /** Where things stand: on the way (with the estimate when the vehicle's position allows), arrived, handed over, ended. */
  stage: 'on_the_way' | 'arrived' | 'handed_over' | 'completed' | 'cancelled';
  arrivedAt: string | null;
  handedOverAt: string | null;
  estimate: { minutes: number; distanceKm: number; fixedAt: string } | null;
  /** When the vehicle's position was last received (no estimate without a precise one). */
  positionAt: string | null;
  acknowledgement: { at: string; text: string } | null;
}

export type PrealertLookup = { kind: 'found'; view: PrealertView } | { kind: 'expired' } | { kind: 'not_found' };

interface PrealertRow {
  booking_id: string;
  age_band: AgeBand;
  sex: Sex;
  complaint: Complaint;
  note: string | null;
  priority: Priority;
  sent_at: Date | string;
  acknowledged_at: Date | string | null;
  ack_text: string | null;
  status: BookingStatus;
  service_type: ServiceType;
  ended_at: Date | string | null;
  at_hospital_at: Date | string | null;
  handed_over_at: Date | string | null;
  vehicle_number: string | null;
  ambulance_type: AmbulanceType | null;
  driver_phone: string | null;
  hospital_name: string | null;
  hospital_lat: number | null;
  hospital_lng: number | null;
  position_lat: number | null;
  position_lng: number | null;
  position_accuracy_m: number | null;
  position_fixed_at: Date | string | null;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The pre-alert behind a department's token (or why not): expired 24 hours after the trip ended. */
export async function lookupPrealert(em: EntityManager, token: string, estimates: EstimateConfig, now = new Date()): Promise<PrealertLookup> {
  if (!/^[A-Za-z0-9_-]{32,128}$/.test(token)) return { kind: 'not_found' };
  const [row] = await em.getConnection().execute<PrealertRow[]>(
    `select p.booking_id, p.age_band, p.sex, p.complaint, p.note, p.priority, p.sent_at, p.acknowledged_at, p.ack_text,
            b.status, b.service_type, b.ended_at, b.at_hospital_at, b.handed_over_at,
            a.vehicle_number, a.ambulance_type, a.driver_phone,
            h.name as hospital_name, h.latitude as hospital_lat, h.longitude as hospital_lng,
            vp.latitude as position_lat, vp.longitude as position_lng, vp.accuracy_m as position_accuracy_m, vp.fixed_at as position_fixed_at
       from prealert p join booking b on b.id = p.booking_id
       left join ambulance a on a.id = b.ambulance_id
       left join hospital h on h.id = p.hospital_id
       left join vehicle_position vp on vp.ambulance_id = b.ambulance_id and vp.booking_id = b.id
      where p.token = ?`,
    [token],
  );
  if (!row) return { kind: 'not_found' };
  if (row.ended_at && new Date(row.ended_at).getTime() + PREALERT_LINK_HOURS_AFTER_END * 3_600_000 <= now.getTime()) return { kind: 'expired' };
  const stage: PrealertView['stage'] =
    row.status === 'cancelled' ? 'cancelled' : row.handed_over_at ? 'handed_over' : row.at_hospital_at ? 'arrived' : row.status === 'completed' ? 'completed' : 'on_the_way';
  const precise = row.position_accuracy_m !== null && Number(row.position_accuracy_m) <= ESTIMATE_ACCURACY_LIMIT_M;
  const canEstimate = stage === 'on_the_way' && precise && row.position_lat !== null && row.position_lng !== null && row.hospital_lat !== null && row.hospital_lng !== null;
  const travel = canEstimate
    ? estimateTravel({ lat: Number(row.position_lat), lng: Number(row.position_lng) }, { lat: Number(row.hospital_lat), lng: Number(row.hospital_lng) }, estimates)
    : null;
  return {
    kind: 'found',
    view: {
      hospitalName: row.hospital_name,
      reference: bookingReference(row.booking_id),
      ageBand: AGE_BAND_LABELS[row.age_band],
      sex: SEX_LABELS[row.sex],
      complaint: COMPLAINT_LABELS[row.complaint],
      note: row.note,
      priority: row.priority,
      priorityLabel: PRIORITY_LABELS[row.priority],
      service: SERVICE_TYPE_LABELS[row.service_type],
      vehicle: row.vehicle_number ? { kind: row.ambulance_type ? AMBULANCE_TYPE_LABELS[row.ambulance_type] : 'Ambulance', number: row.vehicle_number } : null,
      crewPhone: stage === 'on_the_way' || stage === 'arrived' ? row.driver_phone : null,
      sentAt: iso(row.sent_at)!,
      stage,
      arrivedAt: iso(row.at_hospital_at),
      handedOverAt: iso(row.handed_over_at),
      estimate: travel ? { minutes: travel.minutes, distanceKm: travel.distanceKm, fixedAt: iso(row.position_fixed_at)! } : null,
      positionAt: stage === 'on_the_way' ? iso(row.position_fixed_at) : null,
      acknowledgement: row.acknowledged_at ? { at: iso(row.acknowledged_at)!, text: row.ack_text ?? '' } : null,
    },
  };
}

/**
 * The department's one-tap answer, stored once: a second answer is refused (409) with the first,
 * so two nurses tapping at once never overwrite each other. The crew and the control room hear of
 * it through the booking's change event; it goes on the booking's timeline.
 */
export async function acknowledgePrealert(em: EntityManager, token: string, input: z.output<typeof prealertAckInput>, now = new Date()): Promise<{ at: string; text: string }> {
  return em.transactional(async (tx) => {
    const prealert = /^[A-Za-z0-9_-]{32,128}$/.test(token) ? await tx.findOne(PrealertSchema, { token }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!prealert) throw new NotFoundError('This pre-alert link is not valid.');
    const booking = await tx.findOne(BookingSchema, { id: prealert.bookingId });
    if (!booking) throw noLongerExists('booking');
    if (booking.endedAt && booking.endedAt.getTime() + PREALERT_LINK_HOURS_AFTER_END * 3_600_000 <= now.getTime()) {
      throw new ConflictError('This pre-alert has expired.');
    }
    if (prealert.acknowledgedAt) {
      throw new ConflictError(`Already answered at ${format(prealert.acknowledgedAt, 'HH:mm', { in: inProvider })}: "${prealert.ackText ?? ''}"`);
    }
    prealert.acknowledgedAt = now;
    prealert.ackText = input.text;
    recordHistory(tx, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'prealert_acknowledged',
      changes: [{ field: 'prealert', before: null, after: input.text }],
      actor: { origin: 'system' },
    });
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: booking.id, origin: 'system' });
    await tx.flush();
    return { at: now.toISOString(), text: input.text };
  });
}
