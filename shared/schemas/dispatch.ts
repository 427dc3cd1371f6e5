import { z } from 'zod';
import { CANCEL_CODES } from '../cancel-codes';
import { BOOKING_STATUSES, cancelReasonField } from './booking';
import { idSchema, versionField } from './common';

/** Dispatch actions carry the booking's version they were made from (a stale one: 409). */
export const assignInput = z.object({ bookingId: idSchema, ambulanceId: idSchema, version: versionField });
export type AssignInput = z.output<typeof assignInput>;

export const unassignInput = z.object({ bookingId: idSchema, version: versionField });
export type UnassignInput = z.output<typeof unassignInput>;

/** "Called the customer": recorded on the booking's timeline, stops the queue clock. */
export const callBackInput = z.object({ id: idSchema, version: versionField });
export type CallBackInput = z.output<typeof callBackInput>;

export const assignmentOptionsInput = z.object({ bookingId: idSchema });
export type AssignmentOptionsInput = z.output<typeof assignmentOptionsInput>;

/**
 * A status change from the booking's detail. Cancelling needs a coded reason (`cancelCode`),
 * text being optional beside it; text alone counts as "other", and "other" needs text.
 */
export const setStatusInput = z.object({
  id: idSchema,
  version: versionField,
  status: z.enum(BOOKING_STATUSES, { error: 'Status is required' }),
  cancelCode: z.enum(CANCEL_CODES, { error: 'Choose a reason from the list' }).nullish(),
  reason: cancelReasonField,
});
export type SetStatusInput = z.output<typeof setStatusInput>;
