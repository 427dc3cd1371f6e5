import { trackingPath } from '../../shared/tracking';
import { bookingReference } from '../../shared/dispatch';
import { maskPhone } from '../../shared/privacy';
import { can, type Role } from '../../shared/roles';
import type { CancelCode } from '../../shared/cancel-codes';
import type { PickupPointSource } from '../../shared/geo';
import type { Locale } from '../../shared/i18n/locale';
import type { BookingSource, BookingStatus } from '../../shared/schemas/booking';
import type { TripNeed } from '../../shared/schemas/partner';
import type { Booking } from '../db/entities';

/*
 * How a booking is read: the API's shape of it (toBookingDTO), what each role may read of it
 * (maskedForReader), and the list's row (`booking b left join ambulance a`) it is made from.
 * Pure functions, no database access and no business rule: the bookings service, the list and
 * the live hub (which sends each changed booking's list row with its event) all read through them.
 */

/** A booking as the API returns it (dates as ISO strings: no transformer needed on the wire). */
export function toBookingDTO(b: Booking) {
  const a = b.ambulance;
  return {
    id: b.id,
    /** The short reference the website's confirmation shows. */
    reference: bookingReference(b.id),
    customerName: b.customerName,
    customerPhone: b.customerPhone,
    customerEmail: b.customerEmail ?? null,
    pickupLocation: b.pickupLocation,
    dropoffLocation: b.dropoffLocation ?? null,
    /** The listed hospital the trip goes to (issue 39), or null (free text only). */
    destinationHospitalId: b.destinationHospitalId ?? null,
    serviceType: b.serviceType,
    bookingDate: b.bookingDate.toISOString(),
    // Plain unions on the wire (the entity's defaulted fields carry MikroORM's Opt brand).
    status: b.status as BookingStatus,
    notes: b.notes ?? null,
    source: b.source as BookingSource,
    preferredContact: b.preferredContact ?? null,
    /** The language the customer booked in (issue 22): the tracking page and the messages use it. */
    language: (b.language ?? 'en') as Locale,
    /** Where the patient is (issue 20.2), or null: from the caller's phone (with its accuracy) or set by staff. */
    pickupPoint: pickupPointOf(b),
    /** Past a public budget (address or phone): shown apart, never announced with an alert. */
    possibleSpam: b.possibleSpam,
    /** The assigned vehicle and its driver (kept on record after completion or cancellation). */
    ambulance: a
      ? { id: a.id, vehicleNumber: a.vehicleNumber, ambulanceType: a.ambulanceType, driverName: a.driverName ?? null, driverPhone: a.driverPhone ?? null }
      : null,
    assignedAt: b.assignedAt?.toISOString() ?? null,
    /** The first time it became confirmed (the queue's clock stops there). */
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
    /** The first recorded call to the customer; the clock stops at the first of this and confirmedAt. */
    calledBackAt: b.calledBackAt?.toISOString() ?? null,
    /** Why it was cancelled (CANCEL_CODES) and the optional text beside it. */
    cancelCode: (b.cancelCode ?? null),
    cancelReason: b.cancelReason ?? null,
    /** True in a viewer's lists: customerPhone shows only its last 4 digits (the detail has it all). */
    customerPhoneMasked: false as boolean,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    /** Bumped by every write; staff writes send the one they saw (a stale one gets 409). */
    version: b.version,
    /**
     * A partner organisation's trip (issue 37): the organisation (its name when it was read with
     * the booking: lists, the queue, live events, the detail), and what the patient needs.
     */
    organisation: b.organisation ? { id: b.organisation.id, name: b.organisation.name ?? null } : null,
    needs: [...(b.needs ?? [])] as TripNeed[],
    /**
     * A trip booked for a time: when it enters (or entered) the waiting queue. `awaitingQueue` is
     * true until then: it belongs in the Scheduled view, not in the queue.
     */
    queueAt: b.queueAt?.toISOString() ?? null,
    awaitingQueue: b.queueAt != null && b.queuedAt == null,
    /** The family's tracking link (staff copy it, the customer messages include it). */
    trackingPath: trackingPath(b.trackingToken),
  };
}
export type BookingDTO = ReturnType<typeof toBookingDTO>;

export function pickupPointOf(b: Pick<Booking, 'pickupLat' | 'pickupLng' | 'pickupAccuracyM' | 'pickupPointSource'>) {
  if (b.pickupLat === null || b.pickupLat === undefined || b.pickupLng === null || b.pickupLng === undefined) return null;
  return {
    lat: Number(b.pickupLat),
    lng: Number(b.pickupLng),
    /** The accuracy the caller's phone reported, metres (null when staff set it). */
    accuracyM: b.pickupAccuracyM === null || b.pickupAccuracyM === undefined ? null : Number(b.pickupAccuracyM),
    source: b.pickupPointSource ?? 'staff',
  };
}

/** Who reads a list: a viewer gets customer phones masked (all but the last 4 digits). */
export interface ListReader {
  role: Role;
}

/** A list item as this reader may see it; `customerPhoneMasked` tells the screen to say so. */
export function forReader(reader: ListReader) {
  const mask = maskedForReader(reader);
  return (b: Booking) => mask(toBookingDTO(b));
}

/** A booking as the lists show it, as this reader may see it (live events carry them too). */
export function maskedForReader(reader: ListReader) {
  const full = can(reader.role, 'readCustomerPhones');
  return (dto: BookingDTO): BookingDTO => (full ? dto : { ...dto, customerPhone: maskPhone(dto.customerPhone), customerPhoneMasked: true });
}

export interface BookingListRow {
  id: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  pickup_location: string;
  dropoff_location: string | null;
  destination_hospital_id: string | null;
  service_type: Booking['serviceType'];
  booking_date: string | Date;
  status: BookingStatus;
  notes: string | null;
  source: BookingSource;
  preferred_contact: Booking['preferredContact'];
  language: Locale;
  pickup_lat: number | null;
  pickup_lng: number | null;
  pickup_accuracy_m: number | null;
  pickup_point_source: PickupPointSource | null;
  possible_spam: boolean;
  assigned_at: string | Date | null;
  confirmed_at: string | Date | null;
  called_back_at: string | Date | null;
  cancel_code: CancelCode | null;
  cancel_reason: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  version: number;
  tracking_token: string | null;
  a_id: string | null;
  a_vehicle_number: string | null;
  a_ambulance_type: string | null;
  a_driver_name: string | null;
  a_driver_phone: string | null;
  o_id: string | null;
  o_name: string | null;
  needs: TripNeed[] | null;
  queue_at: string | Date | null;
  queued_at: string | Date | null;
}

/**
 * A booking row as the lists read it, from `booking b left join ambulance a` (the live hub
 * reads it with each booking event: server/live/hub.ts), and the list item it makes.
 */
export const BOOKING_LIST_COLUMNS = `b.id, b.customer_name, b.customer_phone, b.customer_email, b.pickup_location,
  b.dropoff_location, b.destination_hospital_id, b.service_type, b.booking_date, b.status, b.notes, b.source, b.preferred_contact, b.language, b.possible_spam,
  b.pickup_lat, b.pickup_lng, b.pickup_accuracy_m, b.pickup_point_source,
  b.assigned_at, b.confirmed_at, b.called_back_at, b.cancel_code, b.cancel_reason, b.created_at, b.updated_at, b.version, b.tracking_token,
  a.id as a_id, a.vehicle_number as a_vehicle_number, a.ambulance_type as a_ambulance_type,
  a.driver_name as a_driver_name, a.driver_phone as a_driver_phone,
  b.needs, b.queue_at, b.queued_at, o.id as o_id, o.name as o_name`;
/** The tables BOOKING_LIST_COLUMNS reads beside `booking b`. */
export const BOOKING_LIST_JOINS = 'left join ambulance a on a.id = b.ambulance_id left join organisation o on o.id = b.organisation_id';
export const bookingListItemOf = (row: BookingListRow): BookingDTO => toBookingDTO(bookingFromRow(row));

/**
 * A list row in the shape toBookingDTO reads (so the API's booking shape stays defined once).
 * The ORM's driver hands timestamps over as text.
 */
export function bookingFromRow(r: BookingListRow): Booking {
  return {
    id: r.id,
    customerName: r.customer_name,
    customerPhone: r.customer_phone,
    customerEmail: r.customer_email,
    pickupLocation: r.pickup_location,
    dropoffLocation: r.dropoff_location,
    destinationHospitalId: r.destination_hospital_id,
    serviceType: r.service_type,
    bookingDate: new Date(r.booking_date),
    status: r.status,
    notes: r.notes,
    source: r.source,
    preferredContact: r.preferred_contact,
    language: r.language,
    pickupLat: r.pickup_lat,
    pickupLng: r.pickup_lng,
    pickupAccuracyM: r.pickup_accuracy_m,
    pickupPointSource: r.pickup_point_source,
    possibleSpam: r.possible_spam,
    assignedAt: r.assigned_at === null ? null : new Date(r.assigned_at),
    confirmedAt: r.confirmed_at === null ? null : new Date(r.confirmed_at),
    calledBackAt: r.called_back_at === null ? null : new Date(r.called_back_at),
    cancelCode: r.cancel_code,
    cancelReason: r.cancel_reason,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    version: r.version,
    trackingToken: r.tracking_token,
    organisation: r.o_id ? { id: r.o_id, name: r.o_name } : null,
    needs: r.needs ?? [],
    queueAt: r.queue_at === null ? null : new Date(r.queue_at),
    queuedAt: r.queued_at === null ? null : new Date(r.queued_at),
    ambulance: r.a_id
      ? { id: r.a_id, vehicleNumber: r.a_vehicle_number, ambulanceType: r.a_ambulance_type, driverName: r.a_driver_name, driverPhone: r.a_driver_phone }
      : null,
  } as unknown as Booking;
}
