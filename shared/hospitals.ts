import type { ServiceType } from './booking-values';

/**
 * Receiving hospitals (issue 39): what each takes, and which of them suit a booking. Plain
 * values, no zod (the staff screens show them without a validator; the schemas are in
 * shared/schemas/hospital.ts).
 */

/** What an emergency department takes (a hospital lists one or more). */
export const HOSPITAL_SERVICES = ['emergency', 'cardiac', 'stroke', 'trauma', 'neonatal', 'burns', 'icu'] as const;
export type HospitalService = (typeof HOSPITAL_SERVICES)[number];

export const HOSPITAL_SERVICE_LABELS: Record<HospitalService, string> = {
  emergency: 'Emergency (general)',
  cardiac: 'Cardiac (cath lab)',
  stroke: 'Stroke',
  trauma: 'Trauma',
  neonatal: 'Neonatal / paediatric',
  burns: 'Burns',
  icu: 'Critical care (ICU)',
};

/**
 * What a booking's service asks of the receiving hospital: a hospital suits it when it takes
 * this. null: the trip does not end at an emergency department (a funeral transfer, an event
 * standby), so no hospital is suggested (one may still be chosen).
 */
export const HOSPITAL_SERVICE_FOR: Record<ServiceType, HospitalService | null> = {
  emergency: 'emergency',
  icu: 'icu',
  basic: 'emergency',
  als: 'icu',
  cardiac: 'cardiac',
  neonatal: 'neonatal',
  air: null,
  intercity: null,
  corporate: 'emergency',
  transfer: 'emergency',
  funeral: null,
  event: 'emergency',
};

/** Whether a hospital taking `services` suits a booking for `service`. */
export function hospitalSuits(service: ServiceType, services: readonly HospitalService[]): boolean {
  const needed = HOSPITAL_SERVICE_FOR[service];
  return needed !== null && services.includes(needed);
}

/** The destination text a booking to a listed hospital carries (lists, CSV, the crew's phone). */
export function hospitalDestination(h: { name: string; address: string }): string {
  return `${h.name}, ${h.address}`;
}
