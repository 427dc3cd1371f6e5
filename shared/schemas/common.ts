import { z } from 'zod';
import { MAX } from '../limits';

// No generated code (`new Function`): the site's Content Security Policy forbids eval, and
// zod's probe for it would be reported as a violation on every page that validates a form.
z.config({ jitless: true });

export { LIST_PAGE_MAX, MAX } from '../limits';

/**
 * A message of a schema: a fixed text (the staff forms: English), or a function that makes it
 * when a value is parsed, in the current language (the public forms, shared/schemas/site.ts:
 * `() => m.validation_x()`; in the browser the page's language, on the server's plain form
 * route the posting page's). No Paraglide here: the staff screens' bundles stay without it.
 */
export type MessageText = string | (() => string);

/** A message for zod: a fixed text as is, a function called at parse time. */
export const zodMessage = (text: MessageText): string | { error: () => string } =>
  typeof text === 'string' ? text : { error: text };

/** The text of a message now (inside a refinement, at parse time). */
export const messageNow = (text: MessageText): string => (typeof text === 'string' ? text : text());

/** How a text field's messages read, from its label: the staff forms' English by default. */
export interface TextFieldMessages {
  required: (label: string) => string;
  tooShort: (label: string, min: number) => string;
  tooLong: (label: string, max: number) => string;
}

export const ENGLISH_TEXT_MESSAGES: TextFieldMessages = {
  required: (label) => `${label} is required`,
  tooShort: (label, min) => `${label} must be at least ${min} characters`,
  tooLong: (label, max) => `${label} must be at most ${max} characters`,
};

/** A label's message: made now from a fixed label, at parse time from a label function. */
function labelled(label: MessageText, make: (label: string) => string): string | { error: () => string } {
  return typeof label === 'string' ? make(label) : { error: () => make(label()) };
}

/** E-mail: trimmed and lower-cased before the format check. */
export function emailField(message: MessageText = 'Invalid email address', tooLong: MessageText = `Email must be at most ${MAX.email} characters`) {
  return z
    .string(zodMessage(message))
    .trim()
    .toLowerCase()
    .max(MAX.email, zodMessage(tooLong))
    .pipe(z.email(zodMessage(message)));
}

/**
 * Optional text: blank becomes null so the database never stores empty strings. A public
 * form gives its label as a function, with its messages (see MessageText).
 */
export function optionalText(max: number, label: MessageText, messages: TextFieldMessages = ENGLISH_TEXT_MESSAGES) {
  return z
    .string()
    .trim()
    .max(max, labelled(label, (l) => messages.tooLong(l, max)))
    .nullish()
    .transform((v) => (v ? v : null));
}

export function requiredText(max: number, label: MessageText, min = 1, messages: TextFieldMessages = ENGLISH_TEXT_MESSAGES) {
  const required = labelled(label, messages.required);
  const base = z.string(required).trim().min(1, required);
  return (min > 1 ? base.min(min, labelled(label, (l) => messages.tooShort(l, min))) : base).max(
    max,
    labelled(label, (l) => messages.tooLong(l, max)),
  );
}

/** A database id (uuid). */
export const idSchema = z.uuid({ error: 'Invalid id' });

/**
 * The version of the row a staff write was made from (issue 18.2): the server refuses a stale
 * one with 409 "changed by ... at 14:02, reload to see it" and changes nothing.
 */
export const versionField = z
  .number({ error: 'The version this change was made from is required. Reload and try again.' })
  .int()
  .min(1, 'The version this change was made from is required. Reload and try again.');

/**
 * Indian phone numbers in the forms people write them: 10 digits starting 6-9, optionally
 * preceded by +91 or 91, with spaces, dashes or brackets anywhere; and 0 followed by ten digits
 * (a landline with its STD code, e.g. 080 1234 5678, or a mobile with a trunk 0).
 * Returns a dialable form without spaces: +91XXXXXXXXXX, or 0XXXXXXXXXX as written.
 */
export function normaliseIndianPhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('91')) return null;
    digits = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith('91')) {
    digits = digits.slice(2);
  }
  if (digits.length === 10 && /^[6-9]/.test(digits)) return `+91${digits}`;
  // 0 + 10 digits: a landline with its STD code (080 1234 5678) or a mobile dialled with a
  // trunk 0 (098765 43210). Both are dialled exactly as written, so keep the digits.
  if (digits.length === 11 && digits.startsWith('0') && /^0[1-9]/.test(digits)) return digits;
  return null;
}

export const INDIAN_PHONE_MESSAGE = 'Enter a valid Indian phone number, e.g. 98765 43210';

/** A phone field; its messages by default the staff forms' English (see MessageText). */
export function indianPhoneField(message: MessageText = INDIAN_PHONE_MESSAGE, required: MessageText = 'Phone number is required') {
  return z
    .string(zodMessage(required))
    .trim()
    .min(1, zodMessage(required))
    .max(MAX.phone, zodMessage(message))
    .transform((value, ctx) => {
      const phone = normaliseIndianPhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: messageNow(message) });
        return z.NEVER;
      }
      return phone;
    });
}

/** Blank (empty, spaces, null, missing) becomes null before `schema` runs: for optional fields. */
export function blankAsNull<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v), schema.nullable());
}

/** An idempotency key chosen by the client for one logical submission. */
export const idempotencyKeySchema = z.uuid({ error: 'Invalid idempotency key' });

/**
 * Years a staff date may fall in. zod accepts any ISO year (0000 too), which PostgreSQL refuses
 * or stores as nonsense; a typo like 0026 becomes a clear message instead.
 */
export const PLAUSIBLE_YEARS = { min: 2000, max: 2100 } as const;

export function hasPlausibleYear(isoText: string): boolean {
  const year = Number(isoText.slice(0, 4));
  return year >= PLAUSIBLE_YEARS.min && year <= PLAUSIBLE_YEARS.max;
}

export const PLAUSIBLE_YEAR_MESSAGE = `Use a year between ${PLAUSIBLE_YEARS.min} and ${PLAUSIBLE_YEARS.max}`;
