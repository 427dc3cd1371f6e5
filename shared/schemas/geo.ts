import { z } from 'zod';
import { LATITUDE_RANGE, LONGITUDE_RANGE, parsePickupPoint } from '../geo';
import { idSchema, versionField } from './common';

/** The longest text a pasted point may be (a Google Maps link with its data part). */
export const POINT_TEXT_MAX = 2000;

/**
 * A pickup point as staff paste it (coordinates or a Google Maps link, shared/geo.ts), read
 * into `{ lat, lng }`; anything else is refused with the field's message. The form and the
 * server use this same schema.
 */
export const pickupPointText = z
  .string({ error: 'Paste coordinates (e.g. 12.97, 77.59) or a Google Maps link' })
  .max(POINT_TEXT_MAX, `Paste at most ${POINT_TEXT_MAX} characters`)
  .transform((text, ctx) => {
    const parsed = parsePickupPoint(text);
    if (parsed.ok) return parsed.point;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

/** Staff set or correct a booking's pickup point, made from the booking's `version`. */
export const setPickupPointInput = z.object({ bookingId: idSchema, version: versionField, point: pickupPointText });
export type SetPickupPointInput = z.input<typeof setPickupPointInput>;

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
