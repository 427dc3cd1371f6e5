/**
 * Money (issue 40): every amount is an integer number of paise (₹1 = 100 paise), in the
 * database, the API and the code. Fractions of a rupee appear only inside a calculation (a
 * rate per km times metres, a percentage), and `rupeesHalfUp` is the one place where such an
 * exact amount becomes money: whole rupees, halves up, as fares are paid.
 */
export type Paise = number;

export const PAISE_PER_RUPEE = 100;

/**
 * The one rounding. `numerator / denominator` paise (both integers, numerator ≥ 0, so the
 * amount is exact: no floating-point error before the rounding) to whole rupees, a half rupee
 * and more up; returned in paise.
 */
export function rupeesHalfUp(numerator: number, denominator = 1): Paise {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0 || numerator < 0) {
    throw new RangeError(`rupeesHalfUp takes a non-negative integer over a positive integer (${numerator} / ${denominator})`);
  }
  const perRupee = denominator * PAISE_PER_RUPEE;
  return Math.floor((2 * numerator + perRupee) / (2 * perRupee)) * PAISE_PER_RUPEE;
}

/**
 * A number typed with at most two decimals, in hundredths, exactly (no floating point): rupees
 * as a person types them ("1250", "1,250.50", "₹ 99.5") to paise, or a percentage ("20.5") to
 * basis points. Null when it is not such a number.
 */
export function hundredthsOf(text: string): number | null {
  const plain = text.replace(/[,\s₹]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  const [rupees, fraction = ''] = plain.split('.');
  return Number(rupees) * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0'));
}

const FORMATS = new Map<string, Intl.NumberFormat>();

/** "₹1,250" (whole rupees) or "₹1,250.50", Indian digit grouping, in any of the site's languages. */
export function formatRupees(paise: Paise, locale = 'en'): string {
  const whole = paise % PAISE_PER_RUPEE === 0;
  const key = `${locale}:${whole}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${locale}-IN`, { style: 'currency', currency: 'INR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2, numberingSystem: 'latn' });
    FORMATS.set(key, format);
  }
  return format.format(paise / PAISE_PER_RUPEE);
}

/** Paise as a plain decimal of rupees, "1250.50", "-40.00": for CSV files an accountant's spreadsheet reads. Exact (integers only). */
export function rupeesDecimal(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / PAISE_PER_RUPEE)}.${String(abs % PAISE_PER_RUPEE).padStart(2, '0')}`;
}
