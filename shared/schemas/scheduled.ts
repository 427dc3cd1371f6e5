import { z } from 'zod';
import { hasPlausibleYear, PLAUSIBLE_YEAR_MESSAGE } from './common';

/** The control room's Scheduled view shows this many Bengaluru days from its first. */
export const SCHEDULED_VIEW_DAYS = 7;

/**
 * The Scheduled view's window: its first day (yyyy-MM-dd, Asia/Kolkata), today when left out.
 * Seven days from it are shown.
 */
export const scheduledWeekInput = z
  .object({
    from: z
      .string({ error: 'From: use yyyy-MM-dd' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'From: use yyyy-MM-dd')
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'From is not a real date')
      // Year 411 reached the date library and the database as a 500 (the fuzz test found it).
      .refine(hasPlausibleYear, PLAUSIBLE_YEAR_MESSAGE)
      .optional(),
  })
  .default({});
export type ScheduledWeekInput = z.input<typeof scheduledWeekInput>;
