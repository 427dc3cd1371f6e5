/**
 * Choices of the public booking forms (spec section 5), apart from the zod schemas in
 * schemas/site.ts so the browser can show the forms without downloading a validator.
 */

/** Service types on the home/contact form, value -> label. */
export const HOME_FORM_SERVICE_OPTIONS = [
  { value: 'emergency', label: 'Emergency Ambulance' },
  { value: 'icu', label: 'ICU Ambulance' },
  { value: 'transfer', label: 'Patient Transfer' },
  { value: 'neonatal', label: 'Neonatal Ambulance' },
  { value: 'funeral', label: 'Funeral / Mortuary Transfer' },
  { value: 'event', label: 'Event Standby' },
] as const;

/** Service types on the landing-page form (spec: value: label). */
export const LANDING_FORM_SERVICE_OPTIONS = [
  { value: 'emergency', label: 'Emergency Ambulance' },
  { value: 'icu', label: 'ICU Ambulance' },
  { value: 'basic', label: 'BLS Ambulance' },
  { value: 'als', label: 'ALS Ambulance' },
  { value: 'neonatal', label: 'Neonatal Ambulance' },
  { value: 'cardiac', label: 'Cardiac Ambulance' },
] as const;

export const BOOKING_FORM_VARIANTS = ['home', 'landing'] as const;
export type BookingFormVariant = (typeof BOOKING_FORM_VARIANTS)[number];

export const PREFERRED_CONTACT_OPTIONS = [
  { value: 'call', label: 'Call' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const;
export type PreferredContact = (typeof PREFERRED_CONTACT_OPTIONS)[number]['value'];

/** Promise shown after a booking request (in the form's confirmation and on the pages around it). */
export const CALLBACK_PROMISE = 'Our team will contact you within 5 minutes.';
