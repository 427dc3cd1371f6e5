import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { parse } from 'date-fns/parse';
import { parseISO } from 'date-fns/parseISO';
import { roundToNearestMinutes } from 'date-fns/roundToNearestMinutes';
import { addDays } from 'date-fns/addDays';
import { startOfDay } from 'date-fns/startOfDay';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';

/**
 * Every date the staff screens show or read, in the provider's time zone (Bengaluru),
 * whatever the browser's. Mantine's pickers work with naive 'YYYY-MM-DD HH:mm:ss' strings:
 * those are read and written as Bengaluru wall-clock times.
 */
const inProvider = tz(PROVIDER_TIME_ZONE);
const PICKER_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** An instant as the tables show it, e.g. "Nov 21, 2026 09:30" (spec: MMM dd, yyyy HH:mm). */
export function formatDateTime(iso: string): string {
  return format(iso, 'MMM dd, yyyy HH:mm', { in: inProvider });
}

/** A calendar day ("2027-01-31") as "Jan 31, 2027". */
export function formatCalendarDate(day: string): string {
  return format(parseISO(day), 'MMM dd, yyyy');
}

/** An instant as the date-time picker's value (Bengaluru wall-clock time). */
export function toPickerValue(iso: string): string {
  return format(iso, PICKER_FORMAT, { in: inProvider });
}

/** The picker's value, meant as Bengaluru time, as an ISO instant for the API. */
export function fromPickerValue(value: string): string {
  return parse(value, PICKER_FORMAT, new Date(), { in: inProvider }).toISOString();
}

/** A sensible default for a new booking: the next quarter hour from now. */
export function nextQuarterHour(now: Date = new Date()): string {
  return roundToNearestMinutes(now, { nearestTo: 15, roundingMethod: 'ceil' }).toISOString();
}

/** The day of an instant in Bengaluru, e.g. "Nov 21, 2026". */
export function formatDay(iso: string): string {
  return format(iso, 'MMM dd, yyyy', { in: inProvider });
}

/**
 * Midnight at the start of tomorrow in Bengaluru: when a new rate card version applies unless the
 * admin picks otherwise (fares change from the start of a day, and the admin has the rest of today
 * to check the version and withdraw it).
 */
export function startOfTomorrowInProvider(now: Date = new Date()): string {
  return new Date(startOfDay(addDays(now, 1, { in: inProvider }), { in: inProvider }).getTime()).toISOString();
}

/** The time of an instant in Bengaluru, e.g. "14:02" (a live screen's "reconnecting since"). */
export function formatTime(instant: number | string): string {
  return format(instant, 'HH:mm', { in: inProvider });
}
