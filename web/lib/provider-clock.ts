import { PROVIDER_TIME_ZONE } from '../../shared/dates';

/**
 * The crew screen's times, in the provider's time zone (Bengaluru) whatever the phone's, as the
 * dashboard writes them (web/lib/dates.ts: "14:02", "Nov 21, 2026 09:30"). The platform's
 * Intl.DateTimeFormat rather than date-fns here: @date-fns/tz works out the zone's offset with a
 * new Intl format call on every date operation, which took 170 ms of a cheap phone's first
 * screen (Chrome's profiler at 4x CPU slowdown); one formatter per pattern, made once, does the
 * same in one call each, and adds no bytes to the screen's first load (issue 19.4).
 * tests/unit/provider-clock.test.ts checks both give the same text.
 */
let dateTimeFormat: Intl.DateTimeFormat | undefined;

const formatter = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PROVIDER_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

function partsOf(instant: number | string) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter().formatToParts(new Date(instant))) parts[part.type] = part.value;
  return parts;
}

/** "14:02" */
export function formatClockTime(instant: number | string): string {
  const { hour, minute } = partsOf(instant);
  return `${hour}:${minute}`;
}

/** "Nov 21, 2026 09:30" (the spec's MMM dd, yyyy HH:mm) */
export function formatClockDateTime(instant: number | string): string {
  const { month, day, year, hour, minute } = partsOf(instant);
  return `${month} ${day}, ${year} ${hour}:${minute}`;
}
