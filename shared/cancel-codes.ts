/* Apart from booking-values, which the dashboard's first screen loads: only the booking page, the server and reports need these. */
/**
 * Why a booking is cancelled, as a code (issue 21.5), with optional text beside it. Bookings
 * cancelled before the codes had free text only: they count as "other".
 */
export const CANCEL_CODES = ['customer_cancelled', 'no_ambulance', 'duplicate_or_spam', 'went_elsewhere', 'other'] as const;
export type CancelCode = (typeof CANCEL_CODES)[number];
export const CANCEL_CODE_LABELS: Record<CancelCode, string> = {
  customer_cancelled: 'Customer cancelled',
  no_ambulance: 'No suitable ambulance free',
  duplicate_or_spam: 'Duplicate or spam',
  went_elsewhere: 'Patient went elsewhere',
  other: 'Other',
};
/**
 * Whose side a cancellation is on in the reports: the customer's (they called it off, went
 * elsewhere, or the request was not a real one) or ours (no vehicle, or a reason we wrote down
 * ourselves as "other").
 */
export const CANCEL_CODE_SIDES: Record<CancelCode, 'customer' | 'ours'> = {
  customer_cancelled: 'customer',
  no_ambulance: 'ours',
  duplicate_or_spam: 'customer',
  went_elsewhere: 'customer',
  other: 'ours',
};

/** A cancellation as people read it: the code's label and the text, or the text alone for "other". */
export function cancellationShown(code: CancelCode | null, text: string | null): string | null {
  if (!code) return text;
  if (code === 'other') return text ?? CANCEL_CODE_LABELS.other;
  return text ? `${CANCEL_CODE_LABELS[code]}: ${text}` : CANCEL_CODE_LABELS[code];
}
