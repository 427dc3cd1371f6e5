import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type {
  ambulanceAvailabilityInput,
  ambulanceCreateInput,
  ambulanceIdInput,
  ambulanceUpdateInput,
} from '../../shared/schemas/ambulance';
import { AmbulanceSchema, type Ambulance } from '../db/entities';
import { recordChange } from '../live/record';
import { ConflictError } from './errors';
import { deleteWithChange, noLongerExists, type Actor } from './common';

/** An ambulance as the API returns it (maintenance dates as yyyy-MM-dd, or null). */
export function toAmbulanceDTO(a: Ambulance) {
  return {
    id: a.id,
    vehicleNumber: a.vehicleNumber,
    ambulanceType: a.ambulanceType,
    isAvailable: a.isAvailable,
    lastMaintenanceDate: dateOnly(a.lastMaintenanceDate),
    nextMaintenanceDate: dateOnly(a.nextMaintenanceDate),
    driverName: a.driverName ?? null,
    driverPhone: a.driverPhone ?? null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
export type AmbulanceDTO = ReturnType<typeof toAmbulanceDTO>;

/** Postgres `date` columns come back as strings; keep the calendar day, never shift it by a zone. */
function dateOnly(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
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

/** The whole fleet (it is small), ordered by vehicle number (spec section 7). */
export async function listAmbulances(em: EntityManager): Promise<AmbulanceDTO[]> {
  const ambulances = await em.find(AmbulanceSchema, {}, { orderBy: { vehicleNumber: 'asc' } });
  return ambulances.map(toAmbulanceDTO);
}

export async function getAmbulance(em: EntityManager, input: z.output<typeof ambulanceIdInput>): Promise<AmbulanceDTO> {
  const ambulance = await em.findOne(AmbulanceSchema, { id: input.id });
  if (!ambulance) throw noLongerExists('ambulance');
  return toAmbulanceDTO(ambulance);
}

export async function createAmbulance(em: EntityManager, input: z.output<typeof ambulanceCreateInput>, actor: Actor): Promise<AmbulanceDTO> {
  return withUniqueVehicleNumber(input.vehicleNumber, () =>
    em.transactional(async (tx) => {
      const ambulance = tx.create(AmbulanceSchema, { id: randomUUID(), ...input });
      recordChange(tx, { topic: 'ambulance', action: 'created', entityId: ambulance.id, origin: 'staff', actorId: actor.id });
      await tx.flush();
      return toAmbulanceDTO(ambulance);
    }),
  );
}

export async function updateAmbulance(em: EntityManager, input: z.output<typeof ambulanceUpdateInput>, actor: Actor): Promise<AmbulanceDTO> {
  return withUniqueVehicleNumber(input.data.vehicleNumber, () =>
    em.transactional(async (tx) => {
      const ambulance = await tx.findOne(AmbulanceSchema, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!ambulance) throw noLongerExists('ambulance');
      tx.assign(ambulance, input.data);
      recordChange(tx, { topic: 'ambulance', action: 'updated', entityId: ambulance.id, origin: 'staff', actorId: actor.id });
      await tx.flush();
      return toAmbulanceDTO(ambulance);
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
    ambulance.isAvailable = input.isAvailable;
    recordChange(tx, { topic: 'ambulance', action: 'updated', entityId: ambulance.id, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return toAmbulanceDTO(ambulance);
  });
}

export async function deleteAmbulance(em: EntityManager, input: z.output<typeof ambulanceIdInput>, actor: Actor): Promise<{ id: string }> {
  return deleteWithChange(em, { entity: AmbulanceSchema, topic: 'ambulance', what: 'ambulance' }, input.id, actor);
}
