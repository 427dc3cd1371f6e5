/**
 * The partner API's own inputs (issue 38.2/38.3), beside the console's (shared/schemas/partner.ts),
 * which the API reuses for creating trips and series.
 */
import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking-values';
import { PLAUSIBLE_YEAR_MESSAGE, hasPlausibleYear, idSchema } from './common';

export const TRIPS_LIST_MAX = 200;

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}: an ISO date-time with its offset, e.g. 2026-11-28T09:30:00+05:30` }).refine(hasPlausibleYear, PLAUSIBLE_YEAR_MESSAGE);

/** The organisation's trips due in [from, to), of one status or all, oldest first. */
export const tripsListInput = z
  .object({
    status: z.enum(BOOKING_STATUSES, { error: `Unknown status: one of ${BOOKING_STATUSES.join(', ')}` }).optional(),
    from: instant('from').optional(),
    to: instant('to').optional(),
    limit: z.number({ error: 'limit: a whole number' }).int().min(1).max(TRIPS_LIST_MAX).default(100),
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.from) < Date.parse(v.to), { message: '"from" must be before "to"', path: ['to'] });
export type TripsListInput = z.input<typeof tripsListInput>;

export const tripIdInput = z.object({ id: idSchema });
