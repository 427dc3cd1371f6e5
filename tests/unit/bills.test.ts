import { describe, expect, it } from 'vitest';
import { billNumber, financialYearOf } from '../../shared/bills';

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
