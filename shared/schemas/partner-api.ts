/**
 * The partner API's own inputs (issue 38.2/38.3), beside the console's (shared/schemas/partner.ts),
 * which the API reuses for creating trips and series.
 */
import { z } from 'zod';
import { BOOKING_STATUSES, SERVICE_TYPES } from '../booking-values';
import { CANCEL_CODES } from '../cancel-codes';
import { PLAUSIBLE_YEAR_MESSAGE, hasPlausibleYear, idSchema } from './common';
import { SERIES_LEGS, SERIES_STATES, TRIP_NEEDS } from './partner';

export const TRIPS_LIST_MAX = 200;

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}: an ISO date-time with its offset, e.g. 2026-11-28T09:30:00+05:30` }).refine(hasPlausibleYear, PLAUSIBLE_YEAR_MESSAGE);

/** The organisation's trips due in [from, to), of one status or all, oldest first (at most TRIPS_LIST_MAX). */
export const tripsListInput = z
  .object({
    status: z.enum(BOOKING_STATUSES, { error: `Unknown status: one of ${BOOKING_STATUSES.join(', ')}` }).optional(),
    from: instant('from').optional(),
    to: instant('to').optional(),
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.from) < Date.parse(v.to), { message: '"from" must be before "to"', path: ['to'] });
export type TripsListInput = z.input<typeof tripsListInput>;

export const tripIdInput = z.object({ id: idSchema });

/*
 * The API's answers (the same shapes the console gets), declared so the OpenAPI document can
 * describe them (issue 38.3); the procedures check their answers against them.
 */
const instantOut = z.string().meta({ description: 'An ISO 8601 date-time (UTC)', example: '2026-11-28T04:30:00.000Z' });

export const tripOutput = z
  .object({
    id: z.uuid(),
    reference: z.string().meta({ description: 'The short reference staff and families quote' }),
    version: z.number().int().meta({ description: 'Send it back to cancel (a stale one is refused with 409)' }),
    patientName: z.string(),
    patientPhone: z.string(),
    pickupLocation: z.string(),
    dropoffLocation: z.string().nullable(),
    serviceType: z.enum(SERVICE_TYPES),
    needs: z.array(z.enum(TRIP_NEEDS)),
    notes: z.string().nullable(),
    bookingDate: instantOut.meta({ description: 'When the trip is due' }),
    scheduled: z.boolean(),
    status: z.enum(BOOKING_STATUSES),
    cancelCode: z.enum(CANCEL_CODES).nullable(),
    cancelReason: z.string().nullable(),
    cancellable: z.boolean(),
    vehicle: z.object({ number: z.string(), driverName: z.string().nullable(), driverPhone: z.string().nullable() }).nullable(),
    seriesId: z.uuid().nullable(),
    seriesDate: z.string().nullable(),
    seriesLeg: z.enum(SERIES_LEGS).nullable(),
    trackingPath: z.string().meta({ description: "The family's tracking page, relative to the site" }),
    createdAt: instantOut,
  })
  .meta({ id: 'Trip' });

export const seriesOutput = z
  .object({
    id: z.uuid(),
    organisationId: z.uuid(),
    state: z.enum(SERIES_STATES),
    weekdays: z.array(z.number().int()),
    time: z.string(),
    returnTime: z.string().nullable(),
    startDate: z.string(),
    endDate: z.string(),
    patientName: z.string(),
    patientPhone: z.string(),
    pickupLocation: z.string(),
    dropoffLocation: z.string(),
    serviceType: z.enum(SERVICE_TYPES),
    needs: z.array(z.enum(TRIP_NEEDS)),
    notes: z.string().nullable(),
    version: z.number().int(),
    comingTrips: z.array(tripOutput),
  })
  .meta({ id: 'Series' });
