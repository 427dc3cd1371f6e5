import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { format } from 'date-fns/format';
import { tz } from '@date-fns/tz';
import type { z } from 'zod';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';
import { SUITABLE_VEHICLES } from '../../shared/dispatch';
import { fareEstimate, type FareEstimate, type PublicRateCard, type RateCardBody } from '../../shared/fares';
import { estimateTravel, type EstimateConfig } from '../../shared/geo';
import type { AmbulanceType } from '../../shared/schemas/ambulance';
import type { rateCardCreateInput, rateCardDeleteInput } from '../../shared/schemas/fares';
import type { PublicFareEstimateInput } from '../../shared/schemas/site';
import type { ServiceType } from '../../shared/booking-values';
import { BookingSchema, HospitalSchema, RateCardSchema, type Booking, type RateCard } from '../db/entities';
import { pickupPointOf } from './booking-dto';
import { noLongerExists, type Actor } from './common';
import { ConflictError } from './errors';

/**
 * The rate card (issue 40.1): versions, each applying from its date until the next one's. A
 * version is never edited (a trip priced with it keeps it); a version not yet in force may be
 * withdrawn.
 */

export interface RateCardVersion {
  id: string;
  effectiveFrom: string;
  /** Until the next version applies (null: no later version). */
  effectiveUntil: string | null;
  state: 'past' | 'current' | 'upcoming';
  body: RateCardBody;
  createdByName: string | null;
  createdAt: string;
}

const providerTime = (at: Date) => format(at, "d MMM yyyy, HH:mm", { in: tz(PROVIDER_TIME_ZONE) });

function versionsOf(rows: RateCard[], now: Date): RateCardVersion[] {
  const ascending = [...rows].sort((a, b) => a.effectiveFrom.getTime() - b.effectiveFrom.getTime());
  const currentIndex = ascending.findLastIndex((r) => r.effectiveFrom.getTime() <= now.getTime());
  return ascending
    .map((r, i): RateCardVersion => ({
      id: r.id,
      effectiveFrom: r.effectiveFrom.toISOString(),
      effectiveUntil: ascending[i + 1]?.effectiveFrom.toISOString() ?? null,
      state: i < currentIndex ? 'past' : i === currentIndex ? 'current' : 'upcoming',
      body: r.body,
      createdByName: r.createdByName ?? null,
      createdAt: r.createdAt.toISOString(),
    }))
    .reverse();
}

/** Every version, the latest to apply first, each with the span it applies to. */
export async function listRateCards(em: EntityManager, now = new Date()): Promise<RateCardVersion[]> {
  return versionsOf(await em.find(RateCardSchema, {}), now);
}

/** The row of the version in force at `at` (null before the first one). */
const rowInForce = (em: EntityManager, at: Date) => em.findOne(RateCardSchema, { effectiveFrom: { $lte: at } }, { orderBy: { effectiveFrom: 'desc' } });

/** The version in force at `at` (null before the first one). */
export async function rateCardAt(em: EntityManager, at = new Date()): Promise<RateCardVersion | null> {
  const row = await rowInForce(em, at);
  if (!row) return null;
  const next = await em.findOne(RateCardSchema, { effectiveFrom: { $gt: row.effectiveFrom } }, { orderBy: { effectiveFrom: 'asc' } });
  return { ...versionsOf([row], at)[0], effectiveUntil: next?.effectiveFrom.toISOString() ?? null };
}

/** The version in force as the public pages print it (id, date, card). */
export async function publicRateCard(em: EntityManager, at = new Date()): Promise<PublicRateCard | null> {
  const row = await rowInForce(em, at);
  return row ? { id: row.id, effectiveFrom: row.effectiveFrom.toISOString(), body: row.body } : null;
}

/**
 * A new version from `effectiveFrom`. Versions only move forward: it must apply after the latest
 * version's start (a card for the past would change what earlier estimates said), and two
 * versions never start at the same moment.
 */
export async function createRateCard(em: EntityManager, input: z.output<typeof rateCardCreateInput>, actor: Actor): Promise<RateCardVersion> {
  const effectiveFrom = new Date(input.effectiveFrom);
  try {
    return await em.transactional(async (tx) => {
      // One writer at a time: the check below and the insert see the same latest version.
      await tx.getConnection().execute(`select pg_advisory_xact_lock(hashtext('rate_card'))`, [], 'all', tx.getTransactionContext());
      const [latest] = await tx.find(RateCardSchema, {}, { orderBy: { effectiveFrom: 'desc' }, limit: 1 });
      if (latest && effectiveFrom.getTime() <= latest.effectiveFrom.getTime()) {
        throw new ConflictError(`A new version must apply after the latest one, which applies from ${providerTime(latest.effectiveFrom)}.`, { field: 'effectiveFrom' });
      }
      const row = tx.create(RateCardSchema, { effectiveFrom, body: input.body, createdByName: actor.fullName ?? null });
      await tx.flush();
      // The latest version now: in force if its moment has come, and until no other.
      return { ...versionsOf([row], new Date())[0], effectiveUntil: null };
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError('Another version applies from this moment: choose another.', { field: 'effectiveFrom' });
    throw error;
  }
}

/** Withdraws a version that has not come into force (one in force, or past, stays: trips were priced with it). */
export async function deleteRateCard(em: EntityManager, input: z.output<typeof rateCardDeleteInput>): Promise<{ id: string }> {
  return em.transactional(async (tx) => {
    const row = await tx.findOne(RateCardSchema, { id: input.id });
    if (!row) throw noLongerExists('rate card version');
    if (row.effectiveFrom.getTime() <= Date.now()) throw new ConflictError('This version is in force or was: it stays, and a new version replaces it.');
    tx.remove(row);
    await tx.flush();
    return { id: row.id };
  });
}

/** The kinds of vehicle a booking's fare is for: its vehicle's, or before one is assigned, those its service suits, best first. */
export function fareVehicleKinds(booking: Booking): readonly AmbulanceType[] {
  return booking.ambulance ? [booking.ambulance.ambulanceType] : SUITABLE_VEHICLES[booking.serviceType];
}

/** The road estimate (shared/geo.ts, as every estimate) from a booking's pickup point to its listed hospital; null without both. */
export async function roadKmToHospital(em: EntityManager, booking: Booking, estimates: EstimateConfig): Promise<number | null> {
  const pickup = pickupPointOf(booking);
  const hospital = pickup && booking.destinationHospitalId ? await em.findOne(HospitalSchema, { id: booking.destinationHospitalId }) : null;
  if (!pickup || !hospital) return null;
  return estimateTravel(pickup, { lat: Number(hospital.latitude), lng: Number(hospital.longitude) }, estimates).roadKm;
}

/** Why a booking has no fare estimate: no card in force at its time, no pickup or destination point, or a service quoted per trip. */
export type NoEstimateReason = 'no_card' | 'no_points' | 'quoted';

/**
 * A booking's fare estimate (issue 40.2): the card in force at its date, the road distance from
 * its pickup point to its listed destination hospital (shared/geo.ts, as every estimate), on its
 * vehicle's kind, or before one is assigned, on the kinds that suit its service, best first.
 */
export async function bookingFareEstimate(em: EntityManager, input: { bookingId: string }, estimates: EstimateConfig): Promise<{ estimate: (FareEstimate & { roadKm: number; rateCardId: string }) | null; reason: NoEstimateReason | null }> {
  const booking = await em.findOne(BookingSchema, { id: input.bookingId }, { populate: ['ambulance'] });
  if (!booking) throw noLongerExists('booking');
  const card = await publicRateCard(em, booking.bookingDate);
  if (!card) return { estimate: null, reason: 'no_card' };
  const roadKm = await roadKmToHospital(em, booking, estimates);
  if (roadKm === null) return { estimate: null, reason: 'no_points' };
  const estimate = fareEstimate(card.body, { serviceType: booking.serviceType, vehicleKinds: fareVehicleKinds(booking), roadKm, startsAt: booking.bookingDate });
  return estimate ? { estimate: { ...estimate, roadKm, rateCardId: card.id }, reason: null } : { estimate: null, reason: 'quoted' };
}

/** A name compared loosely: lower case, letters and digits only. */
const looseName = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * The public form's estimate (issue 40.2): the card in force now, the road distance (shared/geo.ts,
 * as every estimate) from the phone's position to the listed hospital the destination names (its
 * name in the text, or the text in its name), on the kinds of vehicle that suit the service. Null
 * when the destination names no listed hospital, no card is in force, or the service is quoted.
 */
export async function publicFareEstimate(em: EntityManager, input: PublicFareEstimateInput, estimates: EstimateConfig): Promise<{ lowPaise: number; highPaise: number; hospital: string } | null> {
  const wanted = looseName(input.destination);
  if (wanted.length < 3) return null;
  const hospitals = await em.find(HospitalSchema, {}, { fields: ['id', 'name', 'latitude', 'longitude'] });
  const hospital = hospitals.find((h) => {
    const name = looseName(h.name);
    return name.length >= 3 && (wanted.includes(name) || name.includes(wanted));
  });
  if (!hospital) return null;
  const now = new Date();
  const card = await publicRateCard(em, now);
  if (!card) return null;
  const serviceType = input.serviceType as ServiceType;
  const roadKm = estimateTravel({ lat: input.pickupLat, lng: input.pickupLng }, { lat: Number(hospital.latitude), lng: Number(hospital.longitude) }, estimates).roadKm;
  const estimate = fareEstimate(card.body, { serviceType, vehicleKinds: SUITABLE_VEHICLES[serviceType], roadKm, startsAt: now });
  return estimate ? { lowPaise: estimate.lowPaise, highPaise: estimate.highPaise, hospital: hospital.name } : null;
}
