/**
 * A booking's values, their labels and the list's plain helpers, apart from the zod schemas in
 * schemas/booking.ts (which re-exports all of this): the staff dashboard's first screen shows
 * them without downloading a validator.
 */
import type { Locale } from './i18n/locale';

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

/**
 * The language a customer booked in (issue 22), as staff (English screens) read it: a badge for
 * Kannada and Hindi, nothing for English. The family's texts are in that language.
 */
export const CUSTOMER_LANGUAGE_NAMES: Record<Locale, string | null> = { en: null, kn: 'Kannada', hi: 'Hindi' };

/** Where a booking came from. */
export const BOOKING_SOURCES = ['staff', 'website', 'partner'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const PREFERRED_CONTACTS = ['call', 'whatsapp'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

export const BOOKINGS_PAGE_SIZE = 50;

/** Why a booking is cancelled: at most this long (schemas/booking's cancelReasonField). */
export const CANCEL_REASON_MAX = 500;

/** Where the CSV export is served (a plain HTTP GET, so the browser downloads it). */
export const BOOKINGS_EXPORT_PATH = '/api/bookings.csv';

/** The export's address for the list's current filters. */
export function bookingsExportUrl(filters: { search?: string; status?: BookingStatus; possibleSpam?: boolean }): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.possibleSpam) params.set('possibleSpam', 'true');
  const query = params.toString();
  return query ? `${BOOKINGS_EXPORT_PATH}?${query}` : BOOKINGS_EXPORT_PATH;
}
