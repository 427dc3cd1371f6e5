import { z } from 'zod';
import { LATITUDE_RANGE, LONGITUDE_RANGE } from '../geo-limits';
import './common'; // zod's jitless setting first

/** The accuracy the browser reported with a position, metres (worse than 100 km says nothing). */
export const ACCURACY_MAX_M = 100_000;

/** A number a form sends as text (a hidden field) or the API as a number; blank means none. */
function optionalNumber(min: number, max: number, message: string) {
  return z
    .union([z.number(), z.string().trim().max(40)], { error: message })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null;
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

/**
 * Where the family's phone said it was ("Use my current location" on the public form): all
 * optional; latitude and longitude come together.
 */
export const reportedPositionFields = {
  pickupLat: optionalNumber(-90, 90, LATITUDE_RANGE),
  pickupLng: optionalNumber(-180, 180, LONGITUDE_RANGE),
  pickupAccuracy: optionalNumber(0, ACCURACY_MAX_M, `Accuracy must be between 0 and ${ACCURACY_MAX_M} metres`),
};
