import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { providerToday } from '../../shared/dates';
import { POSITION_RECENT_MS, type Proximity } from '../../shared/fleet-positions';
import { DEFAULT_ESTIMATE_CONFIG, estimateTravel, type EstimateConfig } from '../../shared/geo';
import { ESTIMATE_ACCURACY_LIMIT_M } from '../../shared/position-sharing';
import { bookingReference, canTakeVehicle, holdsVehicle, suitability } from '../../shared/dispatch';
import type { AssignInput, AssignmentOptionsInput, CallBackInput, UnassignInput } from '../../shared/schemas/dispatch';
import { BOOKING_STATUS_LABELS, type BookingStatus, type ServiceType } from '../../shared/schemas/booking';
import { cancellationShown, type CancelCode } from '../../shared/cancel-codes';
import type { FieldChange } from '../../shared/history';
import { AmbulanceSchema, BookingSchema, type Ambulance, type Booking } from '../db/entities';
import { recordChange } from '../live/record';
import { noLongerExists, type Actor } from './common';
import { ConflictError, InvalidInputError } from './errors';
import { activeBookingsByAmbulance, dateOnly, toAmbulanceDTO, type ActiveBookingRef, type AmbulanceDTO } from './fleet.service';
import { recordHistory, staffActor, type HistoryActor, type TapTime } from './history.service';
import { assertVersion } from './versions';
import type { PositionAnnouncement } from '../live/position-channel';
import { latestPositions } from './positions.service';

/**
 * Dispatch rules: which vehicle a booking may get, and what happens to the vehicle as the
 * booking moves. An ambulance is held (busy) while its booking is confirmed or in progress, and
 * released when the booking completes, is cancelled, deleted, unassigned, or goes back to
 * pending. Busy is the booking's fact: it never touches the vehicle's `isAvailable`, which is
 * staff's switch in Fleet (in service or not), so a trip ending never puts back in service a
 * vehicle staff took out, and the switch works during a trip. Assigning a vehicle to a pending booking confirms it:
 * dispatching is answering the request (and stops its queue clock).
 */

/** Why a vehicle cannot be assigned now, or null when it can. */
export function refusalReason(
  ambulance: Pick<Ambulance, 'vehicleNumber' | 'isAvailable' | 'nextMaintenanceDate'>,
  context: { today: string; activeBooking: ActiveBookingRef | null; forBookingId: string },
): string | null {
  const active = context.activeBooking;
  if (active && active.id !== context.forBookingId) {
    return `${ambulance.vehicleNumber} is on another active booking (${active.reference}).`;
  }
  const next = dateOnly(ambulance.nextMaintenanceDate);
  if (next && next < context.today) {
    return `${ambulance.vehicleNumber} is overdue for maintenance (due ${format(parseISO(next), 'd MMM yyyy')}).`;
  }
  if (!ambulance.isAvailable) return `${ambulance.vehicleNumber} is marked unavailable in Fleet.`;
  return null;
}

export interface VehicleOption {
  ambulance: AmbulanceDTO;
  /** The vehicle kind suits the booking's service (SUITABLE_VEHICLES). */
  suitable: boolean;
  /** Shown, not blocking: e.g. an ICU request on a basic vehicle. */
  warning: string | null;
  /** Blocking: overdue maintenance, on another active booking, marked unavailable. */
  refusal: string | null;
  /** Already assigned to this booking. */
  current: boolean;
  /**
   * From the vehicle's latest usable position to the booking's pickup point; null when the
   * booking has no pickup point or the vehicle no recent usable position (`usablePosition`).
   */
  proximity: Proximity | null;
}

/**
 * A latest position that may rank a vehicle by distance: fixed within POSITION_RECENT_MS
 * (10 min) and no less accurate than ESTIMATE_ACCURACY_LIMIT_M (1 km), as for every estimate.
 */
export function usablePosition(position: PositionAnnouncement, now: number): boolean {
  return position.accuracyM <= ESTIMATE_ACCURACY_LIMIT_M && now - Date.parse(position.fixedAt) <= POSITION_RECENT_MS;
}

/**
 * The assignment dialog's list: every vehicle with its suitability, warning and refusal;
 * suitable first, then those that can be assigned. For a booking with a pickup point, the
 * suitable, assignable vehicles with a recent usable position come first among those, nearest
 * first (issue 20.4), then those without one; everything else keeps its order: by suitability
 * rank and number.
 */
export async function assignmentOptions(
  em: EntityManager,
  input: AssignmentOptionsInput,
  estimates: EstimateConfig = DEFAULT_ESTIMATE_CONFIG,
  now = Date.now(),
): Promise<{ bookingId: string; serviceType: ServiceType; byDistance: boolean; vehicles: VehicleOption[] }> {
  const booking = await em.findOne(BookingSchema, { id: input.bookingId });
  if (!booking) throw noLongerExists('booking');
  const pickup = booking.pickupLat != null && booking.pickupLng != null ? { lat: Number(booking.pickupLat), lng: Number(booking.pickupLng) } : null;
  const [ambulances, active, positions] = await Promise.all([
    em.find(AmbulanceSchema, {}),
    activeBookingsByAmbulance(em),
    pickup ? latestPositions(em) : Promise.resolve([]),
  ]);
  const usable = new Map(positions.filter((p) => usablePosition(p, now)).map((p) => [p.ambulanceId, p]));
  const today = providerToday();
  const currentId = booking.ambulance?.id ?? null;
  const ranked = ambulances.map((a) => {
    const activeBooking = active.get(a.id) ?? null;
    const fit = suitability(booking.serviceType, a.ambulanceType);
    const position = pickup ? usable.get(a.id) : undefined;
    const travel = position && pickup ? estimateTravel({ lat: position.latitude, lng: position.longitude }, pickup, estimates) : null;
    const option: VehicleOption = {
      ambulance: toAmbulanceDTO(a, { today, activeBooking }),
      suitable: fit.suitable,
      warning: fit.warning,
      refusal: refusalReason(a, { today, activeBooking, forBookingId: booking.id }),
      current: a.id === currentId,
      proximity: travel && position ? { distanceKm: travel.distanceKm, minutes: travel.minutes, fixedAt: position.fixedAt } : null,
    };
    // Distance ranks only the suitable vehicles that can be sent; Infinity: no recent position.
    const distance = option.suitable && option.refusal === null && pickup ? (option.proximity?.distanceKm ?? Infinity) : 0;
    return { option, rank: fit.rank, distance };
  });
  ranked.sort(
    (x, y) =>
      Number(y.option.suitable) - Number(x.option.suitable) ||
      Number(x.option.refusal !== null) - Number(y.option.refusal !== null) ||
      byDistance(x.distance, y.distance) ||
      x.rank - y.rank ||
      x.option.ambulance.vehicleNumber.localeCompare(y.option.ambulance.vehicleNumber),
  );
  return { bookingId: booking.id, serviceType: booking.serviceType, byDistance: pickup !== null, vehicles: ranked.map((r) => r.option) };
}

/** Nearer first; two without a position (Infinity) are equal. */
function byDistance(a: number, b: number): number {
  return a === b ? 0 : a - b;
}

/** A booking locked for the rest of the transaction, with its ambulance loaded. */
export async function lockBooking(tx: EntityManager, id: string): Promise<Booking> {
  const booking = await tx.findOne(BookingSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!booking) throw noLongerExists('booking');
  await tx.populate(booking, ['ambulance']);
  return booking;
}

function vehicleShown(a: Ambulance | null | undefined): string | null {
  return a ? a.vehicleNumber : null;
}

/** The vehicle leaves its booking (free again unless staff took it out of service), and its history says why. */
function releaseVehicle(tx: EntityManager, ambulance: Ambulance, booking: Booking, reason: string, actor: HistoryActor): void {
  recordHistory(tx, {
    subject: 'ambulance',
    subjectId: ambulance.id,
    action: 'released',
    changes: [{ field: 'booking', before: bookingReference(booking.id), after: null }],
    reason,
    actor,
  });
  recordChange(tx, { topic: 'ambulance', action: 'updated', entityId: ambulance.id, origin: actor.origin, actorId: 'id' in actor ? actor.id : null });
}

/** The vehicle is held by its booking (busy), and its history says for which booking. */
function holdVehicle(tx: EntityManager, ambulance: Ambulance, booking: Booking, actor: HistoryActor): void {
  recordHistory(tx, {
    subject: 'ambulance',
    subjectId: ambulance.id,
    action: 'dispatched',
    changes: [{ field: 'booking', before: null, after: bookingReference(booking.id) }],
    actor,
  });
  recordChange(tx, { topic: 'ambulance', action: 'updated', entityId: ambulance.id, origin: actor.origin, actorId: 'id' in actor ? actor.id : null });
}

/** A clear message when the database refuses a second active booking for one vehicle. */
function takenMeanwhile(vehicleNumber: string): ConflictError {
  return new ConflictError(`${vehicleNumber} was just assigned to another booking by someone else. Choose another vehicle.`);
}

/** Runs a transaction whose flush may hit the one-active-booking-per-vehicle index. */
export async function withOneBookingPerVehicle<T>(em: EntityManager, vehicleNumber: () => string | null, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await em.transactional(work);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && /booking_active_ambulance_uniq/.test(error.message)) {
      throw takenMeanwhile(vehicleNumber() ?? 'This ambulance');
    }
    throw error;
  }
}

/**
 * Moves a booking to a new status inside the caller's transaction (the booking locked and its
 * ambulance loaded): records the change with its reason, stamps the first confirmation, and
 * holds or releases the vehicle. Cancelling needs a reason.
 */
export async function changeStatus(
  tx: EntityManager,
  booking: Booking,
  next: BookingStatus,
  options: { actor: HistoryActor; reason?: string | null; cancelCode?: CancelCode | null; at?: TapTime },
): Promise<void> {
  const previous = booking.status as BookingStatus;
  if (previous === next) return;
  const reason = options.reason?.trim() || null;
  // Text alone (as every cancellation before the codes) counts as "other".
  const code = next === 'cancelled' ? (options.cancelCode ?? (reason ? 'other' : null)) : null;
  if (next === 'cancelled' && (!code || (code === 'other' && !reason))) {
    throw new InvalidInputError('Please give a reason for cancelling.', { field: 'cancelReason' });
  }
  const changes: FieldChange[] = [{ field: 'status', before: previous, after: next }];
  if (code) changes.push({ field: 'cancelCode', before: null, after: code });
  recordHistory(tx, {
    subject: 'booking',
    subjectId: booking.id,
    action: 'status_changed',
    changes,
    reason: next === 'cancelled' ? cancellationShown(code, reason) : reason,
    actor: options.actor,
    at: options.at,
  });
  booking.status = next;
  booking.cancelCode = code;
  booking.cancelReason = next === 'cancelled' ? reason : null;
  if (next === 'confirmed' && !booking.confirmedAt) booking.confirmedAt = new Date();
  const ambulance = booking.ambulance;
  if (!ambulance) return;
  if (next === 'pending') {
    // A pending booking holds no vehicle: it goes back to the queue without one.
    recordHistory(tx, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'unassigned',
      changes: [{ field: 'ambulance', before: ambulance.vehicleNumber, after: null }],
      reason: 'Booking back to pending',
      actor: options.actor,
    });
    booking.ambulance = null;
    booking.assignedAt = null;
    if (holdsVehicle(previous)) releaseVehicle(tx, ambulance, booking, 'Booking back to pending', options.actor);
  } else if (holdsVehicle(previous) && !holdsVehicle(next)) {
    // Completed or cancelled: the booking keeps its vehicle on record, the vehicle is free.
    releaseVehicle(tx, ambulance, booking, `Booking ${BOOKING_STATUS_LABELS[next].toLowerCase()}`, options.actor);
  } else if (!holdsVehicle(previous) && holdsVehicle(next)) {
    // Reopened: the vehicle is held again, unless another booking has it now (the unique index
    // also refuses that, should it happen meanwhile).
    const other = (await activeBookingsByAmbulance(tx, [ambulance.id])).get(ambulance.id);
    if (other && other.id !== booking.id) {
      throw new ConflictError(`${ambulance.vehicleNumber} is on booking ${other.reference} now. Unassign it from this booking before reopening it.`);
    }
    holdVehicle(tx, ambulance, booking, options.actor);
  }
}

/** Releases the vehicle of a booking about to be deleted (its history stays). */
export function releaseForDeletion(tx: EntityManager, booking: Booking, actor: HistoryActor): void {
  if (booking.ambulance && holdsVehicle(booking.status)) releaseVehicle(tx, booking.ambulance, booking, 'Booking deleted', actor);
}

/**
 * Assigns (or reassigns) a vehicle to a booking. Refuses a finished booking, and a vehicle that
 * is overdue for maintenance, on another active booking or marked unavailable. A pending
 * booking becomes confirmed. Two operators assigning one vehicle at once: the database's
 * unique index lets exactly one commit; the other gets a clear conflict.
 */
export async function assignAmbulance(em: EntityManager, input: AssignInput, actor: Actor): Promise<Booking> {
  let vehicleNumber: string | null = null;
  return withOneBookingPerVehicle(em, () => vehicleNumber, async (tx) => {
    const who = staffActor(actor);
    const booking = await lockBooking(tx, input.bookingId);
    await assertVersion(tx, 'booking', booking, input.version);
    const status = booking.status as BookingStatus;
    if (!canTakeVehicle(status)) {
      throw new ConflictError(`This booking is ${BOOKING_STATUS_LABELS[status].toLowerCase()}: only a pending, confirmed or in-progress booking can get a vehicle.`);
    }
    const ambulance = await tx.findOne(AmbulanceSchema, { id: input.ambulanceId });
    if (!ambulance) throw noLongerExists('ambulance');
    vehicleNumber = ambulance.vehicleNumber;
    const previous = booking.ambulance ?? null;
    if (previous?.id === ambulance.id) return booking;
    const activeBooking = (await activeBookingsByAmbulance(tx, [ambulance.id])).get(ambulance.id) ?? null;
    const refusal = refusalReason(ambulance, { today: providerToday(), activeBooking, forBookingId: booking.id });
    if (refusal) throw new ConflictError(refusal);

    if (status === 'pending') await changeStatus(tx, booking, 'confirmed', { actor: who, reason: 'Vehicle assigned' });
    if (previous) releaseVehicle(tx, previous, booking, `Replaced by ${ambulance.vehicleNumber}`, who);
    recordHistory(tx, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'assigned',
      changes: [
        { field: 'ambulance', before: vehicleShown(previous), after: ambulance.vehicleNumber },
        { field: 'driver', before: previous?.driverName ?? null, after: ambulance.driverName ?? null },
      ].filter((c) => c.before !== c.after),
      actor: who,
    });
    booking.ambulance = ambulance;
    booking.assignedAt = new Date();
    holdVehicle(tx, ambulance, booking, who);
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: booking.id, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return booking;
  });
}

/** Takes the vehicle off a booking (any status); a held vehicle becomes available. */
export async function unassignAmbulance(em: EntityManager, input: UnassignInput, actor: Actor): Promise<Booking> {
  return em.transactional(async (tx) => {
    const who = staffActor(actor);
    const booking = await lockBooking(tx, input.bookingId);
    await assertVersion(tx, 'booking', booking, input.version);
    const ambulance = booking.ambulance;
    if (!ambulance) return booking;
    recordHistory(tx, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'unassigned',
      changes: [{ field: 'ambulance', before: ambulance.vehicleNumber, after: null }],
      actor: who,
    });
    if (holdsVehicle(booking.status)) releaseVehicle(tx, ambulance, booking, 'Unassigned', who);
    booking.ambulance = null;
    booking.assignedAt = null;
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: booking.id, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return booking;
  });
}

/**
 * "Called the customer" (issue 21.1): the site promises a call within 5 minutes, and the call
 * may come before anything is confirmed. Recorded on the timeline each time; the first call is
 * kept as `calledBackAt`, and the queue's clock stops at the first of it and the confirmation.
 * A finished (completed or cancelled) booking is refused.
 */
export async function recordCallBack(em: EntityManager, input: CallBackInput, actor: Actor): Promise<Booking> {
  return em.transactional(async (tx) => {
    const booking = await lockBooking(tx, input.id);
    await assertVersion(tx, 'booking', booking, input.version);
    const status = booking.status as BookingStatus;
    if (!canTakeVehicle(status)) {
      throw new ConflictError(`This booking is ${BOOKING_STATUS_LABELS[status].toLowerCase()}: a call can only be recorded on a pending, confirmed or in-progress booking.`);
    }
    recordHistory(tx, { subject: 'booking', subjectId: booking.id, action: 'called_back', actor: staffActor(actor) });
    booking.calledBackAt ??= new Date();
    // The version moves even on a second call, so a screen showing the first one reloads.
    booking.updatedAt = new Date();
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: booking.id, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return booking;
  });
}
