import { z } from 'zod';
import { SERVICE_TYPES } from '../booking-values';
import { BILL_KINDS, GSTIN_PATTERN, PAYMENT_METHODS } from '../bills';
import { ADD_ON_UNITS, CONCESSION_KINDS } from '../fares';
import { AMBULANCE_TYPES } from './ambulance';
import { PLAUSIBLE_YEAR_MESSAGE, hasPlausibleYear, idSchema, idempotencyKeySchema, optionalText, requiredText, versionField } from './common';

export * from '../fares';

/**
 * The rate card (issue 40.1): the admins' form and the API take the same schema. Amounts are
 * integers in paise (the form shows rupees and converts with shared/money.ts).
 */

/** Ten lakh rupees: far above any fare, low enough that no product of two amounts loses precision. */
const MAX_PAISE = 100_000_000;
const paise = (label: string) =>
  z
    .int({ error: `${label}: enter an amount in whole paise` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_PAISE, `${label} is more than ₹10,00,000`);
const wholeNumber = (label: string, max: number) => z.int({ error: `${label}: enter a whole number` }).min(0, `${label} cannot be negative`).max(max, `${label} is at most ${max}`);
const code = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(/^[a-z0-9_]{2,30}$/, 'Code: 2 to 30 lower-case letters, digits or _');
/** A text for the public in English, Kannada and Hindi, each required. */
const localizedText = (max: number, label: string) =>
  z.object({ en: requiredText(max, `${label} (English)`), kn: requiredText(max, `${label} (Kannada)`), hi: requiredText(max, `${label} (Hindi)`) });
const timeOfDay = (label: string) => z.string({ error: `${label} is required` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}: a time like 22:00`);

export const fareLineSchema = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: 'Unknown service type' }),
  vehicleKind: z.enum(AMBULANCE_TYPES, { error: 'Unknown vehicle kind' }),
  minimumFarePaise: paise('Minimum fare'),
  includedKm: wholeNumber('Km in the minimum fare', 1000),
  perKmPaise: paise('Rate per km'),
  waitingFreeMinutes: wholeNumber('Free waiting minutes', 1440),
  waitingPerHourPaise: paise('Waiting charge per hour'),
});

export const fareAddOnSchema = z.object({
  code,
  label: localizedText(60, 'Add-on name'),
  pricePaise: paise('Add-on price'),
  per: z.enum(ADD_ON_UNITS, { error: 'Per trip or per floor' }),
});

export const fareConcessionSchema = z
  .object({
    code,
    label: localizedText(60, 'Concession name'),
    whoQualifies: localizedText(300, 'Who qualifies'),
    kind: z.enum(CONCESSION_KINDS, { error: 'A percentage or an amount off each km' }),
    value: z.int({ error: 'Concession: enter a whole number' }).min(1, 'Concession: more than 0'),
  })
  .refine((c) => c.kind !== 'percent' || c.value <= 10_000, { message: 'A percentage concession is at most 100 % (10,000 basis points)', path: ['value'] })
  .refine((c) => c.kind !== 'per_km' || c.value <= MAX_PAISE, { message: 'Concession is more than ₹10,00,000 per km', path: ['value'] });

export const nightSurchargeSchema = z
  .object({ from: timeOfDay('Night starts'), to: timeOfDay('Night ends'), surchargeBps: wholeNumber('Night surcharge', 10_000) })
  .refine((n) => n.from !== n.to, { message: 'Night starts and ends at different times', path: ['to'] });

const unique = <T>(list: T[], key: (item: T) => string) => new Set(list.map(key)).size === list.length;

export const rateCardBodySchema = z
  .object({
    lines: z.array(fareLineSchema).min(1, 'A rate card has at least one fare line').max(SERVICE_TYPES.length * AMBULANCE_TYPES.length),
    night: nightSurchargeSchema.nullable(),
    addOns: z.array(fareAddOnSchema).max(30),
    concessions: z.array(fareConcessionSchema).max(30),
    note: localizedText(500, 'Note').nullable(),
  })
  .refine((c) => unique(c.lines, (l) => `${l.serviceType}/${l.vehicleKind}`), { message: 'One line per service and vehicle kind', path: ['lines'] })
  .refine((c) => unique(c.addOns, (a) => a.code), { message: 'Each add-on has its own code', path: ['addOns'] })
  .refine((c) => unique(c.concessions, (a) => a.code), { message: 'Each concession has its own code', path: ['concessions'] });
export type RateCardBodyInput = z.input<typeof rateCardBodySchema>;

/** A new version of the card, applying from `effectiveFrom` (a version is never edited: the next one replaces it). */
export const rateCardCreateInput = z.object({
  effectiveFrom: z.iso.datetime({ offset: true, error: 'Applies from: a date and time is required' }).refine(hasPlausibleYear, PLAUSIBLE_YEAR_MESSAGE),
  body: rateCardBodySchema,
});
export const rateCardDeleteInput = z.object({ id: idSchema });
export const fareEstimateInput = z.object({ bookingId: idSchema });
export const tripFareInput = z.object({ bookingId: idSchema });
/** Staff set a completed trip's total (in paise) with a reason; the edit carries the fare's version. */
export const fareAdjustInput = z.object({
  bookingId: idSchema,
  version: versionField,
  totalPaise: paise('Total'),
  reason: requiredText(300, 'Reason'),
});
/**
 * Issuing a bill: its kind, and whom it is made out to when not the booking's customer at the
 * pickup address (an insurer, a company, with its GSTIN when registered).
 */
/**
 * The add-ons and the concession an operator chooses for a completed trip (issue 40.3): codes of
 * the card the trip was priced with (the service checks them), floors for a per-floor add-on.
 */
export const fareExtrasInput = z.object({
  bookingId: idSchema,
  version: versionField,
  addOns: z
    .array(z.object({ code, quantity: z.int({ error: 'Quantity: a whole number' }).min(1, 'Quantity: at least 1').max(50, 'Quantity: at most 50') }))
    .max(20, 'At most 20 add-ons')
    .refine((list) => new Set(list.map((a) => a.code)).size === list.length, 'Each add-on once (with its quantity)'),
  concessionCode: code.nullable(),
});

export const billIssueInput = z.object({
  bookingId: idSchema,
  kind: z.enum(BILL_KINDS, { error: 'A bill of supply or a tax invoice' }),
  recipientName: optionalText(120, 'Billed to'),
  recipientAddress: optionalText(300, 'Billing address'),
  recipientGstin: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || GSTIN_PATTERN.test(v), 'GSTIN: 15 characters, like 29ABCDE1234F1Z5'),
});
export const billCancelInput = z.object({ id: idSchema });
export const billsOfInput = z.object({ bookingId: idSchema });

/**
 * A payment against a bill (issue 40.4). `key` is chosen by the form once per payment: a retry
 * (a lost answer, a second click) returns the payment already recorded instead of a second one.
 */
export const paymentRecordInput = z.object({
  billId: idSchema,
  key: idempotencyKeySchema,
  method: z.enum(PAYMENT_METHODS, { error: 'Paid by: cash, UPI, card, insurer or TPA, or company account' }),
  amountPaise: paise('Amount').min(1, 'Amount must be more than ₹0'),
  reference: optionalText(100, 'Reference'),
});

// Accounts (issue 40.5): a range of days (yyyy-MM-dd, Bengaluru time), at most a year and a day.
const accountsDay = z.iso.date({ error: 'Use a date like 2026-11-23' }).refine(hasPlausibleYear, PLAUSIBLE_YEAR_MESSAGE);
export const ACCOUNTS_MAX_DAYS = 366;
export const accountsPeriodInput = z
  .object({ from: accountsDay, to: accountsDay })
  .refine((v) => v.from <= v.to, { message: 'The start date must be on or before the end date', path: ['to'] })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < ACCOUNTS_MAX_DAYS, { message: `At most ${ACCOUNTS_MAX_DAYS} days at a time`, path: ['from'] });
export type AccountsPeriod = z.output<typeof accountsPeriodInput>;
/** The accountant's downloads: bills or payments of a period, as CSV. */
export const ACCOUNTS_CSV_PATHS = { bills: '/api/accounts/bills.csv', payments: '/api/accounts/payments.csv' } as const;
/** A bill's and a receipt's PDF for staff (the family's are under their tracking link). */
export const billPdfPath = (billId: string) => `/api/bills/${billId}.pdf`;
export const receiptPdfPath = (paymentId: string) => `/api/receipts/${paymentId}.pdf`;
