import { z } from 'zod';
import { BOOKING_STATUSES, cancelReasonField } from './booking';
import { idSchema } from './common';

export const assignInput = z.object({ bookingId: idSchema, ambulanceId: idSchema });
export type AssignInput = z.output<typeof assignInput>;

export const unassignInput = z.object({ bookingId: idSchema });
export type UnassignInput = z.output<typeof unassignInput>;

export const assignmentOptionsInput = z.object({ bookingId: idSchema });
export type AssignmentOptionsInput = z.output<typeof assignmentOptionsInput>;

/** A status change from the booking's detail (cancelling needs `reason`). */
export const setStatusInput = z.object({
  id: idSchema,
  status: z.enum(BOOKING_STATUSES, { error: 'Status is required' }),
  reason: cancelReasonField,
});
export type SetStatusInput = z.output<typeof setStatusInput>;
