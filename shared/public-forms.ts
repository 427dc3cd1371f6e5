/**
 * What the public forms' browser code (web/components/BookingForm, InquiryForm) and their plain
 * HTML routes (server/routes/public-forms.ts) share: the routes, how a form's fields become the
 * input of the shared schemas (shared/schemas/site.ts), and the answer page's state. No zod
 * here: the forms' chunks must not carry the validator.
 */
import type { BookingFormVariant, PreferredContact } from './booking-options';
import { localePrefix, type Locale } from './i18n/locale';
import { m } from './i18n/paraglide/messages.js';

/**
 * The forms' `action`: without JavaScript (or before it has loaded) they post here, under the
 * page's language prefix (`/kn/forms/booking`): the route answers in the language of the page
 * the form was posted from, and its answer page has that language's address.
 */
export const PLAIN_FORM_ROUTES = { booking: '/forms/booking', message: '/forms/message' } as const;
export type PlainFormKind = keyof typeof PLAIN_FORM_ROUTES;

/**
 * A form's plain route in a language: ('booking', 'kn') -> '/kn/forms/booking'. Not through
 * localizedPath: links to /forms stay English (it is no page), but the route itself is there
 * under each prefix, so a post carries its page's language in its path.
 */
export const plainFormRoute = (kind: PlainFormKind, locale: Locale): string => `${localePrefix(locale)}${PLAIN_FORM_ROUTES[kind]}`;

/** The id of each form's card: the answer page opens at it (`action` ends with `#id`). */
export const PLAIN_FORM_ANCHORS: Record<PlainFormKind, string> = { booking: 'booking-form', message: 'message-form' };

/**
 * The page whose HTML answers a plain post (with the form's state in place): the form with
 * the same variant, so the same service list comes back.
 */
export function plainFormPage(kind: PlainFormKind, variant: BookingFormVariant): string {
  return kind === 'booking' && variant === 'landing' ? '/ambulance-near-me' : '/contact';
}

/**
 * Stands in the prerendered pages for the form's idempotency key: the server puts a new key
 * in its place each time it serves a page (one per page view, so a double submit or a reload
 * of the answer is one request). Not a uuid: a page served without its key is refused by the
 * schema, never stored under a key shared with other people.
 */
export const FORM_KEY_PLACEHOLDER = '__form-key__';

/**
 * Shown when a form could not be sent (network, server error): the call button follows it.
 * `failedMessage()` in the page's language (or the one given); FAILED_MESSAGE is its English.
 */
export const failedMessage = (locale?: Locale): string => m.form_failed({}, { locale });
export const FAILED_MESSAGE = 'We could not send your request. Please try again, or call us now.';

export type FormValues = Record<string, string | undefined>;
export type FieldErrors = Record<string, string | undefined>;

/** A booking form's fields as the input of `bookingRequestSchema`. */
export function bookingFormInput(variant: BookingFormVariant, values: FormValues, idempotencyKey: string) {
  return {
    variant,
    name: values.name ?? '',
    phone: values.phone ?? '',
    pickupAddress: values.pickupAddress ?? '',
    destination: values.destination ?? '',
    serviceType: values.serviceType ?? '',
    notes: values.notes ?? '',
    // The landing form has neither: blank date means "as soon as possible".
    dateTime: variant === 'home' ? (values.dateTime ?? '') : '',
    preferredContact: variant === 'home' ? (values.preferredContact as PreferredContact | undefined) : undefined,
    // "Use my current location" (hidden fields, filled only when the phone gave a position).
    pickupLat: values.pickupLat ?? '',
    pickupLng: values.pickupLng ?? '',
    pickupAccuracy: values.pickupAccuracy ?? '',
    idempotencyKey,
  };
}

/** A message form's fields as the input of `inquirySchema`. */
export function messageFormInput(values: FormValues, idempotencyKey: string) {
  return {
    name: values.name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    message: values.message ?? '',
    idempotencyKey,
  };
}

/** First message per field from a failed schema check (the form shows one per field). */
export function firstIssuePerField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors | null {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return Object.keys(errors).length ? errors : null;
}

/**
 * A plain post's outcome, rendered by the server into the form it came from: the receipt, or
 * the form again with the person's values, each field's message and (refused, failed) a
 * message with the call button.
 */
export interface PlainFormAnswer {
  kind: PlainFormKind;
  values: FormValues;
  fieldErrors: FieldErrors;
  failure?: string;
  receipt?: { reference: string; trackingPath?: string };
  /** The key the form carries on: the same until it succeeds, a new one after a conflict. */
  idempotencyKey: string;
}
