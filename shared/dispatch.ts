import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { AMBULANCE_TYPE_LABELS, type AmbulanceType } from './schemas/ambulance';
import { SERVICE_TYPE_LABELS, type BookingStatus, type ServiceType } from './schemas/booking';

/**
 * The one suitability table: for each service a booking asks for, the vehicle kinds that suit
 * it, best first. A kind not listed does not suit (the assignment dialog warns, and lists it
 * after the suitable ones). Covers every kind of `AMBULANCE_TYPES`, which holds every kind the
 * fleet page names (ICU, Emergency, Cardiac, Mortuary; Basic Life Support in its gallery).
 * A mortuary vehicle never carries a patient, and a patient vehicle is not a hearse.
 */
export const SUITABLE_VEHICLES: Record<ServiceType, readonly AmbulanceType[]> = {
  emergency: ['emergency', 'icu', 'cardiac'],
  icu: ['icu'],
  basic: ['basic', 'emergency', 'icu', 'cardiac'],
  als: ['icu', 'cardiac'],
  cardiac: ['cardiac', 'icu'],
  neonatal: ['neonatal', 'icu'],
  air: ['air'],
  intercity: ['intercity', 'icu', 'emergency'],
  corporate: ['emergency', 'basic', 'icu', 'cardiac'],
  transfer: ['basic', 'emergency', 'intercity', 'icu', 'cardiac'],
  funeral: ['mortuary'],
  event: ['emergency', 'basic', 'icu', 'cardiac'],
};

/** The mismatches worth their own words; any other unsuitable pair gets the general warning. */
const SPECIFIC_WARNINGS: Partial<Record<ServiceType, Partial<Record<AmbulanceType, string>>>> = {
  icu: {
    basic: 'ICU request on a Basic Life Support vehicle: it has no ventilator or patient monitor.',
    emergency: 'ICU request on an Emergency vehicle: it has no ventilator.',
  },
  als: { basic: 'ALS request on a Basic Life Support vehicle: it has no advanced life support equipment.' },
  funeral: {
    icu: 'Mortuary transfer on an ICU vehicle: it takes a critical-care vehicle away from living patients.',
  },
};

/** Whether a vehicle kind suits a service, its rank (0 = best), and the warning when it does not. */
export function suitability(service: ServiceType, vehicle: AmbulanceType): { suitable: boolean; rank: number; warning: string | null } {
  const list = SUITABLE_VEHICLES[service];
  const rank = list.indexOf(vehicle);
  if (rank >= 0) return { suitable: true, rank, warning: null };
  const specific = SPECIFIC_WARNINGS[service]?.[vehicle];
  const warning =
    specific ??
    (vehicle === 'mortuary'
      ? `A mortuary vehicle cannot carry a patient (${SERVICE_TYPE_LABELS[service]} request).`
      : `${SERVICE_TYPE_LABELS[service]} request on a ${AMBULANCE_TYPE_LABELS[vehicle]} vehicle: suitable are ${list
          .map((k) => AMBULANCE_TYPE_LABELS[k])
          .join(', ')}.`);
  return { suitable: false, rank: list.length, warning };
}

/** Statuses whose booking holds its ambulance (the vehicle is unavailable meanwhile). */
export const ACTIVE_ASSIGNMENT_STATUSES = ['confirmed', 'in_progress'] as const satisfies readonly BookingStatus[];
export function holdsVehicle(status: BookingStatus): boolean {
  return (ACTIVE_ASSIGNMENT_STATUSES as readonly BookingStatus[]).includes(status);
}
/** A vehicle can be assigned to a booking that is not finished. */
export function canTakeVehicle(status: BookingStatus): boolean {
  return status === 'pending' || holdsVehicle(status);
}

/** Days ahead in which a maintenance date counts as due soon. */
export const MAINTENANCE_DUE_DAYS = 7;

/**
 * The most requests the live queue lists (dashboard.queue, with the total beside them). Large
 * enough that a busy evening (or a burst from one shared address) never hides the newest request.
 */
export const QUEUE_LIMIT = 500;
export type MaintenanceStatus = 'overdue' | 'due_soon' | 'ok' | 'not_scheduled';

/**
 * A vehicle's maintenance against today's date in Bengaluru (both yyyy-MM-dd): overdue once the
 * date has passed (the day itself is still due, not overdue), due soon within 7 days.
 */
export function maintenanceStatus(nextMaintenanceDate: string | null, today: string): MaintenanceStatus {
  if (!nextMaintenanceDate) return 'not_scheduled';
  if (nextMaintenanceDate < today) return 'overdue';
  const limit = format(addDays(parseISO(today), MAINTENANCE_DUE_DAYS), 'yyyy-MM-dd');
  return nextMaintenanceDate <= limit ? 'due_soon' : 'ok';
}

/** How many characters of a booking's id (a UUID) its short reference shows. */
export const BOOKING_REFERENCE_LENGTH = 8;

/**
 * A booking's short reference, as the website's confirmation shows it (the start of the id, in
 * capitals). The one place it is formatted: the API, the receipts, the tracking page, the CSV.
 */
export function bookingReference(id: string): string {
  return id.slice(0, BOOKING_REFERENCE_LENGTH).toUpperCase();
}
