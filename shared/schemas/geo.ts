import { z } from 'zod';
import { parsePickupPoint } from '../geo';
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
