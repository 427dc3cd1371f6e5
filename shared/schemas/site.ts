import { z } from 'zod';
import { fromProviderLocal } from '../dates';
import { LOCALES } from '../i18n/locale';
import { m } from '../i18n/paraglide/messages.js';
import { BOOKING_FORM_VARIANTS, HOME_FORM_SERVICE_OPTIONS, LANDING_FORM_SERVICE_OPTIONS, PREFERRED_CONTACT_OPTIONS } from '../booking-options';
import { reportedPositionFields } from './position';
import { MAX, blankAsNull, emailField, idempotencyKeySchema, indianPhoneField, optionalText, requiredText, type TextFieldMessages } from './common';

export { BOOKING_FORM_VARIANTS, HOME_FORM_SERVICE_OPTIONS, LANDING_FORM_SERVICE_OPTIONS, type BookingFormVariant } from '../booking-options';

const serviceValues = (options: readonly { value: string }[]) => options.map((o) => o.value);
const PUBLIC_SERVICE_TYPES = [
  ...new Set([...serviceValues(HOME_FORM_SERVICE_OPTIONS), ...serviceValues(LANDING_FORM_SERVICE_OPTIONS)]),
] as ['emergency', ...string[]];

/*
 * Every message of the public forms is made when a value is parsed, in the current language
 * (zod's `error` functions): in the browser the page's, on the server's plain form route the
 * language of the page the form was posted from (server/routes/public-forms.ts).
 */
/** A text field's messages in the current language. */
const TEXT_MESSAGES: TextFieldMessages = {
  required: (label) => m.validation_required({ label }),
  tooShort: (label, min) => m.validation_too_short({ label, min }),
  tooLong: (label, max) => m.validation_too_long({ label, max }),
};
const required = (max: number, label: () => string, min?: number) => requiredText(max, label, min, TEXT_MESSAGES);
const optional = (max: number, label: () => string) => optionalText(max, label, TEXT_MESSAGES);
const phoneField = () => indianPhoneField(() => m.validation_phone_invalid(), () => m.validation_phone_required());

/**
 * A booking request from the public site (home/contact form or the landing-page form).
 * Field names are the form's (spec section 3). `dateTime` is the visitor's local date and
 * time as a datetime-local input gives it (YYYY-MM-DDTHH:mm), meant in Bengaluru time.
 */
export const bookingRequestSchema = z
  .object({
    variant: z.enum(BOOKING_FORM_VARIANTS).default('home'),
    name: required(MAX.name, () => m.validation_label_full_name(), 2),
    phone: phoneField(),
    pickupAddress: required(MAX.location, () => m.validation_label_pickup_address(), 3),
    destination: optional(MAX.location, () => m.validation_label_destination()),
    serviceType: z.enum(PUBLIC_SERVICE_TYPES as [string, ...string[]], { error: () => m.validation_service_type() }),
    dateTime: blankAsNull(z.iso.datetime({ local: true, error: () => m.validation_date_time() })),
    notes: optional(MAX.notes, () => m.validation_label_notes()),
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
      ctx.addIssue({ code: 'custom', path: ['pickupLat'], message: m.validation_location_pair() });
    }
    if (value.dateTime) {
      const when = fromProviderLocal(value.dateTime);
      const now = Date.now();
      // A little slack for a form filled in slowly; a year ahead is the furthest we plan.
      if (!when || when.getTime() < now - 30 * 60_000 || when.getTime() > now + 366 * 86_400_000) {
        ctx.addIssue({ code: 'custom', path: ['dateTime'], message: m.validation_date_time() });
      }
    }
    const options = value.variant === 'landing' ? LANDING_FORM_SERVICE_OPTIONS : HOME_FORM_SERVICE_OPTIONS;
    if (!serviceValues(options).includes(value.serviceType)) {
      ctx.addIssue({ code: 'custom', path: ['serviceType'], message: m.validation_service_type() });
    }
  });
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/** A message from the public contact form. */
export const inquirySchema = z
  .object({
    name: required(MAX.name, () => m.validation_label_name(), 2),
    email: emailField(
      () => m.validation_email_invalid(),
      () => m.validation_email_too_long({ max: MAX.email }),
    ),
    phone: blankAsNull(phoneField()),
    message: required(MAX.message, () => m.validation_label_message(), 10),
    /** The language of the page it was sent from: a refusal is answered in it. */
    language: z.enum(LOCALES).default('en'),
    idempotencyKey: idempotencyKeySchema,
  })
  .strict();
export type InquiryInput = z.input<typeof inquirySchema>;

/**
 * The fare estimate on the public form (issue 40.2): asked once the phone's position is known and
 * the destination names a listed hospital. Nothing is stored.
 */
export const publicFareEstimateInput = z.object({
  serviceType: z.enum(PUBLIC_SERVICE_TYPES as [string, ...string[]], { error: () => m.validation_service_type() }),
  pickupLat: z.number().min(-90).max(90),
  pickupLng: z.number().min(-180).max(180),
  destination: z.string().trim().min(3).max(MAX.location),
});
export type PublicFareEstimateInput = z.output<typeof publicFareEstimateInput>;
