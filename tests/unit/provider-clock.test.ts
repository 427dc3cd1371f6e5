import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClockDateTime, formatClockTime } from '../../web/lib/provider-clock';
import { formatDateTime, formatTime } from '../../web/lib/dates';

describe("the crew screen's times read as the dashboard's", () => {
  it.each([
    ['2026-11-21T04:00:00Z', '09:30', 'Nov 21, 2026 09:30'],
    ['2026-12-31T18:30:00Z', '00:00', 'Jan 01, 2027 00:00'],
    ['2026-02-28T18:29:59Z', '23:59', 'Feb 28, 2026 23:59'],
  ])('%s is %s, %s in Bengaluru', (instant, time, dateTime) => {
    expect(formatClockTime(instant)).toBe(time);
    expect(formatClockDateTime(instant)).toBe(dateTime);
  });

  it('gives the same text as date-fns for any instant from 1990 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(formatClockTime(ms)).toBe(formatTime(ms));
        expect(formatClockDateTime(ms)).toBe(formatDateTime(new Date(ms).toISOString()));
      }),
      { numRuns: 500 },
    );
  });
});
