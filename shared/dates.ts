import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';

/** The provider works in Bengaluru: "today" and every time a person reads or types are in this zone. */
export const PROVIDER_TIME_ZONE = 'Asia/Kolkata';

const inProvider = tz(PROVIDER_TIME_ZONE);

/**
 * A local date-time as a datetime-local input gives it (YYYY-MM-DDTHH:mm, seconds optional),
 * read as Bengaluru time whatever the browser's or server's zone. Null when it is not a real
 * date (31 February, 25:00...).
 */
export function fromProviderLocal(local: string): Date | null {
  const pattern = local.length > 16 ? "yyyy-MM-dd'T'HH:mm:ss" : "yyyy-MM-dd'T'HH:mm";
  const date = parse(local, pattern, new Date(), { in: inProvider });
  return isValid(date) ? new Date(date.getTime()) : null;
}

/** Today's calendar date in Bengaluru (yyyy-MM-dd), whatever the machine's zone. */
export function providerToday(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', { in: inProvider });
}
