import { stepInput } from '../../../shared/crew';
import { changeStreamInput, type ChangeEventMessage } from '../../../shared/live';
import { staffChangeStream } from '../../live/subscription';
import { crewAssignment, crewVehicleId, recordStep, undoStep } from '../../services/crew.service';
import { crewProcedure, router } from '../init';

/** The crew's phone screen: its vehicle's current booking, its steps, and live changes to them. */
export const crewRouter = router({
  /** The vehicle and the booking it is on (null: no assignment). */
  current: crewProcedure.query(({ ctx }) => crewAssignment(ctx.em, ctx.user.id)),
  /** Records the next step (403 for a booking of another vehicle). */
  recordStep: crewProcedure.input(stepInput).mutation(async ({ ctx, input }) =>
    recordStep(ctx.em, input, { kind: 'crew', actor: ctx.user, ambulanceId: await crewVehicleId(ctx.em, ctx.user.id) }),
  ),
  /** Takes back the last step within a minute. */
  undoStep: crewProcedure.input(stepInput).mutation(async ({ ctx, input }) =>
    undoStep(ctx.em, input, { kind: 'crew', actor: ctx.user, ambulanceId: await crewVehicleId(ctx.em, ctx.user.id) }),
  ),

  /**
   * Changes to this crew's vehicle, its bookings (also one taken off it) and its own account
   * (a vehicle linked): the screen refetches `current`. Nothing about other vehicles' bookings.
   */
  onChange: crewProcedure.input(changeStreamInput).subscription(async ({ ctx, input, signal }) => {
    let vehicleId = await crewVehicleId(ctx.em.fork(), ctx.user.id);
    const seen = new Set<string>();
    const accept = async (change: ChangeEventMessage): Promise<boolean> => {
      const em = ctx.orm.em.fork();
      if (change.topic === 'user') {
        if (change.entityId !== ctx.user.id) return false;
        vehicleId = await crewVehicleId(em, ctx.user.id);
        return true;
      }
      if (change.topic === 'ambulance') return change.entityId === vehicleId;
      const [row] = await em.getConnection().execute<{ ambulance_id: string | null }[]>('select ambulance_id from booking where id = ?', [change.entityId]);
      const mine = vehicleId !== null && row?.ambulance_id === vehicleId;
      if (mine) seen.add(change.entityId);
      return mine || seen.has(change.entityId);
    };
    return staffChangeStream(ctx, { topics: ['booking', 'ambulance', 'user'], permission: 'crewWork', lastEventId: input?.lastEventId, signal, accept });
  }),
});
