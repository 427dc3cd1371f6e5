import { z } from 'zod';
import { MAX } from '../limits';

// No generated code (`new Function`): the site's Content Security Policy forbids eval, and
// zod's probe for it would be reported as a violation on every page that validates a form.
z.config({ jitless: true });

export { LIST_PAGE_MAX, MAX } from '../limits';

/** E-mail: trimmed and lower-cased before the format check. */
export function emailField(message = 'Invalid email address') {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(MAX.email, `Email must be at most ${MAX.email} characters`)
    .pipe(z.email({ error: message }));
}

/** Optional text: blank becomes null so the database never stores empty strings. */
export function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
}

export function requiredText(max: number, label: string, min = 1) {
  const base = z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`);
  return (min > 1 ? base.min(min, `${label} must be at least ${min} characters`) : base).max(
    max,
    `${label} must be at most ${max} characters`,
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

export function indianPhoneField(message = INDIAN_PHONE_MESSAGE) {
  return z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .max(MAX.phone, message)
    .transform((value, ctx) => {
      const phone = normaliseIndianPhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message });
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
