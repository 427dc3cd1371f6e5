import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AmbulanceSchema } from './ambulance.entity';
import { OrganisationSchema } from './organisation.entity';
import { newTrackingToken } from '../tracking-token';
import { BOOKING_SOURCES, BOOKING_STATUSES, PREFERRED_CONTACTS, SERVICE_TYPES } from '../../../shared/schemas/booking';
import { CANCEL_CODES } from '../../../shared/cancel-codes';
import { PICKUP_POINT_SOURCES } from '../../../shared/geo';
import { LOCALES } from '../../../shared/i18n/locale';
import { SERIES_LEGS, type TripNeed } from '../../../shared/schemas/partner';

/** An ambulance booking (spec "booking"), from staff or a public booking request. */
export const BookingSchema = defineEntity({
  name: 'Booking',
  tableName: 'booking',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    customerName: p.text(),
    customerPhone: p.text(),
    customerEmail: p.text().nullable(),
    pickupLocation: p.text(),
    /** Optional on public requests (Destination), required by the staff form. */
    dropoffLocation: p.text().nullable(),
    /** The destination as a listed hospital (issue 39), or null: free text only. */
    destinationHospitalId: p.uuid().nullable(),
    serviceType: p.enum([...SERVICE_TYPES]),
    bookingDate: p.datetime().columnType('timestamptz'),
    status: p.enum([...BOOKING_STATUSES]).default('pending'),
    notes: p.text().nullable(),
    source: p.enum([...BOOKING_SOURCES]).default('staff'),
    preferredContact: p.enum([...PREFERRED_CONTACTS]).nullable(),
    /**
     * The language the booking was made in (issue 22): the public page's ('en', 'kn', 'hi').
     * The family's tracking page and the WhatsApp/SMS texts speak it; staff see it.
     */
    language: p.enum([...LOCALES]).default('en'),
    /**
     * Where the patient is (issue 20.2): reported by the caller's phone with the request, with its
     * accuracy in metres, or set by staff. Latitude and longitude come together (a check says so).
     */
    pickupLat: p.double().nullable(),
    pickupLng: p.double().nullable(),
    pickupAccuracyM: p.double().nullable(),
    pickupPointSource: p.enum([...PICKUP_POINT_SOURCES]).nullable(),
    /** The assigned vehicle (its driver goes with it); held while confirmed or in progress. */
    ambulance: () => p.manyToOne(AmbulanceSchema).nullable(),
    assignedAt: p.datetime().columnType('timestamptz').nullable(),
    /** The first time the booking became confirmed: the queue's clock stops there. */
    confirmedAt: p.datetime().columnType('timestamptz').nullable(),
    /** The first time staff recorded calling the customer (issue 21): also stops the queue's clock. */
    calledBackAt: p.datetime().columnType('timestamptz').nullable(),
    /** Why it was cancelled, coded (CANCEL_CODES; required when staff cancel), and its optional text. */
    cancelCode: p.enum([...CANCEL_CODES]).nullable(),
    cancelReason: p.text().nullable(),
    /** The crew's steps (shared/crew.ts); completion is `endedAt`. */
    onTheWayAt: p.datetime().columnType('timestamptz').nullable(),
    atPickupAt: p.datetime().columnType('timestamptz').nullable(),
    onBoardAt: p.datetime().columnType('timestamptz').nullable(),
    atDestinationAt: p.datetime().columnType('timestamptz').nullable(),
    /** A trip to a listed hospital (issue 39) ends with these two in place of atDestinationAt. */
    atHospitalAt: p.datetime().columnType('timestamptz').nullable(),
    handedOverAt: p.datetime().columnType('timestamptz').nullable(),
    /** The odometer as the crew read it at "Patient on board" and at the arrival (issue 40.3), in tenths of a km. */
    odometerStartTenths: p.integer().nullable(),
    odometerEndTenths: p.integer().nullable(),
    /** When it was completed or cancelled (kept by a database trigger from the status). */
    endedAt: p.datetime().columnType('timestamptz').nullable(),
    /** The family's tracking link `/track/<token>` (256 random bits; see the tracking migration). */
    trackingToken: p.text().onCreate(() => newTrackingToken()),
    /** Client-chosen key of a public submission, so a retry returns the same booking. */
    idempotencyKey: p.uuid().nullable(),
    /** SHA-256 of the submitted values: the same key with other values is refused. */
    requestHash: p.text().nullable(),
    /** A public request past its address or phone budget: stored, shown apart, no alert. */
    possibleSpam: p.boolean().default(false),
    /** A partner organisation's trip (issue 37): the organisation, the patient's needs, who asked for it. */
    organisation: () => p.manyToOne(OrganisationSchema).nullable(),
    needs: p.array().$type<TripNeed[]>().default([]),
    requestedBy: p.uuid().nullable(),
    /**
     * A trip booked for a time: when it enters the staff waiting queue (due minus the lead time),
     * and when the server's tick claimed it and told the live screens. Both null: at once.
     */
    queueAt: p.datetime().columnType('timestamptz').nullable(),
    queuedAt: p.datetime().columnType('timestamptz').nullable(),
    /** A series' trip: its series, date (Asia/Kolkata) and leg, unique together. */
    seriesId: p.uuid().nullable(),
    seriesDate: p.string().columnType('date').nullable(),
    seriesLeg: p.enum([...SERIES_LEGS]).nullable(),
    /** When the retention command removed the personal details (counts stay). */
    anonymisedAt: p.datetime().columnType('timestamptz').nullable(),
    /** Bumped by every write (MikroORM's optimistic lock; retention's SQL too): staff writes carry the one they saw. */
    version: p.integer().version(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Booking = InferEntity<typeof BookingSchema>;
