import { z } from 'zod';
import { BOOKING_STATUSES, CANCEL_REASON_MAX, SERVICE_TYPES } from '../booking-values';
import { LIST_PAGE_MAX, MAX, PLAUSIBLE_YEAR_MESSAGE, blankAsNull, emailField, hasPlausibleYear, idSchema, optionalText, requiredText, versionField } from './common';

// The values and labels, apart from zod (the browser shows them without a validator).
export * from '../booking-values';

export const bookingListInput = z.object({
  page: z.number().int().min(1).max(LIST_PAGE_MAX).default(1),
  search: z.string().trim().max(MAX.search).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  /** false (default): the usual lists; true: the "Possible spam" view (public requests past a budget). */
  possibleSpam: z.boolean().default(false),
});
export type BookingListInput = z.input<typeof bookingListInput>;

/**
 * The export's query string: the list's filters (search, status, possible spam), as text.
 * Blank values mean "no filter", so a form can send every field.
 */
export const bookingExportQuery = z.object({
  search: bookingListInput.shape.search,
  status: z.preprocess((v) => (v === '' ? undefined : v), bookingListInput.shape.status),
  possibleSpam: z
    .enum(['true', 'false'], { error: 'possibleSpam must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type BookingExportQuery = z.input<typeof bookingExportQuery>;

/** The staff booking form (spec section 5, admin booking form). */
export const bookingFormSchema = z.object({
  customerName: requiredText(MAX.name, 'Customer name'),
  customerPhone: requiredText(MAX.phone, 'Phone')
    .regex(/^\+?[\d\s().-]+$/, 'Phone may contain only digits, spaces, +, - and brackets')
    .refine((v) => v.replace(/\D/g, '').length >= 10, 'Phone number must be at least 10 digits'),
  customerEmail: blankAsNull(emailField()),
  pickupLocation: requiredText(MAX.location, 'Pickup location'),
  dropoffLocation: requiredText(MAX.location, 'Dropoff location'),
  /** A listed receiving hospital (issue 39); the server then writes its name and address as the dropoff text. */
  destinationHospitalId: blankAsNull(idSchema).optional(),
  serviceType: z.enum(SERVICE_TYPES, { error: 'Service type is required' }),
  status: z.enum(BOOKING_STATUSES, { error: 'Status is required' }),
  /** An instant with an offset, e.g. 2026-11-21T09:30:00+05:30 or ...Z. */
  bookingDate: z.iso.datetime({ offset: true, error: 'Booking date and time is required' }).refine(hasPlausibleYear, PLAUSIBLE_YEAR_MESSAGE),
  notes: optionalText(MAX.notes, 'Notes'),
});
export type BookingFormInput = z.input<typeof bookingFormSchema>;

export const bookingCreateInput = bookingFormSchema;

/** Why a booking is cancelled: the server requires it when the status changes to cancelled. */
export const cancelReasonField = z
  .string()
  .trim()
  .max(CANCEL_REASON_MAX, `Reason must be at most ${CANCEL_REASON_MAX} characters`)
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The edit form: only the fields the person changed (a field left alone is never written back
 * over someone else's change), and never the status: that moves only through the dispatch
 * actions (confirm, cancel with a reason, assign, steps), which keep their own checks.
 */
export const bookingEditSchema = bookingFormSchema.omit({ status: true }).partial();
export type BookingEditInput = z.input<typeof bookingEditSchema>;
export const bookingUpdateInput = z.object({ id: idSchema, version: versionField, data: bookingEditSchema });
export const bookingIdInput = z.object({ id: idSchema });
export const bookingDeleteInput = z.object({ id: idSchema, version: versionField });
