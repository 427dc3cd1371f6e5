import { describe, expect, it } from 'vitest';
import { GSTIN_PATTERN, UPI_VPA_PATTERN, billNumber, financialYearOf, gstOn, isInterState, receiptNumber, upiPayLink } from '../../shared/bills';
import { rupeesDecimal } from '../../shared/money';

/** Issue 40.4: the financial year (April to March, India's time) and a bill's number (rule 49: at most 16 characters). */
describe('the financial year a bill falls in, in India’s time whatever the machine’s zone', () => {
  it.each([
    ['2027-03-31T23:59:59+05:30', '2026-27'],
    ['2027-04-01T00:00:00+05:30', '2027-28'],
    // 1 April 00:30 in India is still 31 March in UTC (and in New York, this suite's zone).
    ['2027-03-31T19:00:00Z', '2027-28'],
    ['2027-03-31T18:29:59Z', '2026-27'],
    ['2026-01-15T12:00:00+05:30', '2025-26'],
    ['2099-12-31T12:00:00+05:30', '2099-00'],
  ])('%s is in %s', (at, expected) => {
    expect(financialYearOf(new Date(at))).toBe(expected);
  });
});

describe("a bill's number", () => {
  it('series, year and a five-digit serial, within 16 characters up to serial 9,999,999', () => {
    expect(billNumber('bill_of_supply', '2026-27', 42)).toBe('BS/26-27/00042');
    expect(billNumber('tax_invoice', '2026-27', 1)).toBe('TI/26-27/00001');
    expect(billNumber('bill_of_supply', '2026-27', 9_999_999)).toHaveLength(16);
  });
});

describe('GST on a tax invoice, rounded once (whole rupees, halves up)', () => {
  it.each([
    // value, rate, across states, CGST, SGST, IGST
    [150_000, 18, false, 13_500, 13_500, 0],
    [150_000, 18, true, 0, 0, 27_000],
    [100_050, 18, false, 9_000, 9_000, 0], // 9 % of ₹1,000.50 is ₹90.045: ₹90
    [105_600, 5, false, 2_600, 2_600, 0], // 2.5 % of ₹1,056 is ₹26.40: ₹26
    [110_000, 5, false, 2_800, 2_800, 0], // 2.5 % of ₹1,100 is ₹27.50: ₹28 (a half up)
    [0, 18, false, 0, 0, 0],
    [123_400, 0, false, 0, 0, 0],
  ])('₹%i/100 at %i %% (across states: %s)', (value, rate, across, cgst, sgst, igst) => {
    expect(gstOn(value, rate, across)).toEqual({ cgstPaise: cgst, sgstPaise: sgst, igstPaise: igst });
  });

  it('a supply is between states when both GSTINs are known and their state codes differ', () => {
    expect(isInterState('29ABCDE1234F1Z5', '27AAACP1234B1Z9')).toBe(true);
    expect(isInterState('29ABCDE1234F1Z5', '29AAACA1234B1Z2')).toBe(false);
    expect(isInterState('29ABCDE1234F1Z5', null)).toBe(false);
    expect(isInterState(null, '27AAACP1234B1Z9')).toBe(false);
  });

  it('GSTINs have the state, the PAN, the entity, Z and a check character', () => {
    for (const ok of ['29ABCDE1234F1Z5', '07AAACA1234B1ZZ']) expect(GSTIN_PATTERN.test(ok)).toBe(true);
    for (const bad of ['29ABCDE1234F1Y5', '2ABCDE1234F1Z5', '29ABCDE1234F0Z5', '29abcde1234f1z5']) expect(GSTIN_PATTERN.test(bad)).toBe(false);
  });
});

describe('receipts and the UPI link', () => {
  it('a receipt is numbered in its own series', () => {
    expect(receiptNumber('2026-27', 7)).toBe('RC/26-27/00007');
  });

  it('the UPI link carries the payee, the amount due with two decimals, INR and the bill number, spaces as %20', () => {
    expect(upiPayLink({ vpa: 'ambulance@okaxis', name: 'Varthur Ambulance & Co' }, 100_050, 'BS/26-27/00042')).toBe(
      'upi://pay?pa=ambulance%40okaxis&pn=Varthur%20Ambulance%20%26%20Co&am=1000.50&cu=INR&tn=Bill%20BS%2F26-27%2F00042&tr=BS262700042',
    );
    expect(UPI_VPA_PATTERN.test('ambulance@okaxis')).toBe(true);
    expect(UPI_VPA_PATTERN.test('no-at-sign')).toBe(false);
  });

  it('paise print as plain rupees for the accountant’s CSV, exactly', () => {
    expect([0, 5, 100, 150_050, -4_000, 999_999_999].map(rupeesDecimal)).toEqual(['0.00', '0.05', '1.00', '1500.50', '-40.00', '9999999.99']);
  });
});
