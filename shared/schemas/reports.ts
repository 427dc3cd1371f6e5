import { z } from 'zod';
import { hasPlausibleYear, PLAUSIBLE_YEAR_MESSAGE } from './common';

/** The Reports tab's filters (issue 21.2): a range of days (yyyy-MM-dd, Bengaluru), the shift, the source. */
export const REPORT_SHIFTS = ['all', 'day', 'night'] as const;
export type ReportShift = (typeof REPORT_SHIFTS)[number];
export const REPORT_SOURCES = ['all', 'website', 'staff'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/** The longest range a report covers (the bench's 90-day report fits, with room). */
export const REPORT_MAX_DAYS = 366;

// Year 0 and the like are refused here (a 400), not left to the database's date range (a 500).
const day = z.iso.date({ error: 'Use a date like 2026-11-23' }).refine(hasPlausibleYear, PLAUSIBLE_YEAR_MESSAGE);

export const reportInput = z
  .object({
    from: day,
    to: day,
    shift: z.enum(REPORT_SHIFTS, { error: 'Shift is day, night or all' }).default('all'),
    source: z.enum(REPORT_SOURCES, { error: 'Source is website, staff or all' }).default('all'),
  })
  .refine((v) => v.from <= v.to, { message: 'The start date must be on or before the end date', path: ['to'] })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: `A report covers at most ${REPORT_MAX_DAYS} days`,
    path: ['from'],
  });
export type ReportInput = z.output<typeof reportInput>;

/** The intervals of the figures (issue 21.3), in order. */
export const REPORT_INTERVALS = ['callBack', 'assignment', 'turnout', 'travel', 'response', 'onScene', 'transport', 'total'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];
export const REPORT_INTERVAL_LABELS: Record<ReportInterval, string> = {
  callBack: 'Call-back',
  assignment: 'Assignment',
  turnout: 'Turnout',
  travel: 'Travel',
  response: 'Response',
  onScene: 'On scene',
  transport: 'Transport',
  total: 'Total',
};

/** The promise on every public page, and the share of requests it should hold for. */
export const CALL_BACK_SECONDS = 300;
export const CALL_BACK_TARGET = 0.9;
