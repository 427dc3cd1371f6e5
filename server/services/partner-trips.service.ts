import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { stringify } from 'csv-stringify/sync';
import { parse } from 'date-fns/parse';
import { startOfDay } from 'date-fns/startOfDay';
import type { z } from 'zod';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';
import { bookingReference } from '../../shared/dispatch';
import { estimateTravel, type EstimateConfig } from '../../shared/geo';
import { BOOKING_STATUS_LABELS, SERVICE_TYPE_LABELS, type BookingStatus } from '../../shared/schemas/booking';
import { cancellationShown } from '../../shared/cancel-codes';
import { TRIP_NEED_LABELS, type partnerCancelInput, type partnerTripRequestInput, type TripNeed } from '../../shared/schemas/partner';
import { TRIPS_LIST_MAX, type tripsListInput } from '../../shared/schemas/partner-api';
import { trackingPath } from '../../shared/tracking';
import { BookingSchema, ProfileSchema, type Booking, type Organisation } from '../db/entities';
import { newTrackingToken } from '../db/tracking-token';
import { recordChange } from '../live/record';
import { changeStatus, lockBooking } from './dispatch.service';
import { ConflictError, NotFoundError } from './errors';
import { diffFields, recordHistory } from './history.service';
import { findOrganisation, toOrganisationDTO } from './organisations.service';
import { assertOwnOrganisation, partnerCallerActor, personOf, type PartnerCaller } from './partner-access';
import { requestHash } from './site.service';
import { lookupTracking } from './tracking.service';
import { assertVersion } from './versions';
import { guardFormula } from './bookings-export.service';

/*
 * The partner console's trips (issue 37.2): a partner organisation's person asks for a trip now
 * or for a time, follows today's and tomorrow's, cancels one not started, reads a month's
 * history. Every read is of the caller's organisation only; every change checks it first
 * (partner-access.ts). A trip is a booking (source `partner`) that staff dispatch as any other.
 */

const inProvider = tz(PROVIDER_TIME_ZONE);

/** What the partner sees of one of its trips. */
export function toPartnerTripDTO(b: Booking) {
  const a = b.ambulance;
  return {
    id: b.id,
    reference: bookingReference(b.id),
    version: b.version,
    patientName: b.customerName,
    patientPhone: b.customerPhone,
    pickupLocation: b.pickupLocation,
    dropoffLocation: b.dropoffLocation ?? null,
    serviceType: b.serviceType,
    needs: [...(b.needs ?? [])] as TripNeed[],
    notes: b.notes ?? null,
    /** When the trip is due (the time asked for; for a trip asked for now, when it was asked). */
    bookingDate: b.bookingDate.toISOString(),
    /** True for a trip asked for a time (it enters the staff queue a lead time before). */
    scheduled: b.queueAt != null || b.queuedAt != null,
    status: b.status as BookingStatus,
    cancelCode: b.cancelCode ?? null,
    cancelReason: b.cancelReason ?? null,
    /** Not started yet (no vehicle on its way): the partner may still cancel it. */
    cancellable: (b.status === 'pending' || b.status === 'confirmed') && !b.onTheWayAt,
    vehicle: a ? { number: a.vehicleNumber, driverName: a.driverName ?? null, driverPhone: a.driverPhone ?? null } : null,
    seriesId: b.seriesId ?? null,
    seriesDate: b.seriesDate ?? null,
    seriesLeg: b.seriesLeg ?? null,
    trackingPath: trackingPath(b.trackingToken),
    createdAt: b.createdAt.toISOString(),
  };
}
export type PartnerTripDTO = ReturnType<typeof toPartnerTripDTO>;

/** The signed-in person and their organisation (with its address: the default pickup). */
export async function partnerMe(em: EntityManager, caller: PartnerCaller) {
  const [profile, organisation] = await Promise.all([em.findOneOrFail(ProfileSchema, { id: caller.id }), findOrganisation(em, caller.organisationId)]);
  const o = toOrganisationDTO(organisation);
  return {
    person: { id: profile.id, fullName: profile.fullName, email: profile.email },
    organisation: { id: o.id, name: o.name, kind: o.kind, kindLabel: o.kindLabel, address: o.address, lat: o.point.lat, lng: o.point.lng },
  };
}

/**
 * When a trip due at `due` enters the staff waiting queue: `lead` minutes before it, or at once
 * (null) when that moment has already come.
 */
export function queueTimeFor(due: Date, leadMinutes: number, now: Date): Date | null {
  const at = new Date(due.getTime() - leadMinutes * 60_000);
  return at <= now ? null : at;
}

export interface ScheduleSettings {
  leadMinutes: number;
  /** The clock (tests control it). */
  now?: Date;
}

/** The values a trip of an organisation is stored with (the request's, or a series'). */
export function partnerBookingValues(
  organisation: Organisation,
  trip: { patientName: string; patientPhone: string; pickupLocation: string | null; dropoffLocation: string; serviceType: Booking['serviceType']; needs: TripNeed[]; notes: string | null },
  requestedBy: string | null,
) {
  const ownAddress = !trip.pickupLocation;
  return {
    customerName: trip.patientName,
    customerPhone: trip.patientPhone,
    customerEmail: null,
    pickupLocation: trip.pickupLocation ?? organisation.address,
    dropoffLocation: trip.dropoffLocation,
    serviceType: trip.serviceType,
    notes: trip.notes,
    needs: trip.needs,
    status: 'pending' as const,
    source: 'partner' as const,
    organisation: organisation.id,
    requestedBy,
    // From the organisation's own address, its point on the map as staff keep it.
    ...(ownAddress ? { pickupLat: organisation.latitude, pickupLng: organisation.longitude, pickupAccuracyM: null, pickupPointSource: 'staff' as const } : {}),
  };
}

const TRIP_FIELDS = ['customerName', 'customerPhone', 'pickupLocation', 'dropoffLocation', 'serviceType', 'bookingDate', 'notes'] as const;

/** The history entry of a partner trip's creation, in the same unit of work. */
export function recordTripCreated(tx: EntityManager, booking: Booking, actor: Parameters<typeof recordHistory>[1]['actor']): void {
  const after = {
    customerName: booking.customerName,
    customerPhone: booking.customerPhone,
    pickupLocation: booking.pickupLocation,
    dropoffLocation: booking.dropoffLocation ?? null,
    serviceType: booking.serviceType,
    bookingDate: booking.bookingDate,
    notes: booking.notes ?? null,
  };
  recordHistory(tx, {
    subject: 'booking',
    subjectId: booking.id,
    action: 'created',
    changes: [...diffFields({} as typeof after, after, TRIP_FIELDS), { field: 'status', before: null, after: 'pending' }],
    actor,
  });
}

const otherDetails = (reference: string) =>
  new ConflictError(`A request with this key was already sent with other details (reference ${reference}). Start a new request to book another trip.`);

/**
 * A partner asks for a trip, now or for a time, with the public form's idempotency: the same
 * key with the same values gives the same booking; with other values, 409 and nothing stored.
 * A trip for a time enters the staff queue `leadMinutes` before it is due (queue-tick.service).
 */
export async function requestPartnerTrip(
  em: EntityManager,
  input: z.output<typeof partnerTripRequestInput>,
  caller: PartnerCaller,
  settings: ScheduleSettings,
): Promise<PartnerTripDTO> {
  const hash = requestHash(input);
  const stored = await findRequested(em, input.idempotencyKey, hash, caller);
  if (stored) return stored;
  const now = settings.now ?? new Date();
  const due = input.scheduledAt ? new Date(input.scheduledAt) : now;
  try {
    return await em.transactional(async (tx) => {
      const organisation = await findOrganisation(tx, caller.organisationId);
      const booking = tx.create(BookingSchema, {
        id: randomUUID(),
        ...partnerBookingValues(organisation, input, personOf(caller)),
        bookingDate: due,
        queueAt: input.scheduledAt ? queueTimeFor(due, settings.leadMinutes, now) : null,
        idempotencyKey: input.idempotencyKey,
        requestHash: hash,
        trackingToken: newTrackingToken(),
        createdAt: now,
        updatedAt: now,
      });
      recordTripCreated(tx, booking, partnerCallerActor(caller));
      recordChange(tx, { topic: 'booking', action: 'created', entityId: booking.id, origin: 'partner', actorId: caller.id });
      await tx.flush();
      return toPartnerTripDTO(booking);
    });
  } catch (error) {
    // Two attempts with one key at once: the other one stored it.
    if (error instanceof UniqueConstraintViolationException) {
      const raced = await findRequested(em.fork(), input.idempotencyKey, hash, caller);
      if (raced) return raced;
    }
    throw error;
  }
}

async function findRequested(em: EntityManager, key: string, hash: string, caller: PartnerCaller): Promise<PartnerTripDTO | null> {
  const booking = await em.findOne(BookingSchema, { idempotencyKey: key }, { populate: ['ambulance'] });
  if (!booking) return null;
  // A key used by someone else (another organisation, the public form) is not a retry of this request.
  if (booking.organisation?.id !== caller.organisationId || booking.requestHash !== hash) throw otherDetails(bookingReference(booking.id));
  return toPartnerTripDTO(booking);
}

/** The start of a Bengaluru calendar day, `days` after the one `now` is in. */
function providerDayStart(now: Date, days: number): Date {
  return new Date(addDays(startOfDay(now, { in: inProvider }), days, { in: inProvider }).getTime());
}

/**
 * Today's and tomorrow's trips (Bengaluru days), by time due, with status, vehicle and, while a
 * vehicle is on its way, the arrival estimate the family's tracking page shows.
 */
export async function partnerBoard(em: EntityManager, caller: PartnerCaller, estimates: EstimateConfig, now = new Date()) {
  const from = providerDayStart(now, 0);
  const to = providerDayStart(now, 2);
  const trips = await em.find(
    BookingSchema,
    { organisation: caller.organisationId, bookingDate: { $gte: from, $lt: to } },
    { orderBy: { bookingDate: 'asc', id: 'asc' }, populate: ['ambulance'] },
  );
  const items = await Promise.all(
    trips.map(async (b) => {
      const trip = toPartnerTripDTO(b);
      if (!b.ambulance || (b.status !== 'confirmed' && b.status !== 'in_progress')) return { ...trip, stage: null, position: null, arrivalMinutes: null };
      const tracking = await lookupTracking(em, b.trackingToken, null, now);
      if (tracking.kind !== 'found') return { ...trip, stage: null, position: null, arrivalMinutes: null };
      const position = tracking.view.position;
      const arrivalMinutes = position?.vehicle && position.pickup ? estimateTravel(position.vehicle, position.pickup, estimates).minutes : null;
      return { ...trip, stage: tracking.view.current, position, arrivalMinutes };
    }),
  );
  return { from: from.toISOString(), to: to.toISOString(), items };
}

/** The month's range in Bengaluru, from "yyyy-MM". */
export function monthRange(month: string): { from: Date; to: Date } {
  const from = parse(`${month}-01`, 'yyyy-MM-dd', new Date(), { in: inProvider });
  return { from: new Date(from.getTime()), to: new Date(addMonths(from, 1, { in: inProvider }).getTime()) };
}

/** One month's trips of the organisation (by time due), every status. */
export async function partnerHistory(em: EntityManager, caller: PartnerCaller, month: string) {
  const { from, to } = monthRange(month);
  const trips = await em.find(
    BookingSchema,
    { organisation: caller.organisationId, bookingDate: { $gte: from, $lt: to } },
    { orderBy: { bookingDate: 'asc', id: 'asc' }, populate: ['ambulance'] },
  );
  return { month, items: trips.map(toPartnerTripDTO) };
}

/**
 * A partner cancels one of its trips that has not started (no vehicle on its way), with a coded
 * reason, made from `version`. The vehicle, if one was assigned, is free again.
 */
export async function cancelPartnerTrip(em: EntityManager, input: z.output<typeof partnerCancelInput>, caller: PartnerCaller): Promise<PartnerTripDTO> {
  return em.transactional(async (tx) => {
    await assertOwnOrganisation(tx, 'booking', input.id, caller);
    const booking = await lockBooking(tx, input.id);
    await assertVersion(tx, 'booking', booking, input.version);
    if (booking.status === 'cancelled') return toPartnerTripDTO(booking);
    if (!toPartnerTripDTO(booking).cancellable) {
      throw new ConflictError('This trip has started (or ended): it can no longer be cancelled here. Call us to change it.');
    }
    await changeStatus(tx, booking, 'cancelled', { actor: partnerCallerActor(caller), reason: input.text, cancelCode: input.code });
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: booking.id, origin: 'partner', actorId: caller.id });
    await tx.flush();
    return toPartnerTripDTO(booking);
  });
}

/** The ids of the organisation's trips on the board now (a live stream starts knowing them). */
export async function boardTripIds(em: EntityManager, caller: PartnerCaller, now = new Date()): Promise<string[]> {
  const rows = await em.find(
    BookingSchema,
    { organisation: caller.organisationId, bookingDate: { $gte: providerDayStart(now, 0), $lt: providerDayStart(now, 2) } },
    { fields: ['id'] },
  );
  return rows.map((b) => b.id);
}

const CSV_COLUMNS: { header: string; cell: (t: PartnerTripDTO) => string | null }[] = [
  { header: 'Reference', cell: (t) => t.reference },
  { header: 'Due (IST)', cell: (t) => format(new Date(t.bookingDate), 'yyyy-MM-dd HH:mm', { in: inProvider }) },
  { header: 'Status', cell: (t) => BOOKING_STATUS_LABELS[t.status] },
  { header: 'Patient', cell: (t) => t.patientName },
  { header: 'Patient phone', cell: (t) => t.patientPhone },
  { header: 'Pickup', cell: (t) => t.pickupLocation },
  { header: 'Destination', cell: (t) => t.dropoffLocation },
  { header: 'Service type', cell: (t) => SERVICE_TYPE_LABELS[t.serviceType] },
  { header: 'Needs', cell: (t) => t.needs.map((n) => TRIP_NEED_LABELS[n]).join('; ') },
  { header: 'Vehicle', cell: (t) => t.vehicle?.number ?? null },
  { header: 'Cancellation', cell: (t) => cancellationShown(t.cancelCode, t.cancelReason) },
  { header: 'Series', cell: (t) => (t.seriesId ? `${t.seriesDate} ${t.seriesLeg === 'return' ? 'return' : 'trip'}` : null) },
  { header: 'Notes', cell: (t) => t.notes },
];

/**
 * One month's history as CSV (the history's rows, the same access rule): UTF-8 with a byte-order
 * mark and CRLF as the bookings export, formulas guarded. A month of one organisation is small,
 * so it is made at once (csv-stringify's sync API).
 */
export async function partnerHistoryCsv(em: EntityManager, caller: PartnerCaller, month: string): Promise<string> {
  const { items } = await partnerHistory(em, caller, month);
  return stringify(
    items.map((t) => CSV_COLUMNS.map((c) => guardFormula(c.cell(t) ?? ''))),
    { bom: true, header: true, record_delimiter: 'windows', columns: CSV_COLUMNS.map((c) => c.header) },
  );
}

/** One trip of the organisation; another organisation's or an unknown id is "not found" alike. */
export async function partnerTrip(em: EntityManager, id: string, caller: PartnerCaller): Promise<PartnerTripDTO> {
  const booking = await em.findOne(BookingSchema, { id, organisation: caller.organisationId }, { populate: ['ambulance'] });
  if (!booking) throw new NotFoundError('There is no such trip.');
  return toPartnerTripDTO(booking);
}

/** The organisation's trips due in [from, to) (either open), of a status or all, oldest first. */
export async function listPartnerTrips(em: EntityManager, caller: PartnerCaller, filter: z.output<typeof tripsListInput>): Promise<PartnerTripDTO[]> {
  const due = { ...(filter.from ? { $gte: new Date(filter.from) } : {}), ...(filter.to ? { $lt: new Date(filter.to) } : {}) };
  const trips = await em.find(
    BookingSchema,
    {
      organisation: caller.organisationId,
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.from || filter.to ? { bookingDate: due } : {}),
    },
    { orderBy: { bookingDate: 'asc', id: 'asc' }, populate: ['ambulance'], limit: TRIPS_LIST_MAX },
  );
  return trips.map(toPartnerTripDTO);
}
