import { CANCEL_CODE_LABELS, type CancelCode } from '../../shared/cancel-codes';

/**
 * The reasons a partner gives, in a partner's words, each one of the cancellation codes the
 * control room's reports count (shared/cancel-codes.ts). "No suitable ambulance free" is ours to
 * give, not theirs.
 */
export const PARTNER_CANCEL_REASONS: { code: CancelCode; label: string }[] = [
  { code: 'customer_cancelled', label: 'No longer needed' },
  { code: 'went_elsewhere', label: 'The patient is travelling another way' },
  { code: 'duplicate_or_spam', label: 'Requested twice by mistake' },
  { code: 'other', label: 'Another reason' },
];

/** A cancellation as the partner reads it: their words for the code (ours for ours), and the details beside them. */
export function partnerCancellation(code: CancelCode | null, text: string | null): string {
  const label = code ? (PARTNER_CANCEL_REASONS.find((r) => r.code === code)?.label ?? CANCEL_CODE_LABELS[code]) : null;
  return [label, text].filter(Boolean).join(': ');
}
