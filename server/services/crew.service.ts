import type { EntityManager } from '@mikro-orm/postgresql';
import { CREW_STEP_LABELS, CREW_STEPS, STEP_UNDO_MS, type CrewStep, type LinkVehicleInput, type StepInput } from '../../shared/crew';
import { bookingReference } from '../../shared/dispatch';
import { SERVICE_TYPE_LABELS, type BookingStatus } from '../../shared/schemas/booking';
import { AmbulanceSchema, BookingSchema, ProfileSchema, UserRoleSchema, type Booking } from '../db/entities';
import { recordChange } from '../live/record';
import { noLongerExists, type Actor } from './common';
import { changeStatus, lockBooking, withOneBookingPerVehicle } from './dispatch.service';
import { ConflictError, ForbiddenError, InvalidInputError } from './errors';
import { recordHistory, staffActor } from './history.service';

/**
 * The crew's steps on a booking and what the crew's phone shows. A crew account works on one
 * vehicle and sees (and changes) only the bookings assigned to it; an operator records the same
 * steps for any booking with a vehicle. Steps go in order; the last can be taken back within a
 * minute. The status follows: the first step makes a confirmed booking in_progress, the last
 * completes it (and dispatch releases the vehicle).
 */

/** Who records a step: a crew member (limited to its vehicle) or staff. */
export type StepRecorder = { kind: 'crew'; actor: Actor; ambulanceId: string | null } | { kind: 'staff'; actor: Actor };

export const NOT_YOUR_VEHICLE = 'This booking is not assigned to your ambulance.';

const STEP_COLUMN = {
  on_the_way: 'onTheWayAt',
  at_pickup: 'atPickupAt',
  on_board: 'onBoardAt',
  at_destination: 'atDestinationAt',
} as const satisfies Record<Exclude<CrewStep, 'completed'>, keyof Booking>;

/** When each step was recorded (completed: when the booking was completed). */
export function stepTimes(b: Booking): Record<CrewStep, Date | null> {
  return {
    on_the_way: b.onTheWayAt ?? null,
    at_pickup: b.atPickupAt ?? null,
    on_board: b.onBoardAt ?? null,
    at_destination: b.atDestinationAt ?? null,
    completed: b.status === 'completed' ? (b.endedAt ?? b.updatedAt) : null,
  };
}

/** The next step to record, or null when the booking is completed. */
export function nextStep(b: Booking): CrewStep | null {
  const times = stepTimes(b);
  return CREW_STEPS.find((s) => !times[s]) ?? null;
}

/** The last step recorded, if it can still be taken back, and until when. */
export function undoableStep(b: Booking, now = new Date()): { step: CrewStep; until: string } | null {
  const times = stepTimes(b);
  const last = [...CREW_STEPS].reverse().find((s) => times[s]);
  if (!last) return null;
  const until = times[last]!.getTime() + STEP_UNDO_MS;
  return until > now.getTime() ? { step: last, until: new Date(until).toISOString() } : null;
}

/** A booking as the crew's phone (and the operator's step buttons) show it. */
export function toCrewBookingDTO(b: Booking, now = new Date()) {
  const times = stepTimes(b);
  return {
    id: b.id,
    reference: bookingReference(b.id),
    status: b.status as BookingStatus,
    service: SERVICE_TYPE_LABELS[b.serviceType],
    customerName: b.customerName,
    customerPhone: b.customerPhone,
    pickupLocation: b.pickupLocation,
    dropoffLocation: b.dropoffLocation ?? null,
    notes: b.notes ?? null,
    bookingDate: b.bookingDate.toISOString(),
    steps: CREW_STEPS.map((step) => ({ step, at: times[step]?.toISOString() ?? null })),
    next: nextStep(b),
    undoable: undoableStep(b, now),
  };
}
export type CrewBookingDTO = ReturnType<typeof toCrewBookingDTO>;

/** A crew account's vehicle (null: not linked yet). */
export async function crewVehicleId(em: EntityManager, userId: string): Promise<string | null> {
  const row = await em.findOne(UserRoleSchema, { userId, role: 'crew' });
  return row?.ambulanceId ?? null;
}

/**
 * What the crew's phone shows: its vehicle, and the booking the vehicle is on (confirmed or in
 * progress), or one it completed less than a minute ago (so the last tap can be taken back).
 */
export async function crewAssignment(em: EntityManager, userId: string) {
  const ambulanceId = await crewVehicleId(em, userId);
  const vehicle = ambulanceId ? await em.findOne(AmbulanceSchema, { id: ambulanceId }) : null;
  if (!vehicle) return { vehicle: null, booking: null };
  const active = await em.findOne(BookingSchema, { ambulance: vehicle.id, status: { $in: ['confirmed', 'in_progress'] } }, { orderBy: { assignedAt: 'desc' } });
  const justDone =
    active ??
    (await em.findOne(
      BookingSchema,
      { ambulance: vehicle.id, status: 'completed', endedAt: { $gt: new Date(Date.now() - STEP_UNDO_MS) } },
      { orderBy: { endedAt: 'desc' } },
    ));
  return {
    vehicle: { id: vehicle.id, vehicleNumber: vehicle.vehicleNumber, driverName: vehicle.driverName ?? null },
    booking: justDone ? toCrewBookingDTO(justDone) : null,
  };
}

/** The booking locked for the step, after checking the recorder may touch it. */
async function lockForStep(tx: EntityManager, bookingId: string, recorder: StepRecorder): Promise<Booking> {
  if (recorder.kind === 'crew') {
    // Checked before locking, so a crew member learns nothing about another vehicle's booking.
    const owned = recorder.ambulanceId ? await tx.count(BookingSchema, { id: bookingId, ambulance: recorder.ambulanceId }) : 0;
    if (!owned) throw new ForbiddenError(NOT_YOUR_VEHICLE);
  }
  const booking = await lockBooking(tx, bookingId);
  if (recorder.kind === 'crew' && booking.ambulance?.id !== recorder.ambulanceId) throw new ForbiddenError(NOT_YOUR_VEHICLE);
  return booking;
}

/**
 * Records the next step. A repeated tap of a step already recorded changes nothing; a step out
 * of order is refused with the one to record first.
 */
export async function recordStep(em: EntityManager, input: StepInput, recorder: StepRecorder): Promise<CrewBookingDTO> {
  let vehicleNumber: string | null = null;
  return withOneBookingPerVehicle(em, () => vehicleNumber, async (tx) => {
    const booking = await lockForStep(tx, input.bookingId, recorder);
    vehicleNumber = booking.ambulance?.vehicleNumber ?? null;
    const times = stepTimes(booking);
    if (times[input.step]) return toCrewBookingDTO(booking);
    const status = booking.status as BookingStatus;
    if (!booking.ambulance) throw new ConflictError('Assign an ambulance to this booking before recording its steps.');
    if (status !== 'confirmed' && status !== 'in_progress') {
      throw new ConflictError(`This booking is ${status.replace('_', ' ')}: steps are recorded on confirmed or in-progress bookings.`);
    }
    const next = nextStep(booking);
    if (input.step !== next) throw new ConflictError(`Record "${CREW_STEP_LABELS[next!]}" first.`);

    const who = staffActor(recorder.actor);
    const now = new Date();
    recordHistory(tx, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'step_recorded',
      changes: [{ field: 'step', before: null, after: CREW_STEP_LABELS[input.step] }],
      reason: recorder.kind === 'crew' ? `Crew of ${booking.ambulance.vehicleNumber}` : null,
      actor: who,
    });
    if (input.step === 'completed') {
      await changeStatus(tx, booking, 'completed', { actor: who, reason: 'Crew step: Completed' });
      booking.endedAt = now;
    } else {
      booking[STEP_COLUMN[input.step]] = now;
      if (status === 'confirmed') await changeStatus(tx, booking, 'in_progress', { actor: who, reason: `Crew step: ${CREW_STEP_LABELS[input.step]}` });
    }
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: booking.id, origin: 'staff', actorId: recorder.actor.id });
    await tx.flush();
    return toCrewBookingDTO(booking, now);
  });
}

/** Takes back the last step, within a minute of it (the status goes back with it). */
export async function undoStep(em: EntityManager, input: StepInput, recorder: StepRecorder): Promise<CrewBookingDTO> {
  let vehicleNumber: string | null = null;
  return withOneBookingPerVehicle(em, () => vehicleNumber, async (tx) => {
    const booking = await lockForStep(tx, input.bookingId, recorder);
    vehicleNumber = booking.ambulance?.vehicleNumber ?? null;
    const undoable = undoableStep(booking);
    if (undoable?.step !== input.step) {
      throw new ConflictError(`"${CREW_STEP_LABELS[input.step]}" can no longer be taken back: only the last step, within a minute.`);
    }
    const who = staffActor(recorder.actor);
    recordHistory(tx, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'step_undone',
      changes: [{ field: 'step', before: CREW_STEP_LABELS[input.step], after: null }],
      actor: who,
    });
    if (input.step === 'completed') {
      await changeStatus(tx, booking, 'in_progress', { actor: who, reason: 'Crew step taken back: Completed' });
      booking.endedAt = null;
    } else {
      booking[STEP_COLUMN[input.step]] = null;
      if (input.step === 'on_the_way') await changeStatus(tx, booking, 'confirmed', { actor: who, reason: 'Crew step taken back: On the way' });
    }
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: booking.id, origin: 'staff', actorId: recorder.actor.id });
    await tx.flush();
    return toCrewBookingDTO(booking);
  });
}

/** Users tab: links a crew account to a vehicle (or unlinks it). */
export async function linkCrewVehicle(em: EntityManager, input: LinkVehicleInput, actor: Actor): Promise<{ userId: string; ambulanceId: string | null }> {
  return em.transactional(async (tx) => {
    const profile = await tx.findOne(ProfileSchema, { id: input.userId });
    if (!profile) throw noLongerExists('user');
    const role = await tx.findOne(UserRoleSchema, { userId: input.userId });
    if (role?.role !== 'crew') throw new InvalidInputError('Give this account the Crew role first.', { field: 'ambulanceId' });
    const before = role.ambulanceId ? await tx.findOne(AmbulanceSchema, { id: role.ambulanceId }) : null;
    const after = input.ambulanceId ? await tx.findOne(AmbulanceSchema, { id: input.ambulanceId }) : null;
    if (input.ambulanceId && !after) throw noLongerExists('ambulance');
    if ((before?.id ?? null) === (after?.id ?? null)) return { userId: input.userId, ambulanceId: after?.id ?? null };
    role.ambulanceId = after?.id ?? null;
    recordHistory(tx, {
      subject: 'user',
      subjectId: input.userId,
      action: 'crew_vehicle_changed',
      changes: [{ field: 'vehicle', before: before?.vehicleNumber ?? null, after: after?.vehicleNumber ?? null }],
      actor: staffActor(actor),
    });
    recordChange(tx, { topic: 'user', action: 'updated', entityId: input.userId, origin: 'staff', actorId: actor.id });
    return { userId: input.userId, ambulanceId: role.ambulanceId };
  });
}
