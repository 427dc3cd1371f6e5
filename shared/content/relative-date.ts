/**
 * Review dates written as relative text ("2 months ago"), turned into an age in days so
 * testimonials sort newest first (spec: day=1, week=7, month=30, year=365; unparseable last).
 */
const UNIT_DAYS = { minute: 0, hour: 0, day: 1, week: 7, month: 30, year: 365 } as const;

const WORD_COUNTS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/**
 * Age in days of a relative date text, or null when it cannot be read. Accepts "N unit(s) ago"
 * with a number or a small number word ("a month ago", "two weeks ago"), "last week",
 * "yesterday" (1) and "today"/"just now" (0); minutes and hours count as today.
 */
export function relativeDateToDays(text: string): number | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (value === 'today' || value === 'just now') return 0;
  if (value === 'yesterday') return 1;
  const last = /^last (day|week|month|year)$/.exec(value);
  if (last) return UNIT_DAYS[last[1] as keyof typeof UNIT_DAYS];
  const ago = /^(\d+|[a-z]+) (minute|hour|day|week|month|year)s? ago$/.exec(value);
  if (!ago) return null;
  const count = /^\d+$/.test(ago[1]) ? Number(ago[1]) : WORD_COUNTS[ago[1]];
  if (count === undefined) return null;
  return count * UNIT_DAYS[ago[2] as keyof typeof UNIT_DAYS];
}

/** A copy sorted newest first; unreadable dates go last; ties keep their order. */
export function sortNewestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  const age = (item: T) => relativeDateToDays(item.date) ?? Number.POSITIVE_INFINITY;
  return items
    .map((item, index) => ({ item, index, days: age(item) }))
    .sort((a, b) => a.days - b.days || a.index - b.index)
    .map((entry) => entry.item);
}
