import { crewTapInput } from '../../../shared/crew';
import { positionInput } from '../../../shared/positions';
import { changeStreamInput, type ChangeEventMessage } from '../../../shared/live';
import { staffChangeStream } from '../../live/subscription';
import { bookingIdsOnVehicle, crewAssignment, crewVehicleId, recordStep, undoStep } from '../../services/crew.service';
import { recordPosition } from '../../services/positions.service';
import { prealertOfInput, sendPrealertInput } from '../../../shared/schemas/prealert';
import { crewPrealertOf, sendPrealert } from '../../services/prealert.service';
import { prealertSettings } from './prealert-settings';
import { crewProcedure, router } from '../init';

/** The crew's phone screen: its vehicle's current booking, its steps, and live changes to them. */
export const crewRouter = router({
  /** The vehicle and the booking it is on (null: no assignment). */
  current: crewProcedure.query(({ ctx }) => crewAssignment(ctx.em, ctx.user.id)),
  /**
   * Records the next step, dated when it was tapped; the same tap (clientOpId) twice is recorded
   * once (403 for a booking of another vehicle, 409 out of order or already recorded).
   */
  recordStep: crewProcedure.input(crewTapInput).mutation(async ({ ctx, input }) =>
    recordStep(ctx.em, input, { kind: 'crew', actor: ctx.user, ambulanceId: ctx.user.vehicleId, tap: input }),
  ),
  /** Takes back the last step, tapped within a minute of it. */
  undoStep: crewProcedure.input(crewTapInput).mutation(async ({ ctx, input }) =>
    undoStep(ctx.em, input, { kind: 'crew', actor: ctx.user, ambulanceId: ctx.user.vehicleId, tap: input }),
  ),
  /** The receiving hospital's pre-alert for its own booking (issue 39.2), with one tap (409 before the patient is on board). */
  sendPrealert: crewProcedure.input(sendPrealertInput).mutation(async ({ ctx, input }) =>
    sendPrealert(ctx.em, input, { kind: 'crew', actor: ctx.user, ambulanceId: ctx.user.vehicleId }, prealertSettings(ctx)),
  ),
  /** Its booking's pre-alert and the department's answer (null: none sent). */
  prealert: crewProcedure.input(prealertOfInput).query(async ({ ctx, input }) =>
    crewPrealertOf(ctx.em, input.bookingId, { ambulanceId: ctx.user.vehicleId }, prealertSettings(ctx)),
  ),

  /**
   * The vehicle's position during a trip (issue 20.3): only for a booking on this crew's vehicle
   * (403), only from "On the way" to "Reached destination" (409).
   */
  sharePosition: crewProcedure
    .input(positionInput)
    .mutation(async ({ ctx, input }) =>
      recordPosition(ctx.em, input, { ambulanceId: ctx.user.vehicleId }, new Date(), ctx.env.POSITION_WINDOW_MS),
    ),

  /**
   * Changes to this crew's vehicle, its bookings (also one taken off it) and its own account
   * (a vehicle linked): the screen refetches `current`. Nothing about other vehicles' bookings.
   */
  onChange: crewProcedure.input(changeStreamInput).subscription(async ({ ctx, input, signal }) => {
    const em = ctx.em.fork();
    // The session's (read with it); a change to the account reads it again below.
    let vehicleId = ctx.user.vehicleId;
    // Bookings that are (or were, while this stream ran) on this vehicle: one taken off it is
    // still this crew's news. A booking's event names its vehicle, so no query per event.
    const seen = new Set<string>(vehicleId ? await bookingIdsOnVehicle(em, vehicleId) : []);
    // Only a change to the crew's own account runs SQL: a database error there is waited out
    // and the same event tried again (staffChangeStream), never ending the crew's stream.
    const accept = async (change: ChangeEventMessage): Promise<boolean> => {
      if (change.topic === 'user') {
        if (change.entityId !== ctx.user.id) return false;
        vehicleId = await crewVehicleId(ctx.orm.em.fork(), ctx.user.id);
        return true;
      }
      if (change.topic === 'ambulance') return change.entityId === vehicleId;
      const mine = vehicleId !== null && change.vehicleId === vehicleId;
      if (mine) seen.add(change.entityId);
      return mine || seen.has(change.entityId);
    };
    return staffChangeStream(ctx, { topics: ['booking', 'ambulance', 'user'], permission: 'crewWork', lastEventId: input?.lastEventId, signal, accept });
  }),
});
