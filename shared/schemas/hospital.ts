import { z } from 'zod';
import { HOSPITAL_SERVICES } from '../hospitals';
import { MAX, idSchema, indianPhoneField, requiredText, versionField } from './common';
import { pickupPointText } from './geo';

export * from '../hospitals';

/**
 * The admins' hospital form (issue 39): name, address, its point on the map (coordinates or a
 * Google Maps link, read as a pickup point is), the emergency department's phone, and what it
 * takes. The form and the server use this schema.
 */
export const hospitalFormSchema = z.object({
  name: requiredText(MAX.name, 'Hospital name'),
  address: requiredText(MAX.location, 'Address'),
  point: pickupPointText,
  edPhone: indianPhoneField('Enter the emergency department phone, e.g. 080 4123 4567', 'Emergency department phone is required'),
  services: z
    .array(z.enum(HOSPITAL_SERVICES, { error: 'Unknown service' }), { error: 'Choose what the hospital takes' })
    .min(1, 'Choose at least one service the hospital takes')
    .max(HOSPITAL_SERVICES.length)
    .transform((list) => [...new Set(list)]),
});
export type HospitalFormInput = z.input<typeof hospitalFormSchema>;

export const hospitalCreateInput = hospitalFormSchema;
/** Edits carry the hospital's version they were made from (a stale one: 409, nothing changes). */
export const hospitalUpdateInput = z.object({ id: idSchema, version: versionField, data: hospitalFormSchema });
export const hospitalDeleteInput = z.object({ id: idSchema, version: versionField });

/** The hospitals offered for a booking: suitable ones first, nearest first from its pickup point. */
export const hospitalOptionsInput = z.object({ bookingId: idSchema });
