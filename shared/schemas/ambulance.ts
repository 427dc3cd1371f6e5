import { z } from 'zod';
import { MAX, PLAUSIBLE_YEAR_MESSAGE, blankAsNull, hasPlausibleYear, idSchema, optionalText, requiredText, versionField } from './common';

/**
 * Ambulance types: the booking form's service types without corporate (spec section 5), plus
 * mortuary, which the fleet page names (4 mortuary ambulances) and dispatch must tell apart.
 */
export const AMBULANCE_TYPES = ['emergency', 'icu', 'basic', 'cardiac', 'neonatal', 'air', 'intercity', 'mortuary'] as const;
export type AmbulanceType = (typeof AMBULANCE_TYPES)[number];

export const AMBULANCE_TYPE_LABELS: Record<AmbulanceType, string> = {
  emergency: 'Emergency',
  icu: 'ICU',
  basic: 'Basic Life Support',
  cardiac: 'Cardiac',
  neonatal: 'Neonatal',
  air: 'Air Ambulance',
  intercity: 'Intercity',
  mortuary: 'Mortuary',
};

/** Indian registration numbers: state, district, series, number, e.g. KA-01-AB-1234. */
export const VEHICLE_NUMBER_PLACEHOLDER = 'KA-01-AB-1234';

const dateOnly = blankAsNull(z.iso.date({ error: 'Use a date like 2026-01-31' }).refine(hasPlausibleYear, PLAUSIBLE_YEAR_MESSAGE));

export const ambulanceFormSchema = z.object({
  vehicleNumber: requiredText(32, 'Vehicle number')
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9 -]*$/, 'Vehicle number may contain only letters, digits, spaces and dashes')),
  ambulanceType: z.enum(AMBULANCE_TYPES, { error: 'Type is required' }),
  isAvailable: z.boolean().default(true),
  lastMaintenanceDate: dateOnly,
  nextMaintenanceDate: dateOnly,
  driverName: optionalText(MAX.name, 'Driver name'),
  driverPhone: optionalText(MAX.phone, 'Driver phone'),
});
export type AmbulanceFormInput = z.input<typeof ambulanceFormSchema>;

export const ambulanceCreateInput = ambulanceFormSchema;
/** Writes carry the vehicle's version they were made from (a stale one: 409, nothing changes). */
export const ambulanceUpdateInput = z.object({ id: idSchema, version: versionField, data: ambulanceFormSchema });
/** The Fleet switch: in service or not (staff's fact; a trip does not change it, and it works during one). */
export const ambulanceAvailabilityInput = z.object({ id: idSchema, version: versionField, isAvailable: z.boolean() });
export const ambulanceIdInput = z.object({ id: idSchema });
export const ambulanceDeleteInput = z.object({ id: idSchema, version: versionField });

/** A staff map's position stream: every vehicle's fixes, or only one vehicle's (a booking's map). */
export const positionStreamInput = z.object({ vehicleId: idSchema.optional() }).optional();
