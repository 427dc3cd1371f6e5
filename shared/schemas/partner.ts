/**
 * Partner organisations, their people and their trips (issue 37): the inputs of every partner
 * procedure and plain route. The forms and the server use these same schemas.
 *
 * Procedures (tRPC, server/trpc/routers/):
 * - Admin (`managePartners`):
 *   - `organisations.list()` → organisations with their version and people count
 *   - `organisations.create(organisationFormSchema)` → the organisation
 *   - `organisations.update({ id, version, data: organisationFormSchema })` → the organisation
 *   - `organisations.members({ organisationId })` → its people (active and ended) and open invitations
 *   - `organisations.invite({ organisationId, fullName, email })` → `{ path, url, expiresAt }` (the link the admin sends; valid 7 days, single use; `url` is absolute when PUBLIC_URL is set)
 *   - `organisations.endAccess({ userId })` → the person's sessions end and their role goes
 * - Partner console (`partnerWork`; every read and change checks the caller's organisation):
 *   - `partner.me()` → `{ person: { id, fullName, email }, organisation: { id, name, kind, address, lat, lng } }`
 *   - `partner.requestTrip(partnerTripRequestInput)` → the booking (same key + same values → the same booking; other values → 409)
 *   - `partner.board()` → today's and tomorrow's trips (Asia/Kolkata) with status, vehicle, arrival estimate
 *   - `partner.history({ month: 'yyyy-MM' })` → that month's trips
 *   - `partner.cancelTrip({ id, version, code, text })` → the booking (only before the trip has started)
 *   - `partner.onChange(lastEventId?)` (subscription) → its own trips' change events, ids only (no row): refetch the board
 *   - `partner.series.list()`, `partner.series.create(seriesCreateInput)`, `partner.series.skip(seriesDateInput)`,
 *     `partner.series.move(seriesMoveInput)`, `partner.series.pause|resume|end(seriesVersionInput)`
 * - Staff for a partner that phones in (`manageOperations` to change, `readStaffData` to read):
 *   - `series.list({ organisationId })`, `series.create(staffSeriesCreateInput)`, `series.skip`, `series.move`,
 *     `series.pause`, `series.resume`, `series.end` (same inputs as the partner's)
 *
 * Plain routes (server/routes/):
 * - `GET /partner/invitation/<token>`: a plain-HTML page (works without JavaScript) naming the
 *   organisation and the person, asking for a password; `POST /partner/invitation/<token>`
 *   (form fields `password`, `confirm`: `invitationAcceptSchema`) creates the account with role
 *   `partner` scoped to the organisation and signs it in (redirect to `/partner`). Single use;
 *   an expired or used link says so.
 * - `GET /partner/history.csv?month=yyyy-MM`: the month's history as CSV (`historyInput`).
 */
import { z } from 'zod';
import { CANCEL_CODES } from '../cancel-codes';
import { SERVICE_TYPES, cancelReasonField } from './booking';
import { MAX, PLAUSIBLE_YEAR_MESSAGE, blankAsNull, hasPlausibleYear, emailField, idSchema, idempotencyKeySchema, indianPhoneField, optionalText, requiredText, versionField } from './common';
import { passwordField } from './auth';
import { pickupPointText } from './geo';

export const ORGANISATION_KINDS = ['hospital', 'clinic', 'dialysis_centre', 'company', 'event_organiser'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];
export const ORGANISATION_KIND_LABELS: Record<OrganisationKind, string> = {
  hospital: 'Hospital',
  clinic: 'Clinic',
  dialysis_centre: 'Dialysis centre',
  company: 'Company',
  event_organiser: 'Event organiser',
};

/** What the patient needs on the trip, beside the service type. */
export const TRIP_NEEDS = ['oxygen', 'stretcher', 'wheelchair', 'attendant'] as const;
export type TripNeed = (typeof TRIP_NEEDS)[number];
export const TRIP_NEED_LABELS: Record<TripNeed, string> = {
  oxygen: 'Oxygen',
  stretcher: 'Stretcher',
  wheelchair: 'Wheelchair',
  attendant: 'Attendant riding along',
};

/** How long an invitation link is valid. */
export const INVITATION_VALID_DAYS = 7;
/** A trip asked for at a time may be at most this far in the past (the form was open a while). */
export const SCHEDULE_PAST_TOLERANCE_MINUTES = 5;
/** ...and at most this far ahead. */
export const SCHEDULE_MAX_DAYS_AHEAD = 366;
/** A series never has more than this many future trips at once (issue 37.4). */
export const SERIES_MAX_FUTURE_TRIPS = 200;
export const SERIES_MAX_WEEKS = 52;

/**
 * The admins' organisation form: name, kind, address with its point on the map (coordinates or
 * a Google Maps link, read as a hospital's point is), the billing contact, notes.
 */
export const organisationFormSchema = z.object({
  name: requiredText(MAX.name, 'Organisation name'),
  kind: z.enum(ORGANISATION_KINDS, { error: 'Choose the kind of organisation' }),
  address: requiredText(MAX.location, 'Address'),
  point: pickupPointText,
  billingName: requiredText(MAX.name, 'Billing contact name'),
  billingEmail: emailField(),
  billingPhone: blankAsNull(indianPhoneField()),
  notes: optionalText(MAX.notes, 'Notes'),
});
export type OrganisationFormInput = z.input<typeof organisationFormSchema>;
export const organisationUpdateInput = z.object({ id: idSchema, version: versionField, data: organisationFormSchema });
export const organisationIdInput = z.object({ organisationId: idSchema });

/** An admin invites a person of the organisation by e-mail: the answer is the link to send. */
export const invitationCreateInput = z.object({
  organisationId: idSchema,
  fullName: requiredText(MAX.name, 'Full name', 2),
  email: emailField(),
});
export type InvitationCreateInput = z.input<typeof invitationCreateInput>;

/** The invitation page's form: the sign-up's password rule, typed twice. */
export const invitationAcceptSchema = z
  .object({ password: passwordField, confirm: z.string({ error: 'Type the password again' }) })
  .refine((v) => v.password === v.confirm, { message: 'The two passwords do not match', path: ['confirm'] });
export type InvitationAcceptInput = z.input<typeof invitationAcceptSchema>;

/** An admin ends a partner person's access: their sessions end and their role goes. */
export const endAccessInput = z.object({ userId: idSchema });

/** An instant with its offset, plausible, not more than a few minutes past, not more than a year ahead. */
export const scheduledAtField = z.iso
  .datetime({ offset: true, error: 'Choose a date and time' })
  .refine(hasPlausibleYear, PLAUSIBLE_YEAR_MESSAGE)
  .refine((v) => Date.parse(v) >= Date.now() - SCHEDULE_PAST_TOLERANCE_MINUTES * 60_000, 'That time has passed: choose a later one')
  .refine((v) => Date.parse(v) <= Date.now() + SCHEDULE_MAX_DAYS_AHEAD * 86_400_000, `Choose a time within ${SCHEDULE_MAX_DAYS_AHEAD} days`);

const needsField = z
  .array(z.enum(TRIP_NEEDS, { error: 'Unknown need' }))
  .max(TRIP_NEEDS.length)
  .default([])
  .transform((list) => [...new Set(list)]);

/**
 * What a trip is, for one trip or every trip of a series. `pickupLocation` blank means the
 * organisation's own address (the default the console shows).
 */
export const tripDetailsSchema = z.object({
  patientName: requiredText(MAX.name, 'Patient name'),
  patientPhone: indianPhoneField(),
  pickupLocation: optionalText(MAX.location, 'Pickup'),
  dropoffLocation: requiredText(MAX.location, 'Destination'),
  serviceType: z.enum(SERVICE_TYPES, { error: 'Service type is required' }),
  needs: needsField,
  notes: optionalText(MAX.notes, 'Notes'),
});
export type TripDetailsInput = z.input<typeof tripDetailsSchema>;

/** A partner's trip request: now (`scheduledAt` null) or at a chosen time. */
export const partnerTripRequestInput = tripDetailsSchema.extend({
  idempotencyKey: idempotencyKeySchema,
  scheduledAt: scheduledAtField.nullable().default(null),
});
export type PartnerTripRequestInput = z.input<typeof partnerTripRequestInput>;

/** A partner cancels a trip that has not started, with a coded reason. */
export const partnerCancelInput = z.object({
  id: idSchema,
  version: versionField,
  code: z.enum(CANCEL_CODES, { error: 'Choose a reason from the list' }),
  text: cancelReasonField,
});
export type PartnerCancelInput = z.input<typeof partnerCancelInput>;

/** One month of history (Asia/Kolkata calendar month). */
export const monthField = z
  .string({ error: 'Choose a month' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month as yyyy-MM')
  .refine(hasPlausibleYear, PLAUSIBLE_YEAR_MESSAGE);
export const historyInput = z.object({ month: monthField });

// ---- Series (weekly patterns) ----

/** ISO weekdays: 1 = Monday ... 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS: Record<number, string> = { 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat', 7: 'Sun' };
export const SERIES_STATES = ['active', 'paused', 'ended'] as const;
export type SeriesState = (typeof SERIES_STATES)[number];
export const SERIES_LEGS = ['out', 'return'] as const;
export type SeriesLeg = (typeof SERIES_LEGS)[number];

const timeField = (label: string) => z.string({ error: `${label} is required` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}: use HH:mm, e.g. 07:00`);
const dateField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: use yyyy-MM-dd`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label} is not a real date`)
    .refine(hasPlausibleYear, PLAUSIBLE_YEAR_MESSAGE);

/**
 * A weekly pattern (times in Asia/Kolkata): weekdays at a time, an optional return trip, from a
 * start date for a number of weeks OR until a date (exactly one of the two).
 */
export const seriesPatternSchema = z
  .object({
    weekdays: z
      .array(z.number({ error: 'Unknown weekday' }).int().min(1, 'Unknown weekday').max(7, 'Unknown weekday'))
      .min(1, 'Choose at least one weekday')
      .max(7)
      .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
    time: timeField('Time'),
    returnTime: blankAsNull(timeField('Return time')).default(null),
    startDate: dateField('Start date'),
    weeks: z.number().int().min(1, 'At least 1 week').max(SERIES_MAX_WEEKS, `At most ${SERIES_MAX_WEEKS} weeks`).nullable().default(null),
    untilDate: blankAsNull(dateField('Until date')).default(null),
  })
  .refine((v) => (v.weeks == null) !== (v.untilDate == null), { message: 'Give a number of weeks or an end date (one of the two)', path: ['weeks'] })
  .refine((v) => v.untilDate == null || v.untilDate >= v.startDate, { message: 'The end date is before the start date', path: ['untilDate'] })
  .refine((v) => v.returnTime == null || v.returnTime > v.time, { message: 'The return is before the trip', path: ['returnTime'] });
export type SeriesPatternInput = z.input<typeof seriesPatternSchema>;

export const seriesCreateInput = z.object({ idempotencyKey: idempotencyKeySchema, trip: tripDetailsSchema, pattern: seriesPatternSchema });
export type SeriesCreateInput = z.input<typeof seriesCreateInput>;
/** Staff create a series for a partner that phones in. */
export const staffSeriesCreateInput = seriesCreateInput.extend({ organisationId: idSchema });
export type StaffSeriesCreateInput = z.input<typeof staffSeriesCreateInput>;

/** Pause, resume or end a series, made from its version. */
export const seriesVersionInput = z.object({ id: idSchema, version: versionField });
/** Skip one date of a series (its trip and its return), nothing else changes. */
export const seriesDateInput = seriesVersionInput.extend({ date: dateField('Date') });
/** Move one date's trip to another time (its return moves by the same amount). */
export const seriesMoveInput = seriesDateInput.extend({ to: scheduledAtField });
export type SeriesMoveInput = z.input<typeof seriesMoveInput>;
/** Staff's list of one organisation's series. */
export const seriesListInput = z.object({ organisationId: idSchema });
