/**
 * Review dates written as relative text ("2 months ago"), turned into an age in days so
 * testimonials sort newest first (spec: day=1, week=7, month=30, year=365; unparseable last).
 */
import type { FormatDistanceToken, Locale as DateLocale } from 'date-fns';
import { hi } from 'date-fns/locale/hi';
import { kn } from 'date-fns/locale/kn';
import type { Locale } from '../i18n/locale';

const UNIT_DAYS = { minute: 0, hour: 0, day: 1, week: 7, month: 30, year: 365 } as const;
type Unit = keyof typeof UNIT_DAYS;

const WORD_COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/**
 * Age in days of a relative date text, or null when it cannot be read. Accepts "N unit(s) ago"
 * with a number or a small number word ("a month ago", "two weeks ago"), "last week",
 * "yesterday" (1) and "today"/"just now" (0); minutes and hours count as today.
 */
export function relativeDateToDays(text: string): number | null {
  const parsed = parseRelativeDate(text);
  return parsed && parsed.count * UNIT_DAYS[parsed.unit];
}

/** "2 months ago" -> 2 months; "today" -> 0 days; null when it cannot be read. */
function parseRelativeDate(text: string): { count: number; unit: Unit } | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (value === 'today' || value === 'just now') return { count: 0, unit: 'day' };
  if (value === 'yesterday') return { count: 1, unit: 'day' };
  const last = /^last (day|week|month|year)$/.exec(value);
  if (last) return { count: 1, unit: last[1] as Unit };
  const ago = /^(\d+|[a-z]+) (minute|hour|day|week|month|year)s? ago$/.exec(value);
  if (!ago) return null;
  const count = /^\d+$/.test(ago[1]) ? Number(ago[1]) : WORD_COUNTS[ago[1]];
  if (count === undefined) return null;
  return { count, unit: ago[2] as Unit };
}

const DATE_LOCALES: Record<Exclude<Locale, 'en'>, DateLocale> = { kn, hi };

const TOKENS: Record<Unit, FormatDistanceToken> = { minute: 'xMinutes', hour: 'xHours', day: 'xDays', week: 'xWeeks', month: 'xMonths', year: 'xYears' };

/** Devanagari digits (date-fns' Hindi writes them) as the digits the site uses everywhere. */
const asciiDigits = (text: string) => text.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));

/**
 * A relative date text written in English ("2 months ago", "a week ago") as a language writes
 * it, through date-fns' locale ("2 ತಿಂಗಳುಗಳ ಹಿಂದೆ", "1 सप्ताह पहले"). English stays as given; so
 * does a text that cannot be read. Weeks a locale cannot say are written as days.
 */
export function relativeDateIn(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const parsed = parseRelativeDate(text);
  if (!parsed) return text;
  const dateLocale = DATE_LOCALES[locale];
  const say = (token: FormatDistanceToken, count: number) =>
    asciiDigits(dateLocale.formatDistance(token, count, { addSuffix: true, comparison: -1 }));
  try {
    return say(TOKENS[parsed.unit], parsed.count);
  } catch {
    // kn has no week forms (date-fns 4): a week is said in days.
    return say('xDays', parsed.count * UNIT_DAYS[parsed.unit]);
  }
}

/** A copy sorted newest first; unreadable dates go last; ties keep their order. */
export function sortNewestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  const age = (item: T) => relativeDateToDays(item.date) ?? Number.POSITIVE_INFINITY;
  return items
    .map((item, index) => ({ item, index, days: age(item) }))
    .sort((a, b) => a.days - b.days || a.index - b.index)
    .map((entry) => entry.item);
}
