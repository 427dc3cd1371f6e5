import { z } from 'zod';
import { idSchema } from './schemas/common';

/**
 * The kept history (timeline) of bookings, ambulances and roles: who did what, when, and each
 * field's value before and after. Append-only in the database; unlike change events, never
 * pruned, and a deleted booking's history stays, without its personal values.
 */
export const HISTORY_SUBJECTS = ['booking', 'ambulance', 'user', 'organisation', 'series'] as const;
export type HistorySubject = (typeof HISTORY_SUBJECTS)[number];

export const HISTORY_ACTIONS = [
  /** booking, ambulance: created (origin website: a public request). */
  'created',
  /** booking, ambulance: fields edited (not status, not availability). */
  'updated',
  /** booking: status changed (cancelling carries the reason). */
  'status_changed',
  /** booking: a vehicle assigned (`ambulance` before: none) or reassigned (before: the old one). */
  'assigned',
  /** booking: its vehicle taken off (unassign, or the booking went back to pending). */
  'unassigned',
  /** ambulance: now serving a booking / released by it (completed, cancelled, deleted, unassigned). */
  'dispatched',
  'released',
  /** ambulance: the availability switch. */
  'availability_changed',
  /** booking, ambulance: deleted (the history stays). */
  'deleted',
  /** user: role granted, changed or removed. */
  'role_changed',
  /** booking: a crew step recorded (by the crew's phone or an operator) or taken back within a minute. */
  'step_recorded',
  'step_undone',
  /** user: a crew account linked to a vehicle (or unlinked). */
  'crew_vehicle_changed',
  /** booking: staff called the customer back (issue 21); the first call stops the queue's clock. */
  'called_back',
  /** booking: the receiving hospital's pre-alert sent (issue 39.2), and its department's answer. */
  'prealert_sent',
  'prealert_acknowledged',
  /** booking: staff set the completed trip's fare (issue 40.3), with a reason. */
  'fare_adjusted',
  /** booking: a bill issued for the trip (issue 40.4), or cancelled (it keeps its number). */
  'bill_issued',
  'bill_cancelled',
  /** booking: a payment recorded against its bill (issue 40.4), with its receipt's number. */
  'payment_recorded',
  /** organisation: a person invited (issue 37); user: a partner's access ended. */
  'invited',
  'access_ended',
  /** series: one date skipped or moved; the series paused, resumed or ended. */
  'date_skipped',
  'date_moved',
  'paused',
  'resumed',
  'ended',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const HISTORY_ORIGINS = ['staff', 'website', 'system', 'partner'] as const;
export type HistoryOrigin = (typeof HISTORY_ORIGINS)[number];

/** One field's change; values as shown to people (dates ISO, vehicles by number), null when empty. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
  /**
   * The values named or located a person and have been erased (the booking or vehicle was
   * deleted, or retention removed the booking's personal details): before and after are null.
   */
  erased?: true;
}

/** A history entry as the API returns it. */
export interface HistoryEntryDTO {
  id: string;
  subject: HistorySubject;
  subjectId: string;
  action: HistoryAction;
  changes: FieldChange[];
  /**
   * The reason given (cancelling), or why the system did it ("booking completed"). A booking's
   * reasons are free text, so they are erased with its personal details (null then).
   */
  reason: string | null;
  /** Who did it: a staff member (name as it was then), or null for the website and the system. */
  actor: { id: string; name: string } | null;
  origin: HistoryOrigin;
  /** When it happened (for a crew's step: when it was tapped on the phone). */
  occurredAt: string;
  /** When the server received it, for a step tapped on a crew's phone (else null). */
  receivedAt: string | null;
}

/** Labels of the fields a timeline names. */
export const HISTORY_FIELD_LABELS: Record<string, string> = {
  customerName: 'Customer name',
  customerPhone: 'Phone',
  customerEmail: 'Email',
  pickupLocation: 'Pickup location',
  pickupPoint: 'Pickup point',
  dropoffLocation: 'Dropoff location',
  destinationHospital: 'Destination hospital',
  serviceType: 'Service type',
  bookingDate: 'Booking date',
  status: 'Status',
  cancelCode: 'Cancel reason',
  notes: 'Notes',
  ambulance: 'Ambulance',
  driver: 'Driver',
  vehicleNumber: 'Vehicle number',
  ambulanceType: 'Type',
  isAvailable: 'Available',
  lastMaintenanceDate: 'Last maintenance',
  nextMaintenanceDate: 'Next maintenance',
  driverName: 'Driver',
  driverPhone: 'Driver phone',
  role: 'Role',
  booking: 'Booking',
  step: 'Crew step',
  prealert: 'Pre-alert',
  vehicle: 'Vehicle',
  fare: 'Fare',
  bill: 'Bill',
};

export const historyInput = z.object({ id: idSchema });
