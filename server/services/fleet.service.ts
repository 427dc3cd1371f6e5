import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { providerToday } from '../../shared/dates';
import { ACTIVE_ASSIGNMENT_STATUSES, bookingReference, maintenanceStatus } from '../../shared/dispatch';
import type { HistoryEntryDTO } from '../../shared/history';
import type {
  ambulanceAvailabilityInput,
  ambulanceCreateInput,
  ambulanceDeleteInput,
  ambulanceIdInput,
  ambulanceUpdateInput,
} from '../../shared/schemas/ambulance';
import type { BookingStatus } from '../../shared/schemas/booking';
import { AmbulanceSchema, type Ambulance } from '../db/entities';
import { recordChange } from '../live/record';
import { noLongerExists, type Actor } from './common';
import { ConflictError } from './errors';
import { diffFields, listHistory, recordHistory, staffActor } from './history.service';
import { assertVersion } from './versions';

/** The booking an ambulance is serving now (confirmed or in progress), if any. */
export interface ActiveBookingRef {
  id: string;
  reference: string;
  status: BookingStatus;
}

/** An ambulance as the API returns it (maintenance dates as yyyy-MM-dd, or null). */
export function toAmbulanceDTO(a: Ambulance, context: { today: string; activeBooking: ActiveBookingRef | null }) {
  const nextMaintenanceDate = dateOnly(a.nextMaintenanceDate);
  return {
    id: a.id,
    vehicleNumber: a.vehicleNumber,
    ambulanceType: a.ambulanceType,
    /** Staff's switch: in service or not. A trip does not change it (see activeBooking). */
    isAvailable: a.isAvailable,
    /** Ready for dispatch: in service and on no booking (the dashboard's Available Ambulances). */
    readyForDispatch: a.isAvailable && context.activeBooking === null,
    lastMaintenanceDate: dateOnly(a.lastMaintenanceDate),
    nextMaintenanceDate,
    /** Against today in Bengaluru: overdue once the date has passed, due_soon within 7 days. */
    maintenanceStatus: maintenanceStatus(nextMaintenanceDate, context.today),
    /** The booking holding this vehicle (confirmed or in progress), or null. */
    activeBooking: context.activeBooking,
    driverName: a.driverName ?? null,
    driverPhone: a.driverPhone ?? null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    /** Bumped by every write; staff writes send the one they saw (a stale one gets 409). */
    version: a.version,
  };
}
export type AmbulanceDTO = ReturnType<typeof toAmbulanceDTO>;

/** Postgres `date` columns come back as strings; keep the calendar day, never shift it by a zone. */
export function dateOnly(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** Which booking holds each of these ambulances now (one query). */
export async function activeBookingsByAmbulance(em: EntityManager, ambulanceIds?: string[]): Promise<Map<string, ActiveBookingRef>> {
  const rows = await em.execute<{ id: string; status: BookingStatus; ambulance_id: string }[]>(
    `select id, status, ambulance_id from booking
      where ambulance_id is not null and status in (${ACTIVE_ASSIGNMENT_STATUSES.map(() => '?').join(', ')})
      ${ambulanceIds ? `and ambulance_id in (${ambulanceIds.map(() => '?').join(', ') || 'null'})` : ''}`,
    [...ACTIVE_ASSIGNMENT_STATUSES, ...(ambulanceIds ?? [])],
  );
  return new Map(rows.map((r) => [r.ambulance_id, { id: r.id, reference: bookingReference(r.id), status: r.status }]));
}

async function ambulanceDTO(em: EntityManager, ambulance: Ambulance): Promise<AmbulanceDTO> {
  const active = await activeBookingsByAmbulance(em, [ambulance.id]);
  return toAmbulanceDTO(ambulance, { today: providerToday(), activeBooking: active.get(ambulance.id) ?? null });
}

function duplicateVehicleNumber(vehicleNumber: string): ConflictError {
  return new ConflictError(`An ambulance with vehicle number ${vehicleNumber} already exists.`, { field: 'vehicleNumber' });
}

/** Rethrows the unique-constraint failure on vehicle_number as the form's message. */
async function withUniqueVehicleNumber<T>(vehicleNumber: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw duplicateVehicleNumber(vehicleNumber);
    throw error;
  }
}

/** A vehicle on a confirmed or in-progress booking stays unavailable until that booking lets it go. */
function busyOn(ambulance: Ambulance, booking: ActiveBookingRef): ConflictError {
  return new ConflictError(
    `${ambulance.vehicleNumber} is on booking ${booking.reference} (${booking.status === 'confirmed' ? 'confirmed' : 'in progress'}). Unassign it or finish that booking first.`,
  );
}

/** The whole fleet (it is small), ordered by vehicle number (spec section 7). */
export async function listAmbulances(em: EntityManager): Promise<AmbulanceDTO[]> {
  const [ambulances, active] = await Promise.all([
    em.find(AmbulanceSchema, {}, { orderBy: { vehicleNumber: 'asc' } }),
    activeBookingsByAmbulance(em),
  ]);
  const today = providerToday();
  return ambulances.map((a) => toAmbulanceDTO(a, { today, activeBooking: active.get(a.id) ?? null }));
}

const AMBULANCE_FIELDS = ['vehicleNumber', 'ambulanceType', 'lastMaintenanceDate', 'nextMaintenanceDate', 'driverName', 'driverPhone'] as const;

function historyValues(a: Ambulance | z.output<typeof ambulanceCreateInput>) {
  return {
    vehicleNumber: a.vehicleNumber,
    ambulanceType: a.ambulanceType,
    lastMaintenanceDate: dateOnly(a.lastMaintenanceDate),
    nextMaintenanceDate: dateOnly(a.nextMaintenanceDate),
    driverName: a.driverName ?? null,
    driverPhone: a.driverPhone ?? null,
    isAvailable: a.isAvailable,
  };
}

export async function createAmbulance(em: EntityManager, input: z.output<typeof ambulanceCreateInput>, actor: Actor): Promise<AmbulanceDTO> {
  return withUniqueVehicleNumber(input.vehicleNumber, () =>
    em.transactional(async (tx) => {
      const ambulance = tx.create(AmbulanceSchema, { id: randomUUID(), ...input });
      const values = historyValues(input);
      recordHistory(tx, {
        subject: 'ambulance',
        subjectId: ambulance.id,
        action: 'created',
        changes: diffFields({} as typeof values, values, [...AMBULANCE_FIELDS, 'isAvailable']),
        actor: staffActor(actor),
      });
      recordChange(tx, { topic: 'ambulance', action: 'created', entityId: ambulance.id, origin: 'staff', actorId: actor.id });
      await tx.flush();
      return toAmbulanceDTO(ambulance, { today: providerToday(), activeBooking: null });
    }),
  );
}

/**
 * Records an availability change (in service or not). It works while the vehicle is on a trip:
 * the trip goes on, and when it ends the vehicle stays as staff set it.
 */
function changeAvailability(tx: EntityManager, ambulance: Ambulance, isAvailable: boolean, actor: Actor): void {
  if (ambulance.isAvailable === isAvailable) return;
  recordHistory(tx, {
    subject: 'ambulance',
    subjectId: ambulance.id,
    action: 'availability_changed',
    changes: [{ field: 'isAvailable', before: ambulance.isAvailable ? 'yes' : 'no', after: isAvailable ? 'yes' : 'no' }],
    actor: staffActor(actor),
  });
  ambulance.isAvailable = isAvailable;
}

export async function updateAmbulance(em: EntityManager, input: z.output<typeof ambulanceUpdateInput>, actor: Actor): Promise<AmbulanceDTO> {
  return withUniqueVehicleNumber(input.data.vehicleNumber, () =>
    em.transactional(async (tx) => {
      const ambulance = await tx.findOne(AmbulanceSchema, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!ambulance) throw noLongerExists('ambulance');
      await assertVersion(tx, 'ambulance', ambulance, input.version);
      const { isAvailable, ...fields } = input.data;
      const changes = diffFields(historyValues(ambulance), historyValues({ ...input.data, isAvailable: ambulance.isAvailable }), AMBULANCE_FIELDS);
      if (changes.length > 0) recordHistory(tx, { subject: 'ambulance', subjectId: ambulance.id, action: 'updated', changes, actor: staffActor(actor) });
      tx.assign(ambulance, fields);
      // The fields first: a taken vehicle number is the form's error before any availability rule.
      await tx.flush();
      changeAvailability(tx, ambulance, isAvailable, actor);
      recordChange(tx, { topic: 'ambulance', action: 'updated', entityId: ambulance.id, origin: 'staff', actorId: actor.id });
      await tx.flush();
      return ambulanceDTO(tx, ambulance);
    }),
  );
}

/** The table's switch: changes only is_available (spec section 7). */
export async function setAvailability(
  em: EntityManager,
  input: z.output<typeof ambulanceAvailabilityInput>,
  actor: Actor,
): Promise<AmbulanceDTO> {
  return em.transactional(async (tx) => {
    const ambulance = await tx.findOne(AmbulanceSchema, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!ambulance) throw noLongerExists('ambulance');
    await assertVersion(tx, 'ambulance', ambulance, input.version);
    changeAvailability(tx, ambulance, input.isAvailable, actor);
    recordChange(tx, { topic: 'ambulance', action: 'updated', entityId: ambulance.id, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return ambulanceDTO(tx, ambulance);
  });
}

/** Deletes a vehicle that no booking holds; its history stays. */
export async function deleteAmbulance(em: EntityManager, input: z.output<typeof ambulanceDeleteInput>, actor: Actor): Promise<{ id: string }> {
  return em.transactional(async (tx) => {
    const ambulance = await tx.findOne(AmbulanceSchema, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!ambulance) throw noLongerExists('ambulance');
    await assertVersion(tx, 'ambulance', ambulance, input.version);
    const active = (await activeBookingsByAmbulance(tx, [ambulance.id])).get(ambulance.id);
    if (active) throw busyOn(ambulance, active);
    recordHistory(tx, { subject: 'ambulance', subjectId: ambulance.id, action: 'deleted', actor: staffActor(actor) });
    tx.remove(ambulance);
    recordChange(tx, { topic: 'ambulance', action: 'deleted', entityId: ambulance.id, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return { id: ambulance.id };
  });
}

/** An ambulance's kept history, oldest first (also after it was deleted). */
export function ambulanceTimeline(em: EntityManager, input: z.output<typeof ambulanceIdInput>): Promise<HistoryEntryDTO[]> {
  return listHistory(em, 'ambulance', input.id);
}
