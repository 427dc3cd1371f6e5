import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { getISODay } from 'date-fns/getISODay';
import { parse } from 'date-fns/parse';
import type { z } from 'zod';
import { fromProviderLocal, PROVIDER_TIME_ZONE } from '../../shared/dates';
import { SERIES_MAX_FUTURE_TRIPS, type SeriesLeg, type seriesCreateInput, type seriesDateInput, type seriesMoveInput, type seriesVersionInput, type TripNeed } from '../../shared/schemas/partner';
import { BookingSchema, PartnerSeriesSchema, type Organisation, type PartnerSeries } from '../db/entities';
import { newTrackingToken } from '../db/tracking-token';
import { recordChange } from '../live/record';
import { noLongerExists, type Actor } from './common';
import { changeStatus } from './dispatch.service';
import { ConflictError } from './errors';
import { recordHistory, staffActor, type HistoryActor } from './history.service';
import { findOrganisation } from './organisations.service';
import { assertOwnOrganisation, partnerCallerActor, personOf, type PartnerCaller } from './partner-access';
import { partnerBookingValues, queueTimeFor, recordTripCreated, toPartnerTripDTO } from './partner-trips.service';
import { requestHash } from './site.service';
import { assertVersionNamed } from './versions';

/*
 * Weekly series of a partner's trips (issue 37.2): "Monday, Wednesday and Friday at 07:00, back
 * at 11:30, for 12 weeks". Each date's trip (and its return) is a booking with the series' key
 * (series, date, leg), unique in the database, so generating twice makes no second trip; at
 * most SERIES_MAX_FUTURE_TRIPS future trips exist at once. Skipping or moving one date touches
 * that date's trips only; pausing or ending removes the future trips not yet dispatched
 * (resuming makes them again from now; a skipped date stays skipped). A partner acts on its own
 * organisation's series (checked first); staff act on any, for a partner that phones in.
 */

const inProvider = tz(PROVIDER_TIME_ZONE);

/** Who changes a series: a partner's person (only their organisation's) or staff. */
export interface SeriesActor {
  /** The person's id, or an API key's (issue 38). */
  id: string;
  /** The person (a series' `created_by`, its trips' `requested_by`); null for an API key. */
  personId: string | null;
  fullName: string;
  history: HistoryActor;
  origin: 'partner' | 'staff';
  /** A partner's organisation: every series they name must be its. Null for staff. */
  organisationId: string | null;
  /** Set for an API key: another organisation's series is then "not found" (404), not 403. */
  apiKey?: { name: string };
}

export interface SeriesSettings {
  leadMinutes: number;
  now?: Date;
}

function toSeriesDTO(s: PartnerSeries, trips: ReturnType<typeof toPartnerTripDTO>[]) {
  return {
    id: s.id,
    organisationId: s.organisationId,
    state: s.state,
    weekdays: [...s.weekdays],
    time: s.time,
    returnTime: s.returnTime ?? null,
    startDate: s.startDate,
    endDate: s.endDate,
    patientName: s.patientName,
    patientPhone: s.patientPhone,
    pickupLocation: s.pickupLocation,
    dropoffLocation: s.dropoffLocation,
    serviceType: s.serviceType,
    needs: [...s.needs] as TripNeed[],
    notes: s.notes ?? null,
    version: s.version,
    /** Its trips from today on (Bengaluru), by time due, skipped (cancelled) ones included. */
    comingTrips: trips,
  };
}
export type SeriesDTO = ReturnType<typeof toSeriesDTO>;

const dayOf = (date: Date) => format(date, 'yyyy-MM-dd', { in: inProvider });
const dateAt = (date: string) => parse(date, 'yyyy-MM-dd', new Date(), { in: inProvider });

/** The series of an organisation, newest first, with their coming trips. */
export async function listSeries(em: EntityManager, organisationId: string, now = new Date()): Promise<SeriesDTO[]> {
  const list = await em.find(PartnerSeriesSchema, { organisationId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  if (list.length === 0) return [];
  const trips = await em.find(
    BookingSchema,
    { seriesId: { $in: list.map((s) => s.id) }, seriesDate: { $gte: dayOf(now) } },
    { orderBy: { bookingDate: 'asc', id: 'asc' }, populate: ['ambulance'] },
  );
  return list.map((s) => toSeriesDTO(s, trips.filter((t) => t.seriesId === s.id).map(toPartnerTripDTO)));
}

/** The last date of a pattern: its until date, or the day before `weeks` weeks after the start. */
function endDateOf(pattern: z.output<typeof seriesCreateInput>['pattern']): string {
  return pattern.untilDate ?? dayOf(addDays(dateAt(pattern.startDate), pattern.weeks! * 7 - 1, { in: inProvider }));
}

/**
 * A partner (its organisation) or staff (for `organisationId`) create a series, with the public
 * form's idempotency (the same key and values: the same series; other values: 409), and its trips.
 */
export async function createSeries(
  em: EntityManager,
  input: z.output<typeof seriesCreateInput>,
  organisationId: string,
  actor: SeriesActor,
  settings: SeriesSettings,
): Promise<SeriesDTO> {
  const hash = requestHash({ ...input, organisationId });
  const now = settings.now ?? new Date();
  const existing = await em.findOne(PartnerSeriesSchema, { idempotencyKey: input.idempotencyKey });
  if (existing) return answerRetry(em, existing, hash, now);
  try {
    const id = await em.transactional(async (tx) => {
      const organisation = await findOrganisation(tx, organisationId);
      const series = tx.create(PartnerSeriesSchema, {
        id: randomUUID(),
        organisationId: organisation.id,
        state: 'active',
        weekdays: input.pattern.weekdays,
        time: input.pattern.time,
        returnTime: input.pattern.returnTime,
        startDate: input.pattern.startDate,
        endDate: endDateOf(input.pattern),
        patientName: input.trip.patientName,
        patientPhone: input.trip.patientPhone,
        pickupLocation: input.trip.pickupLocation ?? organisation.address,
        dropoffLocation: input.trip.dropoffLocation,
        serviceType: input.trip.serviceType,
        needs: input.trip.needs,
        notes: input.trip.notes,
        idempotencyKey: input.idempotencyKey,
        requestHash: hash,
        createdBy: actor.personId,
        updatedByName: actor.fullName,
      });
      recordHistory(tx, {
        subject: 'series',
        subjectId: series.id,
        action: 'created',
        changes: [
          { field: 'weekdays', before: null, after: series.weekdays.join(',') },
          { field: 'time', before: null, after: series.time },
          { field: 'returnTime', before: null, after: series.returnTime ?? null },
          { field: 'startDate', before: null, after: series.startDate },
          { field: 'endDate', before: null, after: series.endDate },
        ],
        actor: actor.history,
      });
      await tx.flush();
      await generateSeriesTrips(tx, series, organisation, actor, settings.leadMinutes, now);
      return series.id;
    });
    return oneSeries(em.fork(), id, now);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      const raced = await em.fork().findOne(PartnerSeriesSchema, { idempotencyKey: input.idempotencyKey });
      if (raced) return answerRetry(em.fork(), raced, hash, now);
    }
    throw error;
  }
}

async function answerRetry(em: EntityManager, series: PartnerSeries, hash: string, now: Date): Promise<SeriesDTO> {
  if (series.requestHash !== hash) throw new ConflictError('A series with this key was already sent with other details. Start a new series to book another.');
  return oneSeries(em, series.id, now);
}

async function oneSeries(em: EntityManager, id: string, now: Date): Promise<SeriesDTO> {
  const series = await em.findOne(PartnerSeriesSchema, { id });
  if (!series) throw noLongerExists('series');
  return (await listSeries(em, series.organisationId, now)).find((s) => s.id === id)!;
}

/**
 * The dates and legs of a series from `now` on (and from `fromDate`, when given), in order, each
 * with the time it is due.
 */
function* occurrences(series: PartnerSeries, now: Date, fromDate = ''): Generator<{ date: string; leg: SeriesLeg; due: Date }> {
  const first = [series.startDate, dayOf(now), fromDate].reduce((a, b) => (a > b ? a : b));
  for (let day = dateAt(first); dayOf(day) <= series.endDate; day = addDays(day, 1, { in: inProvider })) {
    const date = dayOf(day);
    if (!series.weekdays.includes(getISODay(day, { in: inProvider }))) continue;
    const legs: [SeriesLeg, string | null | undefined][] = [
      ['out', series.time],
      ['return', series.returnTime],
    ];
    for (const [leg, time] of legs) {
      const due = time ? fromProviderLocal(`${date}T${time}`) : null;
      if (due && due > now) yield { date, leg, due };
    }
  }
}

/** A trip's place in its series, ordered as the series runs ('out' before 'return' on a date). */
const keyOf = (date: string, leg: string) => `${date}/${leg}`;

/**
 * Makes the series' missing future trips, at most SERIES_MAX_FUTURE_TRIPS counted with those
 * already there. Idempotent: a trip whose (series, date, leg) exists (even cancelled: a skipped
 * date) is not made again; two runs at once insert each once (ON CONFLICT DO NOTHING on the
 * unique key). With `onlyAfterLast`, only dates after the series' last trip are made (a top-up
 * continues the series and never brings back a trip staff deleted). Gives the ids made.
 */
export async function generateSeriesTrips(
  tx: EntityManager,
  series: PartnerSeries,
  organisation: Organisation,
  actor: { id: string | null; personId: string | null; history: HistoryActor; origin: 'partner' | 'staff' | 'system' },
  leadMinutes: number,
  now: Date,
  options: { onlyAfterLast?: boolean } = {},
): Promise<string[]> {
  if (series.state !== 'active') return [];
  const [{ count }] = await tx.execute<{ count: string }[]>('select count(*) as count from booking where series_id = ? and booking_date > ?', [series.id, now]);
  const room = SERIES_MAX_FUTURE_TRIPS - Number(count);
  if (room <= 0) return [];
  const existing = new Set(
    (await tx.execute<{ series_date: string; series_leg: string }[]>("select to_char(series_date, 'YYYY-MM-DD') as series_date, series_leg from booking where series_id = ?", [series.id])).map(
      (r) => keyOf(r.series_date, r.series_leg),
    ),
  );
  const last = options.onlyAfterLast ? [...existing].sort().at(-1) : undefined;
  const wanted: { date: string; leg: SeriesLeg; due: Date }[] = [];
  for (const o of occurrences(series, now, last?.slice(0, 10))) {
    if (existing.has(keyOf(o.date, o.leg)) || (last && keyOf(o.date, o.leg) <= last)) continue;
    wanted.push(o);
    if (wanted.length >= room) break;
  }
  if (wanted.length === 0) return [];
  const trip = {
    patientName: series.patientName,
    patientPhone: series.patientPhone,
    pickupLocation: series.pickupLocation === organisation.address ? null : series.pickupLocation,
    dropoffLocation: series.dropoffLocation,
    serviceType: series.serviceType,
    needs: [...series.needs] as TripNeed[],
    notes: series.notes ?? null,
  };
  const made: string[] = [];
  for (const o of wanted) {
    const id = randomUUID();
    const values = partnerBookingValues(organisation, o.leg === 'return' ? { ...trip, pickupLocation: trip.dropoffLocation, dropoffLocation: series.pickupLocation } : trip, actor.personId);
    // A return leg goes from the destination back to the pickup: no point on the map for it.
    const point = o.leg === 'return' ? { pickupLat: null, pickupLng: null, pickupAccuracyM: null, pickupPointSource: null } : {};
    const query = tx
      .createQueryBuilder(BookingSchema)
      .insert({
        id,
        ...values,
        ...point,
        bookingDate: o.due,
        queueAt: queueTimeFor(o.due, leadMinutes, now),
        seriesId: series.id,
        seriesDate: o.date,
        seriesLeg: o.leg,
        trackingToken: newTrackingToken(),
        createdAt: now,
        updatedAt: now,
      })
      .onConflict(['seriesId', 'seriesDate', 'seriesLeg'])
      .ignore();
    const result = await query.execute<{ affectedRows: number }>('run');
    if (result.affectedRows === 0) continue;
    made.push(id);
    const booking = await tx.findOneOrFail(BookingSchema, { id });
    recordTripCreated(tx, booking, actor.history);
    recordChange(tx, { topic: 'booking', action: 'created', entityId: id, origin: actor.origin, actorId: actor.id });
  }
  await tx.flush();
  return made;
}

/**
 * Tops every active series up to SERIES_MAX_FUTURE_TRIPS future trips as time passes (run by the
 * scheduled tick, plugins/scheduled-queue.ts): a series longer than the bound (3 days a week with
 * returns for a year) keeps its next 200 trips made. One read finds the series that have room
 * and a date after their last trip; each of those is then locked (FOR UPDATE: a second process
 * waits, then finds the trips made) and continued after its last trip, in a transaction of its
 * own. Idempotent as `generateSeriesTrips` is. Gives the ids made.
 */
export async function topUpSeries(em: EntityManager, settings: SeriesSettings): Promise<string[]> {
  const now = settings.now ?? new Date();
  const rows = await em.execute<{ id: string; future: string; last_key: string | null }[]>(
    `select s.id,
       (select count(*) from booking b where b.series_id = s.id and b.booking_date > ?) as future,
       (select to_char(b.series_date, 'YYYY-MM-DD') || '/' || b.series_leg from booking b
         where b.series_id = s.id order by b.series_date desc, b.series_leg desc limit 1) as last_key
     from partner_series s where s.state = 'active' and s.end_date >= ?`,
    [now, dayOf(now)],
  );
  const withRoom = rows.filter((row) => Number(row.future) < SERIES_MAX_FUTURE_TRIPS);
  if (withRoom.length === 0) return [];
  const lastKeys = new Map(withRoom.map((row) => [row.id, row.last_key]));
  const made: string[] = [];
  for (const series of await em.fork().find(PartnerSeriesSchema, { id: { $in: [...lastKeys.keys()] } })) {
    const lastKey = lastKeys.get(series.id) ?? null;
    // Walked from the last trip's date only: a series already made to its end costs a few days' steps.
    let next = false;
    for (const o of occurrences(series, now, lastKey?.slice(0, 10))) {
      if (!lastKey || keyOf(o.date, o.leg) > lastKey) {
        next = true;
        break;
      }
    }
    if (!next) continue;
    made.push(
      ...(await em.fork().transactional(async (tx) => {
        const locked = await tx.findOne(PartnerSeriesSchema, { id: series.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!locked || locked.state !== 'active') return [];
        const organisation = await findOrganisation(tx, locked.organisationId);
        // Made by the series itself: its creator is who asked for the trips.
        return generateSeriesTrips(tx, locked, organisation, { id: locked.createdBy ?? null, personId: locked.createdBy ?? null, history: { origin: 'system' }, origin: 'system' }, settings.leadMinutes, now, { onlyAfterLast: true });
      })),
    );
  }
  return made;
}

/** Locks a series the actor may change, made from `version` (a stale one: 409 naming who changed it). */
async function lockSeries(tx: EntityManager, input: { id: string; version: number }, actor: SeriesActor): Promise<PartnerSeries> {
  if (actor.organisationId) await assertOwnOrganisation(tx, 'partner_series', input.id, { organisationId: actor.organisationId, apiKey: actor.apiKey });
  const series = await tx.findOne(PartnerSeriesSchema, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!series) throw noLongerExists('series');
  assertVersionNamed('series', series, input.version, series.updatedByName ?? null);
  return series;
}

/** A date's trips not cancelled; one already on its way (or done) refuses the change. */
async function tripsOfDate(tx: EntityManager, seriesId: string, date: string) {
  const trips = await tx.find(BookingSchema, { seriesId, seriesDate: date, status: { $ne: 'cancelled' } }, { populate: ['ambulance'], lockMode: LockMode.PESSIMISTIC_WRITE });
  if (trips.some((t) => !toPartnerTripDTO(t).cancellable)) throw new ConflictError('A trip of this date has started (or ended): it cannot be changed here. Call us to change it.');
  return trips;
}

async function touch(tx: EntityManager, series: PartnerSeries, actor: SeriesActor, action: 'date_skipped' | 'date_moved' | 'paused' | 'resumed' | 'ended', changes: { field: string; before: string | null; after: string | null }[]) {
  recordHistory(tx, { subject: 'series', subjectId: series.id, action, changes, actor: actor.history });
  // A change of the series itself moves its version (the next write is made from the new one).
  series.updatedByName = actor.fullName;
  series.updatedAt = new Date();
  await tx.flush();
}

/** Skips one date: its trip (and return) is cancelled; no other date changes. */
export async function skipSeriesDate(em: EntityManager, input: z.output<typeof seriesDateInput>, actor: SeriesActor, now = new Date()): Promise<SeriesDTO> {
  await em.transactional(async (tx) => {
    const series = await lockSeries(tx, input, actor);
    const trips = await tripsOfDate(tx, series.id, input.date);
    if (trips.length === 0) throw new ConflictError(`The series has no trip on ${input.date} to skip.`);
    for (const trip of trips) {
      await changeStatus(tx, trip, 'cancelled', { actor: actor.history, cancelCode: 'customer_cancelled', reason: 'Skipped (series date)' });
      recordChange(tx, { topic: 'booking', action: 'updated', entityId: trip.id, origin: actor.origin, actorId: actor.id });
    }
    await touch(tx, series, actor, 'date_skipped', [{ field: 'date', before: input.date, after: null }]);
  });
  return oneSeries(em.fork(), input.id, now);
}

/** Moves one date's trip to another time; its return moves by the same amount. */
export async function moveSeriesDate(em: EntityManager, input: z.output<typeof seriesMoveInput>, actor: SeriesActor, settings: SeriesSettings): Promise<SeriesDTO> {
  const now = settings.now ?? new Date();
  await em.transactional(async (tx) => {
    const series = await lockSeries(tx, input, actor);
    const trips = await tripsOfDate(tx, series.id, input.date);
    const out = trips.find((t) => t.seriesLeg === 'out');
    if (!out) throw new ConflictError(`The series has no trip on ${input.date} to move.`);
    const shift = new Date(input.to).getTime() - out.bookingDate.getTime();
    for (const trip of trips) {
      const before = trip.bookingDate;
      const due = new Date(before.getTime() + shift);
      recordHistory(tx, { subject: 'booking', subjectId: trip.id, action: 'updated', changes: [{ field: 'bookingDate', before: before.toISOString(), after: due.toISOString() }], actor: actor.history });
      trip.bookingDate = due;
      trip.queueAt = queueTimeFor(due, settings.leadMinutes, now);
      // Not in the queue yet when its new time to enter it is still ahead.
      if (trip.queueAt) trip.queuedAt = null;
      recordChange(tx, { topic: 'booking', action: 'updated', entityId: trip.id, origin: actor.origin, actorId: actor.id });
    }
    await touch(tx, series, actor, 'date_moved', [{ field: 'date', before: input.date, after: dayOf(new Date(input.to)) }]);
  });
  return oneSeries(em.fork(), input.id, now);
}

/** Removes the series' future trips not yet dispatched (pause, end); their history stays. */
async function removeFutureTrips(tx: EntityManager, series: PartnerSeries, actor: SeriesActor, now: Date) {
  const trips = await tx.find(BookingSchema, { seriesId: series.id, bookingDate: { $gt: now }, status: 'pending', ambulance: null, onTheWayAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  for (const trip of trips) {
    recordHistory(tx, { subject: 'booking', subjectId: trip.id, action: 'deleted', reason: `Series ${series.state}`, actor: actor.history });
    tx.remove(trip);
    recordChange(tx, { topic: 'booking', action: 'deleted', entityId: trip.id, origin: actor.origin, actorId: actor.id });
  }
}

export async function setSeriesState(
  em: EntityManager,
  input: z.output<typeof seriesVersionInput>,
  next: 'paused' | 'active' | 'ended',
  actor: SeriesActor,
  settings: SeriesSettings,
): Promise<SeriesDTO> {
  const now = settings.now ?? new Date();
  await em.transactional(async (tx) => {
    const series = await lockSeries(tx, input, actor);
    const before = series.state;
    if (before === 'ended') throw new ConflictError('This series has ended: start a new one.');
    if (before === next) return;
    series.state = next;
    if (next === 'active') {
      await touch(tx, series, actor, 'resumed', [{ field: 'state', before, after: next }]);
      await generateSeriesTrips(tx, series, await findOrganisation(tx, series.organisationId), actor, settings.leadMinutes, now);
    } else {
      await removeFutureTrips(tx, series, actor, now);
      await touch(tx, series, actor, next === 'paused' ? 'paused' : 'ended', [{ field: 'state', before, after: next }]);
    }
  });
  return oneSeries(em.fork(), input.id, now);
}

/** A partner's person acting on their organisation's series. */
export function partnerSeriesActor(caller: PartnerCaller): SeriesActor {
  return {
    id: caller.id,
    personId: personOf(caller),
    fullName: caller.fullName,
    history: partnerCallerActor(caller),
    origin: 'partner',
    organisationId: caller.organisationId,
    apiKey: caller.apiKey,
  };
}

/** Staff acting for a partner that phones in (any organisation's series). */
export function staffSeriesActor(actor: Actor): SeriesActor {
  return { id: actor.id, personId: actor.id, fullName: actor.fullName ?? 'Staff member', history: staffActor(actor), origin: 'staff', organisationId: null };
}
