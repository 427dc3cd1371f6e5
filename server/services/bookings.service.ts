import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { HistoryEntryDTO } from '../../shared/history';
import type { bookingCreateInput, bookingDeleteInput, bookingIdInput, bookingUpdateInput } from '../../shared/schemas/booking';
import type { AssignInput, CallBackInput, SetStatusInput, UnassignInput } from '../../shared/schemas/dispatch';
import { BookingSchema, type Booking } from '../db/entities';
import { recordChange } from '../live/record';
import { pickupPointOf, toBookingDTO, type BookingDTO } from './booking-dto';
import { noLongerExists, type Actor } from './common';
import { assignAmbulance, changeStatus, lockBooking, recordCallBack, releaseForDeletion, unassignAmbulance, withOneBookingPerVehicle } from './dispatch.service';
import { assertVersion } from './versions';
import { ConflictError } from './errors';
import { estimateTravel, formatDistance, formatPoint, inServiceArea, type EstimateConfig, type LatLng, type ServiceArea } from '../../shared/geo';
import type { setPickupPointInput } from '../../shared/schemas/geo';
import { nextStep, stepsOf, undoableStep } from './crew.service';
import { diffFields, listHistory, recordHistory, staffActor } from './history.service';
import { destinationHospital } from './hospitals.service';
import { hospitalDestination } from '../../shared/hospitals';
import { HospitalSchema } from '../db/entities';
import { hasBills } from './bills.service';

/** What the server's configuration says about a point: distance and estimate from the base, in the service area. */
export interface GeoSettings {
  estimates: EstimateConfig;
  serviceArea: ServiceArea;
}

/** From the base (SITE_GEO) to the pickup point: distance, "about N min" (shared/geo.ts), and whether it is in the service area. */
export function fromBase(point: LatLng | null, geo: GeoSettings) {
  if (!point) return null;
  const estimate = estimateTravel(geo.serviceArea.centre, point, geo.estimates);
  return {
    distanceKm: estimate.distanceKm,
    minutes: estimate.minutes,
    inServiceArea: inServiceArea(point, geo.serviceArea),
    serviceAreaKm: geo.serviceArea.radiusKm,
  };
}

/** The fields a timeline compares on an edit (status has its own entry). */
const BOOKING_FIELDS = [
  'customerName',
  'customerPhone',
  'customerEmail',
  'pickupLocation',
  'dropoffLocation',
  'serviceType',
  'bookingDate',
  'notes',
] as const;

function fieldValues(b: Pick<Booking, (typeof BOOKING_FIELDS)[number]>) {
  return {
    customerName: b.customerName,
    customerPhone: b.customerPhone,
    customerEmail: b.customerEmail ?? null,
    pickupLocation: b.pickupLocation,
    dropoffLocation: b.dropoffLocation ?? null,
    serviceType: b.serviceType,
    bookingDate: b.bookingDate,
    notes: b.notes ?? null,
  };
}

/**
 * One booking, with where its crew steps stand (the operator's step buttons) and, when it has a
 * pickup point, how far it is from the base and whether it is in the service area.
 */
export async function getBooking(em: EntityManager, input: z.output<typeof bookingIdInput>, geo: GeoSettings) {
  const booking = await em.findOne(BookingSchema, { id: input.id }, { populate: ['ambulance'] });
  if (!booking) throw noLongerExists('booking');
  const dto = toBookingDTO(booking);
  return { ...dto, crewSteps: { next: nextStep(booking), undoable: undoableStep(booking), sequence: stepsOf(booking) }, pickupFromBase: fromBase(dto.pickupPoint, geo) };
}

/**
 * Staff set or correct a booking's pickup point (pasted coordinates or a Google Maps link, read by
 * the shared schema), made from `version`. A point outside the service area is stored all the
 * same, with a warning to check it with the caller. The timeline keeps the change (its values are
 * personal: erased with the booking's details).
 */
export async function setPickupPoint(em: EntityManager, input: z.output<typeof setPickupPointInput>, actor: Actor, geo: GeoSettings) {
  return em.transactional(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    await assertVersion(tx, 'booking', booking, input.version);
    if (booking.anonymisedAt) throw new ConflictError("This booking's personal details were removed (data retention): its pickup point cannot be set.");
    const before = pickupPointOf(booking);
    const after = { lat: input.point.lat, lng: input.point.lng };
    const changed = !before || before.source !== 'staff' || formatPoint(before) !== formatPoint(after);
    if (changed) {
      recordHistory(tx, {
        subject: 'booking',
        subjectId: booking.id,
        action: 'updated',
        changes: [{ field: 'pickupPoint', before: before ? formatPoint(before) : null, after: formatPoint(after) }],
        actor: staffActor(actor),
      });
      tx.assign(booking, { pickupLat: after.lat, pickupLng: after.lng, pickupAccuracyM: null, pickupPointSource: 'staff' });
      recordChange(tx, { topic: 'booking', action: 'updated', entityId: booking.id, origin: 'staff', actorId: actor.id });
      await tx.flush();
    }
    const dto = toBookingDTO(booking);
    const where = fromBase(dto.pickupPoint, geo)!;
    return {
      booking: dto,
      pickupFromBase: where,
      /** Set when the point is outside the service area: it is stored all the same. */
      warning: where.inServiceArea
        ? null
        : `This point is ${formatDistance(where.distanceKm)} from the base, outside the service area (${where.serviceAreaKm} km). It was saved: check it with the caller.`,
    };
  });
}

/** A booking entered by staff (source staff); its history starts with who created it. */
export async function createBooking(em: EntityManager, input: z.output<typeof bookingCreateInput>, actor: Actor): Promise<BookingDTO> {
  return em.transactional(async (tx) => {
    const now = new Date();
    // A listed hospital (issue 39): its name and address are the destination's text.
    const hospital = input.destinationHospitalId ? await destinationHospital(tx, input.destinationHospitalId) : null;
    const booking = tx.create(BookingSchema, {
      id: randomUUID(),
      ...input,
      destinationHospitalId: hospital?.id ?? null,
      dropoffLocation: hospital ? hospitalDestination(hospital) : input.dropoffLocation,
      bookingDate: new Date(input.bookingDate),
      source: 'staff',
      confirmedAt: input.status === 'pending' || input.status === 'cancelled' ? null : now,
    });
    const values = fieldValues(booking);
    recordHistory(tx, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'created',
      changes: [
        ...diffFields({} as typeof values, values, BOOKING_FIELDS),
        ...(hospital ? [{ field: 'destinationHospital', before: null, after: hospital.name }] : []),
        { field: 'status', before: null, after: input.status },
      ],
      actor: staffActor(actor),
    });
    recordChange(tx, { topic: 'booking', action: 'created', entityId: booking.id, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return toBookingDTO(booking);
  });
}

/**
 * The edit form: only the fields sent (those the person changed), made from `version`. A booking
 * changed since (an assignment, a crew step, another edit) refuses it with who and when, and
 * nothing changes. Status is not edited here: it moves through the dispatch actions.
 */
export async function updateBooking(em: EntityManager, input: z.output<typeof bookingUpdateInput>, actor: Actor): Promise<BookingDTO> {
  return em.transactional(async (tx) => {
    const booking = await lockBooking(tx, input.id);
    await assertVersion(tx, 'booking', booking, input.version);
    const sent = Object.fromEntries(Object.entries(input.data).filter(([, value]) => value !== undefined)) as Partial<z.output<typeof bookingUpdateInput>['data']>;
    // The destination as a listed hospital (issue 39): chosen, its text is the hospital's; null, free text.
    const hospitalSent = sent.destinationHospitalId !== undefined;
    const hospital = sent.destinationHospitalId ? await destinationHospital(tx, sent.destinationHospitalId) : null;
    if (hospital) sent.dropoffLocation = hospitalDestination(hospital);
    const next = { ...fieldValues(booking), ...sent, ...(sent.bookingDate === undefined ? {} : { bookingDate: new Date(sent.bookingDate) }) };
    const changes = diffFields(fieldValues(booking), next, BOOKING_FIELDS);
    const hospitalBefore = booking.destinationHospitalId ?? null;
    const hospitalAfter = hospitalSent ? (hospital?.id ?? null) : hospitalBefore;
    if (hospitalAfter !== hospitalBefore) {
      const before = hospitalBefore ? await tx.findOne(HospitalSchema, { id: hospitalBefore }) : null;
      changes.push({ field: 'destinationHospital', before: before?.name ?? null, after: hospital?.name ?? null });
      booking.destinationHospitalId = hospitalAfter;
    }
    if (changes.length === 0) return toBookingDTO(booking);
    recordHistory(tx, { subject: 'booking', subjectId: booking.id, action: 'updated', changes, actor: staffActor(actor) });
    tx.assign(booking, Object.fromEntries(changes.filter((c) => c.field !== 'destinationHospital').map((c) => [c.field, next[c.field as keyof typeof next]])));
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: booking.id, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return toBookingDTO(booking);
  });
}

/** Only the status (from the booking's detail: confirm, move on, cancel with a reason), made from `version`. */
export async function setBookingStatus(em: EntityManager, input: SetStatusInput, actor: Actor): Promise<BookingDTO> {
  let vehicleNumber: string | null = null;
  return withOneBookingPerVehicle(em, () => vehicleNumber, async (tx) => {
    const booking = await lockBooking(tx, input.id);
    vehicleNumber = booking.ambulance?.vehicleNumber ?? null;
    await assertVersion(tx, 'booking', booking, input.version);
    if (booking.status === input.status) return toBookingDTO(booking);
    await changeStatus(tx, booking, input.status, { actor: staffActor(actor), reason: input.reason, cancelCode: input.cancelCode });
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: booking.id, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return toBookingDTO(booking);
  });
}

/**
 * Deletes a booking: its vehicle is released, its timeline's entries stay (no cascade); their
 * personal values (history_entry_personal) go with the booking, deleted by a database trigger.
 */
export async function deleteBooking(em: EntityManager, input: z.output<typeof bookingDeleteInput>, actor: Actor): Promise<{ id: string }> {
  return em.transactional(async (tx) => {
    const booking = await lockBooking(tx, input.id);
    await assertVersion(tx, 'booking', booking, input.version);
    if (await hasBills(tx, booking.id)) throw new ConflictError('This booking has been billed: it is kept for the accounts and cannot be deleted.');
    releaseForDeletion(tx, booking, staffActor(actor));
    recordHistory(tx, { subject: 'booking', subjectId: booking.id, action: 'deleted', actor: staffActor(actor) });
    tx.remove(booking);
    recordChange(tx, { topic: 'booking', action: 'deleted', entityId: booking.id, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return { id: booking.id };
  });
}

/** A booking's timeline, oldest first (a deleted booking's too). */
export function bookingTimeline(em: EntityManager, input: z.output<typeof bookingIdInput>): Promise<HistoryEntryDTO[]> {
  return listHistory(em, 'booking', input.id);
}

/** Assigns or reassigns a vehicle (dispatch rules in dispatch.service.ts). */
export async function assignBooking(em: EntityManager, input: AssignInput, actor: Actor): Promise<BookingDTO> {
  return toBookingDTO(await assignAmbulance(em, input, actor));
}

/** "Called the customer" (dispatch rules in dispatch.service.ts). */
export async function callBackBooking(em: EntityManager, input: CallBackInput, actor: Actor): Promise<BookingDTO> {
  return toBookingDTO(await recordCallBack(em, input, actor));
}

/** Takes the vehicle off a booking. */
export async function unassignBooking(em: EntityManager, input: UnassignInput, actor: Actor): Promise<BookingDTO> {
  return toBookingDTO(await unassignAmbulance(em, input, actor));
}
