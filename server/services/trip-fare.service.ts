import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { differenceInMinutes } from 'date-fns/differenceInMinutes';
import type { z } from 'zod';
import { fareLineFor, fareOf, ODOMETER_MAX_TRIP_KM, PATH_ACCURACY_LIMIT_M, type FareSource } from '../../shared/fares';
import { haversineKm, type EstimateConfig, type LatLng } from '../../shared/geo';
import { formatRupees } from '../../shared/money';
import type { fareAdjustInput, fareExtrasInput, tripFareInput } from '../../shared/schemas/fares';
import { BookingSchema, RateCardSchema, TripFareSchema, type Booking, type TripFare } from '../db/entities';
import { noLongerExists, type Actor } from './common';
import { InvalidInputError } from './errors';
import { fareVehicleKinds, publicRateCard, roadKmToHospital } from './fares.service';
import { recordHistory, staffActor } from './history.service';
import { recordChange } from '../live/record';
import { assertVersionNamed } from './versions';

/**
 * A completed trip's fare (issue 40.3). Computed the first time it is asked for after the trip
 * completed, never in the completion itself: a fare (a missing card, a bad path) must never stand
 * in the way of the crew's "Completed". From the rate card version in force when the patient was
 * on board, on the trip's vehicle kind:
 * - distance: the recorded path from "Patient on board" to the arrival (fixes within 100 m
 *   accuracy), else the road estimate from the pickup point to the listed hospital, else none;
 * - waiting: from "Arrived at pickup" to "Patient on board" (the hospital's handover time is not
 *   the family's to pay);
 * - night: by the time the patient was on board.
 * Kept with its version: a card added later never changes it.
 */

export function toTripFareDTO(f: TripFare) {
  return {
    bookingId: f.bookingId,
    rateCardId: f.rateCardId,
    vehicleKind: f.vehicleKind,
    distanceMetres: f.distanceMetres,
    distanceSource: f.distanceSource,
    waitingMinutes: f.waitingMinutes,
    items: f.items,
    addOns: f.addOns ?? [],
    concessionCode: f.concessionCode ?? null,
    computedPaise: f.computedPaise,
    totalPaise: f.totalPaise,
    adjustedByName: f.adjustedByName ?? null,
    version: f.version,
    computedAt: f.computedAt.toISOString(),
  };
}
export type TripFareDTO = ReturnType<typeof toTripFareDTO>;

/** Why a booking has no fare yet. */
export type NoFareReason = 'not_completed' | 'no_card' | 'no_line';

async function pathOf(em: EntityManager, booking: Booking, until: Date): Promise<number | null> {
  if (!booking.onBoardAt) return null;
  const fixes = await em
    .getConnection()
    .execute<{ latitude: number; longitude: number }[]>(
      `select latitude, longitude from trip_position
        where booking_id = ? and fixed_at between ? and ? and accuracy_m <= ?
        order by fixed_at, id`,
      [booking.id, booking.onBoardAt, until, PATH_ACCURACY_LIMIT_M],
      'all',
      em.getTransactionContext(),
    );
  if (fixes.length < 2) return null;
  let km = 0;
  for (let i = 1; i < fixes.length; i++) {
    const a: LatLng = { lat: Number(fixes[i - 1].latitude), lng: Number(fixes[i - 1].longitude) };
    const b: LatLng = { lat: Number(fixes[i].latitude), lng: Number(fixes[i].longitude) };
    km += haversineKm(a, b);
  }
  return Math.round(km * 1000);
}

/** The distance the odometer gives (both readings, the end past the start, at most ODOMETER_MAX_TRIP_KM), or null. */
function odometerMetres(booking: Booking): number | null {
  const start = booking.odometerStartTenths ?? null;
  const end = booking.odometerEndTenths ?? null;
  if (start === null || end === null || end <= start || end - start > ODOMETER_MAX_TRIP_KM * 10) return null;
  return (end - start) * 100;
}

async function compute(tx: EntityManager, booking: Booking, estimates: EstimateConfig): Promise<TripFare | NoFareReason> {
  const startsAt = fareStartOf(booking);
  const card = await publicRateCard(tx, startsAt);
  if (!card) return 'no_card';
  const vehicleKind = fareVehicleKinds(booking).find((kind) => fareLineFor(card.body, booking.serviceType, kind));
  if (!vehicleKind) return 'no_line';

  const arrival = booking.atHospitalAt ?? booking.atDestinationAt ?? booking.endedAt ?? new Date();
  // The odometer when the crew read it at both ends; else the phone's path; else the road estimate.
  const odometer = odometerMetres(booking);
  let distanceMetres = odometer ?? (await pathOf(tx, booking, arrival));
  let distanceSource: FareSource = odometer !== null ? 'odometer' : 'path';
  if (distanceMetres === null) {
    const roadKm = await roadKmToHospital(tx, booking, estimates);
    distanceSource = roadKm === null ? 'none' : 'estimate';
    distanceMetres = roadKm === null ? 0 : Math.round(roadKm * 1000);
  }
  const waitingMinutes = booking.atPickupAt && booking.onBoardAt ? Math.max(0, differenceInMinutes(booking.onBoardAt, booking.atPickupAt)) : 0;
  const fare = fareOf(card.body, { serviceType: booking.serviceType, vehicleKind, distanceMetres, waitingMinutes, startsAt, addOns: [], concessionCode: null })!;
  return tx.create(TripFareSchema, {
    bookingId: booking.id,
    rateCardId: card.id,
    vehicleKind,
    distanceMetres,
    distanceSource,
    waitingMinutes,
    items: fare.items,
    computedPaise: fare.totalPaise,
    totalPaise: fare.totalPaise,
  });
}

/** A booking's fare: computed (and kept) the first time once it is completed. */
export async function tripFare(em: EntityManager, input: z.output<typeof tripFareInput>, estimates: EstimateConfig) {
  const found = await keptOrComputed(em, input, estimates);
  // What its card offers, for the fare panel's add-ons and concession.
  return { ...found, options: found.fare ? await tripFareOptions(em, found.fare.rateCardId) : null };
}

async function keptOrComputed(em: EntityManager, input: z.output<typeof tripFareInput>, estimates: EstimateConfig): Promise<{ fare: TripFareDTO | null; reason: NoFareReason | null }> {
  return em.transactional(async (tx) => {
    const booking = await tx.findOne(BookingSchema, { id: input.bookingId }, { populate: ['ambulance'] });
    if (!booking) throw noLongerExists('booking');
    const kept = await tx.findOne(TripFareSchema, { bookingId: booking.id });
    if (kept) return { fare: toTripFareDTO(kept), reason: null };
    if (booking.status !== 'completed') return { fare: null, reason: 'not_completed' };
    // One computation per trip, whoever asks first (two screens at once).
    await tx.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', [`trip_fare:${booking.id}`], 'all', tx.getTransactionContext());
    const again = await tx.findOne(TripFareSchema, { bookingId: booking.id }, { refresh: true });
    if (again) return { fare: toTripFareDTO(again), reason: null };
    const computed = await compute(tx, booking, estimates);
    if (typeof computed === 'string') return { fare: null, reason: computed };
    await tx.flush();
    return { fare: toTripFareDTO(computed), reason: null };
  });
}

/** A trip's fare, locked for a change made from `version` (a stale one: 409, saying who changed it and when). */
async function lockedFareAt(tx: EntityManager, bookingId: string, version: number): Promise<TripFare> {
  const fare = await tx.findOne(TripFareSchema, { bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!fare) throw noLongerExists('fare');
  assertVersionNamed('fare', fare, version, fare.adjustedByName ?? null);
  return fare;
}

/** When the trip is priced at (the card's night window, and which card): the patient on board, else the trip's start, else its date. */
const fareStartOf = (booking: Booking) => booking.onBoardAt ?? booking.onTheWayAt ?? booking.bookingDate;

/**
 * Staff set what is charged, with a reason. The reason is free text (it may name the patient): the
 * booking's history keeps it, with its personal values, erased with them. Made from `version` (a
 * stale one: 409).
 */
export async function adjustTripFare(em: EntityManager, input: z.output<typeof fareAdjustInput>, actor: Actor): Promise<TripFareDTO> {
  return em.transactional(async (tx) => {
    const fare = await lockedFareAt(tx, input.bookingId, input.version);
    const before = fare.totalPaise;
    tx.assign(fare, { totalPaise: input.totalPaise, adjustedByName: actor.fullName ?? null });
    recordHistory(tx, {
      subject: 'booking',
      subjectId: input.bookingId,
      action: 'fare_adjusted',
      changes: [{ field: 'fare', before: formatRupees(before), after: formatRupees(input.totalPaise) }],
      reason: input.reason,
      actor: staffActor(actor),
    });
    // Other staff screens of this booking show the new fare (and its timeline entry) at once.
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: input.bookingId, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return toTripFareDTO(fare);
  });
}

/** What a trip's card offers to choose from (the fare panel's form): its add-ons and concessions, in English for staff. */
export async function tripFareOptions(em: EntityManager, rateCardId: string) {
  const card = await em.findOne(RateCardSchema, { id: rateCardId });
  return {
    addOns: (card?.body.addOns ?? []).map((a) => ({ code: a.code, label: a.label.en, per: a.per, pricePaise: a.pricePaise })),
    concessions: (card?.body.concessions ?? []).map((c) => ({ code: c.code, label: c.label.en, whoQualifies: c.whoQualifies.en })),
  };
}

/**
 * An operator chooses the trip's add-ons (oxygen, an attendant, floors of stretcher carry) and its
 * concession, from the card the trip was priced with: the fare is computed again with them, and
 * what is charged becomes it (a total set by hand before is replaced; the timeline keeps both).
 * Made from `version` (a stale one: 409).
 */
export async function setTripFareExtras(em: EntityManager, input: z.output<typeof fareExtrasInput>, actor: Actor): Promise<TripFareDTO> {
  return em.transactional(async (tx) => {
    const fare = await lockedFareAt(tx, input.bookingId, input.version);
    const booking = await tx.findOne(BookingSchema, { id: input.bookingId });
    const card = await tx.findOne(RateCardSchema, { id: fare.rateCardId });
    if (!booking || !card) throw noLongerExists('fare');
    for (const a of input.addOns) if (!card.body.addOns.some((c) => c.code === a.code)) throw new InvalidInputError(`The trip's rate card has no add-on "${a.code}".`, { field: 'addOns' });
    if (input.concessionCode !== null && !card.body.concessions.some((c) => c.code === input.concessionCode)) {
      throw new InvalidInputError(`The trip's rate card has no concession "${input.concessionCode}".`, { field: 'concessionCode' });
    }
    const startsAt = fareStartOf(booking);
    const computed = fareOf(card.body, {
      serviceType: booking.serviceType,
      vehicleKind: fare.vehicleKind,
      distanceMetres: fare.distanceMetres,
      waitingMinutes: fare.waitingMinutes,
      startsAt,
      addOns: input.addOns,
      concessionCode: input.concessionCode,
    });
    if (!computed) throw noLongerExists('fare line');
    const describe = (addOns: { code: string; quantity: number }[], concession: string | null) =>
      [...addOns.map((a) => (a.quantity > 1 ? `${a.code} × ${a.quantity}` : a.code)), ...(concession ? [`concession ${concession}`] : [])].join(', ') || null;
    const before = { extras: describe(fare.addOns ?? [], fare.concessionCode ?? null), total: fare.totalPaise };
    tx.assign(fare, {
      addOns: input.addOns,
      concessionCode: input.concessionCode,
      items: computed.items,
      computedPaise: computed.totalPaise,
      totalPaise: computed.totalPaise,
      adjustedByName: null,
    });
    recordHistory(tx, {
      subject: 'booking',
      subjectId: input.bookingId,
      action: 'fare_adjusted',
      changes: [
        { field: 'extras', before: before.extras, after: describe(input.addOns, input.concessionCode) },
        { field: 'fare', before: formatRupees(before.total), after: formatRupees(computed.totalPaise) },
      ],
      actor: staffActor(actor),
    });
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: input.bookingId, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return toTripFareDTO(fare);
  });
}
