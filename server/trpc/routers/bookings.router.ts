import { bookingCreateInput, bookingDeleteInput, bookingIdInput, bookingListInput, bookingUpdateInput } from '../../../shared/schemas/booking';
import { assignInput, assignmentOptionsInput, callBackInput, setStatusInput, unassignInput } from '../../../shared/schemas/dispatch';
import {
  assignBooking,
  bookingTimeline,
  callBackBooking,
  createBooking,
  deleteBooking,
  getBooking,
  setBookingStatus,
  unassignBooking,
  setPickupPoint,
  updateBooking,
  type GeoSettings,
} from '../../services/bookings.service';
import { listBookings } from '../../services/booking-list.service';
import { scheduledWeek } from '../../services/scheduled-view.service';
import { scheduledWeekInput } from '../../../shared/schemas/scheduled';
import { setPickupPointInput } from '../../../shared/schemas/geo';
import type { Context } from '../context';
import { assignmentOptions } from '../../services/dispatch.service';
import { recordStep, undoStep } from '../../services/crew.service';
import { staffStepInput } from '../../../shared/crew';
import { prealertOfInput, sendPrealertInput } from '../../../shared/schemas/prealert';
import { prealertOf, sendPrealert } from '../../services/prealert.service';
import { prealertSettings } from './prealert-settings';
import { operatorProcedure, router, staffProcedure } from '../init';

/** The estimates' figures and the service area, as run-time configuration sets them. */
const geoOf = (ctx: Pick<Context, 'env'>): GeoSettings => ({ estimates: ctx.env.estimates, serviceArea: ctx.env.serviceArea });

export const bookingsRouter = router({
  /** The receiving hospital's pre-alert (issue 39.2): sent (or corrected) by staff, read by every staff role. */
  sendPrealert: operatorProcedure.input(sendPrealertInput).mutation(({ ctx, input }) => sendPrealert(ctx.em, input, { kind: 'staff', actor: ctx.user }, prealertSettings(ctx))),
  prealert: staffProcedure.input(prealertOfInput).query(({ ctx, input }) => prealertOf(ctx.em, input.bookingId, prealertSettings(ctx))),
  list: staffProcedure.input(bookingListInput).query(({ ctx, input }) => listBookings(ctx.em, input, ctx.user)),
  /** The control room's Scheduled view (issue 37.3): a week of trips booked for a time, by hour, overloaded hours flagged. */
  scheduled: staffProcedure.input(scheduledWeekInput).query(({ ctx, input }) => scheduledWeek(ctx.em, input)),
  byId: staffProcedure.input(bookingIdInput).query(({ ctx, input }) => getBooking(ctx.em, input, geoOf(ctx))),
  create: operatorProcedure.input(bookingCreateInput).mutation(({ ctx, input }) => createBooking(ctx.em, input, ctx.user)),
  update: operatorProcedure.input(bookingUpdateInput).mutation(({ ctx, input }) => updateBooking(ctx.em, input, ctx.user)),
  delete: operatorProcedure.input(bookingDeleteInput).mutation(({ ctx, input }) => deleteBooking(ctx.em, input, ctx.user)),

  /** Only the status; cancelling needs `reason`. */
  setStatus: operatorProcedure.input(setStatusInput).mutation(({ ctx, input }) => setBookingStatus(ctx.em, input, ctx.user)),
  /** The assignment dialog: every vehicle with suitable, warning, refusal, current; suitable first, then (with a pickup point) nearest first. */
  assignmentOptions: operatorProcedure.input(assignmentOptionsInput).query(({ ctx, input }) => assignmentOptions(ctx.em, input, ctx.env.estimates)),
  /** Assigns or reassigns a vehicle (a pending booking becomes confirmed). */
  assign: operatorProcedure.input(assignInput).mutation(({ ctx, input }) => assignBooking(ctx.em, input, ctx.user)),
  unassign: operatorProcedure.input(unassignInput).mutation(({ ctx, input }) => unassignBooking(ctx.em, input, ctx.user)),
  /** "Called the customer": on the timeline, and stops the queue clock (as confirming does). */
  recordCallBack: operatorProcedure.input(callBackInput).mutation(({ ctx, input }) => callBackBooking(ctx.em, input, ctx.user)),
  /** A crew step recorded by an operator (crews without a phone); same order and undo rules. */
  recordStep: operatorProcedure
    .input(staffStepInput)
    .mutation(({ ctx, input }) => recordStep(ctx.em, input, { kind: 'staff', actor: ctx.user, version: input.version })),
  undoStep: operatorProcedure
    .input(staffStepInput)
    .mutation(({ ctx, input }) => undoStep(ctx.em, input, { kind: 'staff', actor: ctx.user, version: input.version })),
  /** Sets or corrects the pickup point (pasted coordinates or a Google Maps link); outside the service area: stored, with a warning. */
  setPickupPoint: operatorProcedure.input(setPickupPointInput).mutation(({ ctx, input }) => setPickupPoint(ctx.em, input, ctx.user, geoOf(ctx))),
  /** The booking's kept history, oldest first (also for a deleted booking). */
  timeline: staffProcedure.input(bookingIdInput).query(({ ctx, input }) => bookingTimeline(ctx.em, input)),
});
