import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime, fromPickerValue, nextQuarterHour, startOfTomorrowInProvider, toPickerValue } from '../../web/lib/dates';

// The suite runs under TZ=America/New_York (see vitest.config.ts), so a result that used the
// machine's zone instead of Bengaluru's would differ.
describe('staff dates are Bengaluru times whatever the machine zone', () => {
  it('runs in a zone far from Bengaluru', () => {
    expect(new Date('2026-11-21T04:00:00Z').getTimezoneOffset()).not.toBe(-330);
  });

  it('formats an instant like MMM dd, yyyy HH:mm in IST', () => {
    expect(formatDateTime('2026-11-21T04:00:00.000Z')).toBe('Nov 21, 2026 09:30');
    expect(formatDateTime('2026-11-20T18:45:00Z')).toBe('Nov 21, 2026 00:15');
  });

  it('reads the picker value as IST wall-clock time, and writes it back the same', () => {
    expect(fromPickerValue('2026-11-21 09:30:00')).toBe('2026-11-21T09:30:00.000+05:30');
    expect(new Date(fromPickerValue('2026-11-21 09:30:00')).toISOString()).toBe('2026-11-21T04:00:00.000Z');
    expect(toPickerValue('2026-11-21T04:00:00.000Z')).toBe('2026-11-21 09:30:00');
    expect(toPickerValue(fromPickerValue('2027-01-01 00:05:00'))).toBe('2027-01-01 00:05:00');
  });

  it('shows a calendar day without shifting it', () => {
    expect(formatCalendarDate('2027-01-31')).toBe('Jan 31, 2027');
  });

  it('defaults a new booking to the next quarter hour', () => {
    expect(nextQuarterHour(new Date('2026-11-21T04:01:00Z'))).toBe('2026-11-21T04:15:00.000Z');
    expect(nextQuarterHour(new Date('2026-11-21T04:14:00Z'))).toBe('2026-11-21T04:15:00.000Z');
    expect(nextQuarterHour(new Date('2026-11-21T04:16:00Z'))).toBe('2026-11-21T04:30:00.000Z');
  });

  it('defaults a new rate card version to midnight at the start of tomorrow in Bengaluru', () => {
    // 23:59 on Nov 21 in Bengaluru (18:29 UTC): tomorrow starts in one minute.
    expect(startOfTomorrowInProvider(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21T18:30:00.000Z');
    // 00:10 on Nov 22 in Bengaluru (18:40 UTC on Nov 21): tomorrow is Nov 23.
    expect(startOfTomorrowInProvider(new Date('2026-11-21T18:40:00Z'))).toBe('2026-11-22T18:30:00.000Z');
  });
});

describe('the booking form accepts what the picker produces', () => {
  it('an IST instant with its offset passes the shared schema', async () => {
    const { bookingFormSchema } = await import('../../shared/schemas/booking');
    const result = bookingFormSchema.shape.bookingDate.safeParse(fromPickerValue('2026-11-21 09:30:00'));
    expect(result.success).toBe(true);
  });
});
