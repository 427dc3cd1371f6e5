import { z } from 'zod';
import { fromProviderLocal } from '../dates';
import { LOCALES } from '../i18n/locale';
import { BOOKING_FORM_VARIANTS, HOME_FORM_SERVICE_OPTIONS, LANDING_FORM_SERVICE_OPTIONS, PREFERRED_CONTACT_OPTIONS } from '../booking-options';
import { reportedPositionFields } from './position';
import { MAX, blankAsNull, emailField, idempotencyKeySchema, indianPhoneField, optionalText, requiredText } from './common';

export { BOOKING_FORM_VARIANTS, HOME_FORM_SERVICE_OPTIONS, LANDING_FORM_SERVICE_OPTIONS, type BookingFormVariant } from '../booking-options';

const serviceValues = (options: readonly { value: string }[]) => options.map((o) => o.value);
const PUBLIC_SERVICE_TYPES = [
  ...new Set([...serviceValues(HOME_FORM_SERVICE_OPTIONS), ...serviceValues(LANDING_FORM_SERVICE_OPTIONS)]),
] as ['emergency', ...string[]];

export const SERVICE_TYPE_REQUIRED = 'Please select a service type';
export const DATE_TIME_MESSAGE = 'Choose a date and time from now on (within a year)';

/**
 * A booking request from the public site (home/contact form or the landing-page form).
 * Field names are the form's (spec section 3). `dateTime` is the visitor's local date and
 * time as a datetime-local input gives it (YYYY-MM-DDTHH:mm), meant in Bengaluru time.
 */
export const bookingRequestSchema = z
  .object({
    variant: z.enum(BOOKING_FORM_VARIANTS).default('home'),
    name: requiredText(MAX.name, 'Full name', 2),
    phone: indianPhoneField(),
    pickupAddress: requiredText(MAX.location, 'Pickup address', 3),
    destination: optionalText(MAX.location, 'Destination'),
    serviceType: z.enum(PUBLIC_SERVICE_TYPES as [string, ...string[]], { error: SERVICE_TYPE_REQUIRED }),
    dateTime: blankAsNull(z.iso.datetime({ local: true, error: DATE_TIME_MESSAGE })),
    notes: optionalText(MAX.notes, 'Additional notes'),
    preferredContact: z.enum(PREFERRED_CONTACT_OPTIONS.map((o) => o.value)).nullish(),
    /** "Use my current location" (optional): where the phone said it was, and how sure it was (metres). */
    ...reportedPositionFields,
    /** The language of the page it was sent from (issue 22): what the family receives afterwards uses it. */
    language: z.enum(LOCALES).default('en'),
    idempotencyKey: idempotencyKeySchema,
  })
  .strict()
  .superRefine((value, ctx) => {
    if ((value.pickupLat === null) !== (value.pickupLng === null)) {
      ctx.addIssue({ code: 'custom', path: ['pickupLat'], message: 'A location needs both latitude and longitude' });
    }
    if (value.dateTime) {
      const when = fromProviderLocal(value.dateTime);
      const now = Date.now();
      // A little slack for a form filled in slowly; a year ahead is the furthest we plan.
      if (!when || when.getTime() < now - 30 * 60_000 || when.getTime() > now + 366 * 86_400_000) {
        ctx.addIssue({ code: 'custom', path: ['dateTime'], message: DATE_TIME_MESSAGE });
      }
    }
    const options = value.variant === 'landing' ? LANDING_FORM_SERVICE_OPTIONS : HOME_FORM_SERVICE_OPTIONS;
    if (!serviceValues(options).includes(value.serviceType)) {
      ctx.addIssue({ code: 'custom', path: ['serviceType'], message: SERVICE_TYPE_REQUIRED });
    }
  });
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/** A message from the public contact form. */
export const inquirySchema = z
  .object({
    name: requiredText(MAX.name, 'Name', 2),
    email: emailField('Please enter a valid email address'),
    phone: blankAsNull(indianPhoneField()),
    message: requiredText(MAX.message, 'Message', 10),
    idempotencyKey: idempotencyKeySchema,
  })
  .strict();
export type InquiryInput = z.input<typeof inquirySchema>;
