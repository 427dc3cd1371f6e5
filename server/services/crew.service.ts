import type { EntityManager } from '@mikro-orm/postgresql';
import { ARRIVAL_STEPS, CREW_STEP_LABELS, STEP_UNDO_MS, TAP_AHEAD_MS, tripSteps, type CrewStep, type LinkVehicleInput, type StepInput } from '../../shared/crew';
import { assertVersion } from './versions';
import { bookingReference } from '../../shared/dispatch';
import { SERVICE_TYPE_LABELS, type BookingStatus } from '../../shared/schemas/booking';
import { AmbulanceSchema, BookingSchema, CrewOpSchema, PrealertSchema, ProfileSchema, UserRoleSchema, type Booking } from '../db/entities';
import { recordChange } from '../live/record';
import { noLongerExists, type Actor } from './common';
import { changeStatus, lockBooking, withOneBookingPerVehicle } from './dispatch.service';
import { assertOwnVehicle, assertOwnVehicleBooking } from './crew-access';
import { ConflictError, InvalidInputError } from './errors';
import { recordHistory, staffActor, type TapTime } from './history.service';

/**
 * The crew's steps on a booking and what the crew's phone shows. A crew account works on one
 * vehicle and sees (and changes) only the bookings assigned to it; an operator records the same
 * steps for any booking with a vehicle. Steps go in order; the last can be taken back within a
 * minute. The status follows: the first step makes a confirmed booking in_progress, the last
 * completes it (and dispatch releases the vehicle).
 */

/** A crew's tap as the phone sent it: its own id, when it was tapped (issue 19), and an odometer reading if it carries one (issue 40.3). */
export interface CrewTap {
  clientOpId: string;
  tappedAt: string;
  odometerKm?: number;
}

/**
 * Who records a step: a crew member (limited to its vehicle), whose tap may arrive late or
 * twice, or staff, whose write carries the booking's version it was made from, like every
 * staff write.
 */
export type StepRecorder = { kind: 'crew'; actor: Actor; ambulanceId: string | null; tap: CrewTap } | { kind: 'staff'; actor: Actor; version: number };

const STEP_COLUMN = {
  on_the_way: 'onTheWayAt',
  at_pickup: 'atPickupAt',
  on_board: 'onBoardAt',
  at_destination: 'atDestinationAt',
  at_hospital: 'atHospitalAt',
  handed_over: 'handedOverAt',
} as const satisfies Record<Exclude<CrewStep, 'completed'>, keyof Booking>;

/** When each step was recorded (completed: when the booking was completed). */
export function stepTimes(b: Booking): Record<CrewStep, Date | null> {
  return {
    on_the_way: b.onTheWayAt ?? null,
    at_pickup: b.atPickupAt ?? null,
    on_board: b.onBoardAt ?? null,
    at_destination: b.atDestinationAt ?? null,
    at_hospital: b.atHospitalAt ?? null,
    handed_over: b.handedOverAt ?? null,
    completed: b.status === 'completed' ? (b.endedAt ?? b.updatedAt) : null,
  };
}

/**
 * Whether the trip ends at a listed hospital (issue 39): its two last steps replace "Reached
 * destination". A trip whose "Reached destination" is recorded keeps it, and one whose hospital
 * steps began keeps them, whatever the destination says since.
 */
export function toHospital(b: Pick<Booking, 'destinationHospitalId' | 'atDestinationAt' | 'atHospitalAt' | 'handedOverAt'>): boolean {
  if (b.atDestinationAt) return false;
  return !!(b.destinationHospitalId || b.atHospitalAt || b.handedOverAt);
}

/** This booking's steps, in order. */
export function stepsOf(b: Booking): readonly CrewStep[] {
  return tripSteps(toHospital(b));
}

/** The next step to record, or null when the booking is completed. */
export function nextStep(b: Booking): CrewStep | null {
  const times = stepTimes(b);
  return stepsOf(b).find((s) => !times[s]) ?? null;
}

/** The last step recorded, if it can still be taken back, and until when. */
export function undoableStep(b: Booking, now = new Date()): { step: CrewStep; until: string } | null {
  const times = stepTimes(b);
  const last = [...stepsOf(b)].reverse().find((s) => times[s]);
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
    /** This trip's steps in order (a trip to a listed hospital has its two hospital steps). */
    steps: stepsOf(b).map((step) => ({ step, at: times[step]?.toISOString() ?? null })),
    toHospital: toHospital(b),
    next: nextStep(b),
    undoable: undoableStep(b, now),
    /** The booking's version after this answer (the operator's next step sends it). */
    version: b.version,
  };
}
export type CrewBookingDTO = ReturnType<typeof toCrewBookingDTO>;

/** A crew account's vehicle (null: not linked yet). */
export async function crewVehicleId(em: EntityManager, userId: string): Promise<string | null> {
  const row = await em.findOne(UserRoleSchema, { userId, role: 'crew' });
  return row?.ambulanceId ?? null;
}

/** The bookings on a vehicle now (confirmed or in progress). */
export async function bookingIdsOnVehicle(em: EntityManager, ambulanceId: string): Promise<string[]> {
  const rows = await em.find(BookingSchema, { ambulance: ambulanceId, status: { $in: ['confirmed', 'in_progress'] } }, { fields: ['id'] });
  return rows.map((b) => b.id);
}

/**
 * What the crew's phone shows: its vehicle, and the booking the vehicle is on (confirmed or in
 * progress), or one it completed less than a minute ago (so the last tap can be taken back).
 */
export async function crewAssignment(em: EntityManager, userId: string) {
  const ambulanceId = await crewVehicleId(em, userId);
  const vehicle = ambulanceId ? await em.findOne(AmbulanceSchema, { id: ambulanceId }) : null;
  if (!vehicle) return { vehicle: null, booking: null, prealert: null };
  const active = await em.findOne(BookingSchema, { ambulance: vehicle.id, status: { $in: ['confirmed', 'in_progress'] } }, { orderBy: { assignedAt: 'desc' } });
  const justDone =
    active ??
    (await em.findOne(
      BookingSchema,
      { ambulance: vehicle.id, status: 'completed', endedAt: { $gt: new Date(Date.now() - STEP_UNDO_MS) } },
      { orderBy: { endedAt: 'desc' } },
    ));
  // The receiving hospital's pre-alert (issue 39.2): when it went, and the department's answer
  // (every change event reads this again, so the answer shows at once).
  const prealert = justDone ? await em.findOne(PrealertSchema, { bookingId: justDone.id }) : null;
  return {
    vehicle: { id: vehicle.id, vehicleNumber: vehicle.vehicleNumber, driverName: vehicle.driverName ?? null },
    booking: justDone ? toCrewBookingDTO(justDone) : null,
    prealert: prealert
      ? { sentAt: prealert.sentAt.toISOString(), acknowledgement: prealert.acknowledgedAt ? { at: prealert.acknowledgedAt.toISOString(), text: prealert.ackText ?? '' } : null }
      : null,
  };
}

/** The booking locked for the step, after checking the recorder may touch it. */
async function lockForStep(tx: EntityManager, bookingId: string, recorder: StepRecorder): Promise<Booking> {
  if (recorder.kind === 'crew') await assertOwnVehicleBooking(tx, bookingId, recorder);
  const booking = await lockBooking(tx, bookingId);
  if (recorder.kind === 'crew') assertOwnVehicle(recorder, booking.ambulance?.id);
  if (recorder.kind === 'staff') await assertVersion(tx, 'booking', booking, recorder.version);
  return booking;
}

/**
 * When a crew's tap happened: the phone's time, kept between the booking's assignment (and its
 * last step, so steps stay in order) and the server's time plus two minutes (a phone clock a
 * little ahead), beside when the server received it.
 */
export function tapTime(booking: Booking, tappedAt: string, now = new Date()): TapTime {
  const recorded = Object.values(stepTimes(booking)).map((t) => t?.getTime() ?? -Infinity);
  const floor = Math.max(booking.assignedAt?.getTime() ?? -Infinity, ...recorded);
  const ceiling = now.getTime() + TAP_AHEAD_MS;
  return { occurredAt: new Date(Math.min(Math.max(Date.parse(tappedAt), floor), ceiling)), receivedAt: now };
}

/**
 * Whether this tap (by its id) was recorded before: then it is answered as it stands, not
 * recorded again, even if its step was taken back since. Runs with the booking locked, so two
 * copies of one tap are taken one after the other. The same id for another step is refused.
 */
async function receivedBefore(tx: EntityManager, recorder: StepRecorder, bookingId: string, kind: 'step' | 'undo', step: CrewStep): Promise<boolean> {
  if (recorder.kind !== 'crew') return false;
  const op = await tx.findOne(CrewOpSchema, { clientOpId: recorder.tap.clientOpId });
  if (!op) return false;
  if (op.userId !== recorder.actor.id || op.bookingId !== bookingId || op.kind !== kind || op.step !== step) {
    throw new ConflictError('This tap was already sent for another step. Reload the screen.');
  }
  return true;
}

/** Remembers a crew's tap by its id, in the transaction that records it. */
function rememberTap(tx: EntityManager, recorder: StepRecorder, bookingId: string, kind: 'step' | 'undo', step: CrewStep, at: TapTime | undefined): void {
  if (recorder.kind !== 'crew' || !at) return;
  tx.create(CrewOpSchema, { clientOpId: recorder.tap.clientOpId, userId: recorder.actor.id, bookingId, kind, step, tappedAt: at.occurredAt, receivedAt: at.receivedAt });
}

/**
 * Records the next step. Staff: a repeated step already recorded changes nothing. A crew's tap
 * sent again (the same id) is answered as it stands; a new tap for a step already recorded (by
 * an operator, say) is refused, as is a step out of order, with the one to record first.
 */
export async function recordStep(em: EntityManager, input: StepInput, recorder: StepRecorder): Promise<CrewBookingDTO> {
  let vehicleNumber: string | null = null;
  return withOneBookingPerVehicle(em, () => vehicleNumber, async (tx) => {
    const booking = await lockForStep(tx, input.bookingId, recorder);
    vehicleNumber = booking.ambulance?.vehicleNumber ?? null;
    if (await receivedBefore(tx, recorder, booking.id, 'step', input.step)) return toCrewBookingDTO(booking);
    const times = stepTimes(booking);
    if (times[input.step]) {
      if (recorder.kind === 'crew') throw new ConflictError(`"${CREW_STEP_LABELS[input.step]}" is already recorded for this booking.`);
      return toCrewBookingDTO(booking);
    }
    const status = booking.status as BookingStatus;
    if (!booking.ambulance) throw new ConflictError('Assign an ambulance to this booking before recording its steps.');
    if (status !== 'confirmed' && status !== 'in_progress') {
      throw new ConflictError(`This booking is ${status.replace('_', ' ')}: steps are recorded on confirmed or in-progress bookings.`);
    }
    const next = nextStep(booking);
    if (!stepsOf(booking).includes(input.step)) {
      throw new ConflictError(
        toHospital(booking)
          ? `This trip goes to a listed hospital: record "${CREW_STEP_LABELS.at_hospital}" and "${CREW_STEP_LABELS.handed_over}" instead of "${CREW_STEP_LABELS[input.step]}".`
          : `"${CREW_STEP_LABELS[input.step]}" is for trips to a listed hospital: record "${CREW_STEP_LABELS.at_destination}".`,
      );
    }
    if (input.step !== next) throw new ConflictError(`Record "${CREW_STEP_LABELS[next!]}" first.`);

    const who = staffActor(recorder.actor);
    const now = new Date();
    const at = recorder.kind === 'crew' ? tapTime(booking, recorder.tap.tappedAt, now) : undefined;
    const happened = at?.occurredAt ?? now;
    // The odometer read with this step (issue 40.3): the trip's start with "Patient on board", its end with the arrival.
    const odometerKm = recorder.kind === 'crew' ? recorder.tap.odometerKm : undefined;
    if (odometerKm !== undefined) booking[input.step === 'on_board' ? 'odometerStartTenths' : 'odometerEndTenths'] = Math.round(odometerKm * 10);
    recordHistory(tx, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'step_recorded',
      changes: [
        { field: 'step', before: null, after: CREW_STEP_LABELS[input.step] },
        ...(odometerKm !== undefined ? [{ field: 'odometer', before: null, after: `${(Math.round(odometerKm * 10) / 10).toFixed(1)} km` }] : []),
      ],
      reason: recorder.kind === 'crew' ? `Crew of ${booking.ambulance.vehicleNumber}` : null,
      actor: who,
      at,
    });
    if (input.step === 'completed') {
      await changeStatus(tx, booking, 'completed', { actor: who, reason: 'Crew step: Completed', at });
      booking.endedAt = happened;
    } else {
      booking[STEP_COLUMN[input.step]] = happened;
      if (status === 'confirmed') await changeStatus(tx, booking, 'in_progress', { actor: who, reason: `Crew step: ${CREW_STEP_LABELS[input.step]}`, at });
    }
    rememberTap(tx, recorder, booking.id, 'step', input.step, at);
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: booking.id, origin: 'staff', actorId: recorder.actor.id });
    await tx.flush();
    return toCrewBookingDTO(booking, now);
  });
}

/**
 * Takes back the last step, within a minute of it (the status goes back with it). A crew's
 * undo counts the minute between its two taps, however late it arrives.
 */
export async function undoStep(em: EntityManager, input: StepInput, recorder: StepRecorder): Promise<CrewBookingDTO> {
  let vehicleNumber: string | null = null;
  return withOneBookingPerVehicle(em, () => vehicleNumber, async (tx) => {
    const booking = await lockForStep(tx, input.bookingId, recorder);
    vehicleNumber = booking.ambulance?.vehicleNumber ?? null;
    if (await receivedBefore(tx, recorder, booking.id, 'undo', input.step)) return toCrewBookingDTO(booking);
    const at = recorder.kind === 'crew' ? tapTime(booking, recorder.tap.tappedAt) : undefined;
    const undoable = undoableStep(booking, at?.occurredAt);
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
      at,
    });
    if (input.step === 'completed') {
      await changeStatus(tx, booking, 'in_progress', { actor: who, reason: 'Crew step taken back: Completed', at });
      booking.endedAt = null;
    } else {
      booking[STEP_COLUMN[input.step]] = null;
      // A reading taken with the step goes back with it.
      if (input.step === 'on_board') booking.odometerStartTenths = null;
      if (ARRIVAL_STEPS.includes(input.step)) booking.odometerEndTenths = null;
      if (input.step === 'on_the_way') await changeStatus(tx, booking, 'confirmed', { actor: who, reason: 'Crew step taken back: On the way', at });
    }
    rememberTap(tx, recorder, booking.id, 'undo', input.step, at);
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
