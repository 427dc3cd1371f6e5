import { z } from 'zod';
import { MAX, PLAUSIBLE_YEAR_MESSAGE, blankAsNull, emailField, hasPlausibleYear, idSchema, optionalText, requiredText } from './common';

/** Booking status (spec section 4); staff may set any value. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Badge colours of spec section 4 (Mantine colour names). */
export const BOOKING_STATUS_COLORS: Record<BookingStatus, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  in_progress: 'grape',
  completed: 'green',
  cancelled: 'red',
};

/**
 * Every service type a booking may carry: the admin form's list (spec section 5) plus the
 * values the two public forms send (home/contact: transfer, funeral, event; landing: als).
 */
export const SERVICE_TYPES = [
  'emergency',
  'icu',
  'basic',
  'als',
  'cardiac',
  'neonatal',
  'air',
  'intercity',
  'corporate',
  'transfer',
  'funeral',
  'event',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  emergency: 'Emergency Ambulance',
  icu: 'ICU Ambulance',
  basic: 'Basic Life Support',
  als: 'ALS Ambulance',
  cardiac: 'Cardiac Ambulance',
  neonatal: 'Neonatal Ambulance',
  air: 'Air Ambulance',
  intercity: 'Intercity Transfer',
  corporate: 'Corporate',
  transfer: 'Patient Transfer',
  funeral: 'Funeral / Mortuary Transfer',
  event: 'Event Standby',
};

/** Where a booking came from. */
export const BOOKING_SOURCES = ['staff', 'website'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const PREFERRED_CONTACTS = ['call', 'whatsapp'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

export const BOOKINGS_PAGE_SIZE = 50;

export const bookingListInput = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(MAX.search).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  /** false (default): the usual lists; true: the "Possible spam" view (public requests past a budget). */
  possibleSpam: z.boolean().default(false),
});
export type BookingListInput = z.input<typeof bookingListInput>;

/** Where the CSV export is served (a plain HTTP GET, so the browser downloads it). */
export const BOOKINGS_EXPORT_PATH = '/api/bookings.csv';

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

/** The export's address for the list's current filters. */
export function bookingsExportUrl(filters: { search?: string; status?: BookingStatus; possibleSpam?: boolean }): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.possibleSpam) params.set('possibleSpam', 'true');
  const query = params.toString();
  return query ? `${BOOKINGS_EXPORT_PATH}?${query}` : BOOKINGS_EXPORT_PATH;
}

/** The staff booking form (spec section 5, admin booking form). */
export const bookingFormSchema = z.object({
  customerName: requiredText(MAX.name, 'Customer name'),
  customerPhone: requiredText(MAX.phone, 'Phone')
    .regex(/^\+?[\d\s().-]+$/, 'Phone may contain only digits, spaces, +, - and brackets')
    .refine((v) => v.replace(/\D/g, '').length >= 10, 'Phone number must be at least 10 digits'),
  customerEmail: blankAsNull(emailField()),
  pickupLocation: requiredText(MAX.location, 'Pickup location'),
  dropoffLocation: requiredText(MAX.location, 'Dropoff location'),
  serviceType: z.enum(SERVICE_TYPES, { error: 'Service type is required' }),
  status: z.enum(BOOKING_STATUSES, { error: 'Status is required' }),
  /** An instant with an offset, e.g. 2026-11-21T09:30:00+05:30 or ...Z. */
  bookingDate: z.iso.datetime({ offset: true, error: 'Booking date and time is required' }).refine(hasPlausibleYear, PLAUSIBLE_YEAR_MESSAGE),
  notes: optionalText(MAX.notes, 'Notes'),
});
export type BookingFormInput = z.input<typeof bookingFormSchema>;

export const bookingCreateInput = bookingFormSchema;
export const CANCEL_REASON_MAX = 500;

/** Why a booking is cancelled: the server requires it when the status changes to cancelled. */
export const cancelReasonField = z
  .string()
  .trim()
  .max(CANCEL_REASON_MAX, `Reason must be at most ${CANCEL_REASON_MAX} characters`)
  .nullish()
  .transform((v) => (v ? v : null));

export const bookingUpdateInput = z.object({ id: idSchema, data: bookingFormSchema, cancelReason: cancelReasonField });
export const bookingIdInput = z.object({ id: idSchema });
