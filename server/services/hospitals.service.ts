import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { estimateTravel, type EstimateConfig, type LatLng } from '../../shared/geo';
import { HOSPITAL_SERVICE_FOR, hospitalSuits, type HospitalService } from '../../shared/hospitals';
import type { hospitalCreateInput, hospitalDeleteInput, hospitalOptionsInput, hospitalUpdateInput } from '../../shared/schemas/hospital';
import { BookingSchema, HospitalSchema, type Hospital } from '../db/entities';
import { pickupPointOf } from './booking-dto';
import { noLongerExists, type Actor } from './common';
import { ConflictError, InvalidInputError } from './errors';
import { assertVersionNamed } from './versions';

/**
 * Receiving hospitals (issue 39.1): the admins' list, and which of them suit a booking, with the
 * distance and estimate from its pickup point (`estimateTravel`, shared/geo.ts, as every estimate).
 */

export function toHospitalDTO(h: Hospital) {
  return {
    id: h.id,
    name: h.name,
    address: h.address,
    point: { lat: Number(h.latitude), lng: Number(h.longitude) },
    edPhone: h.edPhone,
    services: [...h.services] as HospitalService[],
    version: h.version,
    updatedAt: h.updatedAt.toISOString(),
  };
}
export type HospitalDTO = ReturnType<typeof toHospitalDTO>;

/** The whole list (it is short), by name. */
export async function listHospitals(em: EntityManager): Promise<HospitalDTO[]> {
  const list = await em.find(HospitalSchema, {}, { orderBy: { name: 'asc' } });
  return list.map(toHospitalDTO);
}

function valuesOf(input: z.output<typeof hospitalCreateInput>) {
  return { name: input.name, address: input.address, latitude: input.point.lat, longitude: input.point.lng, edPhone: input.edPhone, services: input.services };
}

/** Rethrows the unique name's violation as the form's message. */
async function withUniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(`A hospital named ${name} is already listed.`, { field: 'name' });
    throw error;
  }
}

async function lockHospital(tx: EntityManager, id: string, version: number): Promise<Hospital> {
  const hospital = await tx.findOne(HospitalSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!hospital) throw noLongerExists('hospital');
  assertVersionNamed('hospital', hospital, version, hospital.updatedByName ?? null);
  return hospital;
}

export async function createHospital(em: EntityManager, input: z.output<typeof hospitalCreateInput>, actor: Actor): Promise<HospitalDTO> {
  return withUniqueName(input.name, () =>
    em.transactional(async (tx) => {
      const hospital = tx.create(HospitalSchema, { id: randomUUID(), ...valuesOf(input), updatedByName: actor.fullName ?? null });
      await tx.flush();
      return toHospitalDTO(hospital);
    }),
  );
}

/** An edit made from `version` (a stale one: 409 naming who changed it and when). */
export async function updateHospital(em: EntityManager, input: z.output<typeof hospitalUpdateInput>, actor: Actor): Promise<HospitalDTO> {
  return withUniqueName(input.data.name, () =>
    em.transactional(async (tx) => {
      const hospital = await lockHospital(tx, input.id, input.version);
      tx.assign(hospital, { ...valuesOf(input.data), updatedByName: actor.fullName ?? null });
      await tx.flush();
      return toHospitalDTO(hospital);
    }),
  );
}

/** Removes a hospital from the list; its bookings keep their destination's text. */
export async function deleteHospital(em: EntityManager, input: z.output<typeof hospitalDeleteInput>): Promise<{ id: string }> {
  return em.transactional(async (tx) => {
    const hospital = await lockHospital(tx, input.id, input.version);
    tx.remove(hospital);
    await tx.flush();
    return { id: hospital.id };
  });
}

/** The listed hospital a booking form names, or a 400 on the field when it is not (any more) listed. */
export async function destinationHospital(tx: EntityManager, id: string): Promise<Hospital> {
  const hospital = await tx.findOne(HospitalSchema, { id });
  if (!hospital) throw new InvalidInputError('This hospital is no longer listed: choose another or type the destination.', { field: 'destinationHospitalId' });
  return hospital;
}

/** One hospital as offered for a booking: suitable or not, and how far from the pickup point. */
export interface HospitalOption extends HospitalDTO {
  suitable: boolean;
  /** From the pickup point (null without one): straight line km, and "about N min". */
  fromPickup: { distanceKm: number; minutes: number } | null;
}

/**
 * The hospitals for a booking's destination: those taking what its service needs first, each
 * group nearest first from the pickup point (by name without one).
 */
export async function hospitalOptions(em: EntityManager, input: z.output<typeof hospitalOptionsInput>, estimates: EstimateConfig) {
  const booking = await em.findOne(BookingSchema, { id: input.bookingId });
  if (!booking) throw noLongerExists('booking');
  const pickup = pickupPointOf(booking);
  return { needs: HOSPITAL_SERVICE_FOR[booking.serviceType], pickupPoint: pickup, hospitals: rankHospitals(await listHospitals(em), booking.serviceType, pickup, estimates) };
}

export function rankHospitals(list: HospitalDTO[], service: Parameters<typeof hospitalSuits>[0], pickup: LatLng | null, estimates: EstimateConfig): HospitalOption[] {
  const options = list.map((h): HospitalOption => {
    const estimate = pickup ? estimateTravel(pickup, h.point, estimates) : null;
    return { ...h, suitable: hospitalSuits(service, h.services), fromPickup: estimate ? { distanceKm: estimate.distanceKm, minutes: estimate.minutes } : null };
  });
  return options.sort(
    (a, b) =>
      Number(b.suitable) - Number(a.suitable) ||
      (a.fromPickup && b.fromPickup ? a.fromPickup.distanceKm - b.fromPickup.distanceKm : 0) ||
      a.name.localeCompare(b.name),
  );
}
