import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';

/**
 * The partner console's calendar: months (yyyy-MM, the history's unit and its CSV's) and days
 * (yyyy-MM-dd) as they are in Bengaluru, whatever the browser's zone.
 */
const inProvider = tz(PROVIDER_TIME_ZONE);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** This month in Bengaluru, e.g. "2026-11". */
export function currentMonth(now: Date = new Date()): string {
  return format(now, 'yyyy-MM', { in: inProvider });
}

/** A month from a URL: itself when it is one (yyyy-MM), else undefined (the current month is meant). */
export function readMonth(value: unknown): string | undefined {
  return typeof value === 'string' && MONTH.test(value) ? value : undefined;
}

/** The month `delta` months from `month` ("2026-11", -1 → "2026-10"). */
export function shiftMonth(month: string, delta: number): string {
  return format(addMonths(monthStart(month), delta), 'yyyy-MM');
}

/** "November 2026". */
export function monthLabel(month: string): string {
  return format(monthStart(month), 'MMMM yyyy');
}

function monthStart(month: string): Date {
  const date = parse(`${month}-01`, 'yyyy-MM-dd', new Date());
  if (!isValid(date)) throw new Error(`Not a month: ${month}`);
  return date;
}

/** Today's and tomorrow's dates in Bengaluru (yyyy-MM-dd), the board's two days. */
export function boardDays(now: Date = new Date()): { today: string; tomorrow: string } {
  return { today: format(now, 'yyyy-MM-dd', { in: inProvider }), tomorrow: format(addDays(now, 1, { in: inProvider }), 'yyyy-MM-dd', { in: inProvider }) };
}

/** The day of an instant in Bengaluru (yyyy-MM-dd). */
export function providerDay(instant: string | Date): string {
  return format(instant, 'yyyy-MM-dd', { in: inProvider });
}
