import { z } from 'zod';
import { idSchema } from './schemas/common';

/**
 * A position the crew's phone sends during a trip (issue 20.3): where the vehicle is, how
 * accurate the fix is (metres, as the browser reports it), and when the phone took it.
 */
export const positionInput = z.object({
  bookingId: idSchema,
  latitude: z.number({ error: 'Latitude must be a number' }).min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90'),
  longitude: z
    .number({ error: 'Longitude must be a number' })
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180'),
  accuracyM: z.number({ error: 'Accuracy must be a number of metres' }).min(0, 'Accuracy must be a number of metres').max(1_000_000, 'Accuracy must be at most 1000 km'),
  fixedAt: z.iso.datetime({ offset: true, error: 'fixedAt must be an ISO date-time' }),
});
export type PositionInput = z.output<typeof positionInput>;
