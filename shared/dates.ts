import { TZDate } from '@date-fns/tz';

/** The provider's time zone: every date a person reads or types means Bengaluru time. */
export const PROVIDER_TIME_ZONE = 'Asia/Kolkata';

/**
 * A local date-time as a datetime-local input gives it (YYYY-MM-DDTHH:mm[:ss]), read as
 * Bengaluru time whatever the browser's or server's zone. Null when it is not a real date.
 */
export function fromProviderLocal(local: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new TZDate(y, mo - 1, d, h, mi, s, PROVIDER_TIME_ZONE);
  // Reject rollovers such as 31 February.
  if (date.getDate() !== d || date.getMonth() !== mo - 1 || date.getHours() !== h) return null;
  return new Date(date.getTime());
}
