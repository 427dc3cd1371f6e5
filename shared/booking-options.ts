/**
 * Choices of the public booking forms (spec section 5), apart from the zod schemas in
 * schemas/site.ts so the browser can show the forms without downloading a validator. Each
 * label is a message: call it where it is shown (in the page's language).
 */
import { m } from './i18n/paraglide/messages.js';

/** Service types on the home/contact form, value -> label. */
export const HOME_FORM_SERVICE_OPTIONS = [
  { value: 'emergency', label: m.form_service_emergency },
  { value: 'icu', label: m.form_service_icu },
  { value: 'transfer', label: m.form_service_transfer },
  { value: 'neonatal', label: m.form_service_neonatal },
  { value: 'funeral', label: m.form_service_funeral },
  { value: 'event', label: m.form_service_event },
] as const;

/** Service types on the landing-page form (spec: value: label). */
export const LANDING_FORM_SERVICE_OPTIONS = [
  { value: 'emergency', label: m.form_service_emergency },
  { value: 'icu', label: m.form_service_icu },
  { value: 'basic', label: m.form_service_basic },
  { value: 'als', label: m.form_service_als },
  { value: 'neonatal', label: m.form_service_neonatal },
  { value: 'cardiac', label: m.form_service_cardiac },
] as const;

export const BOOKING_FORM_VARIANTS = ['home', 'landing'] as const;
export type BookingFormVariant = (typeof BOOKING_FORM_VARIANTS)[number];

export const PREFERRED_CONTACT_OPTIONS = [
  { value: 'call', label: m.form_contact_call },
  // A name, the same in every language.
  { value: 'whatsapp', label: (): string => 'WhatsApp' },
] as const;
export type PreferredContact = (typeof PREFERRED_CONTACT_OPTIONS)[number]['value'];

/**
 * Promise shown after a booking request (in the form's confirmation and on the pages around it),
 * in the page's language. CALLBACK_PROMISE is its English, for the pages not translated yet.
 */
export const callbackPromise = (): string => m.receipt_callback_promise();
export const CALLBACK_PROMISE = 'Our team will contact you within 5 minutes.';
