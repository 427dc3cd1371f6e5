import {
  ambulanceAvailabilityInput,
  ambulanceCreateInput,
  ambulanceDeleteInput,
  ambulanceIdInput,
  ambulanceUpdateInput,
  positionStreamInput,
} from '../../../shared/schemas/ambulance';
import {
  ambulanceTimeline,
  createAmbulance,
  deleteAmbulance,
  listAmbulances,
  setAvailability,
  updateAmbulance,
} from '../../services/fleet.service';
import { staffPositionStream } from '../../live/subscription';
import { fleetMap } from '../../services/fleet-map.service';
import { operatorProcedure, router, staffProcedure } from '../init';

export const fleetRouter = router({
  list: staffProcedure.query(({ ctx }) => listAmbulances(ctx.em)),
  create: operatorProcedure.input(ambulanceCreateInput).mutation(({ ctx, input }) => createAmbulance(ctx.em, input, ctx.user)),
  update: operatorProcedure.input(ambulanceUpdateInput).mutation(({ ctx, input }) => updateAmbulance(ctx.em, input, ctx.user)),
  setAvailability: operatorProcedure
    .input(ambulanceAvailabilityInput)
    .mutation(({ ctx, input }) => setAvailability(ctx.em, input, ctx.user)),
  delete: operatorProcedure.input(ambulanceDeleteInput).mutation(({ ctx, input }) => deleteAmbulance(ctx.em, input, ctx.user)),
  /** The vehicle's kept history, oldest first. */
  timeline: staffProcedure.input(ambulanceIdInput).query(({ ctx, input }) => ambulanceTimeline(ctx.em, input)),
  /**
   * The fleet map (issue 20.4): every vehicle's latest position, pending requests with a pickup
   * point, the tiles and the base. Viewers too: no patient data in it.
   */
  positions: staffProcedure.query(({ ctx }) =>
    fleetMap(ctx.em, { mapTiles: ctx.env.mapTiles, base: ctx.env.serviceArea.centre, estimates: ctx.env.estimates }),
  ),
  /** Every vehicle's position as announced (at most one per vehicle per second); a map reads `positions` first. */
  onPosition: staffProcedure
    .input(positionStreamInput)
    .subscription(({ ctx, input, signal }) => staffPositionStream(ctx, { permission: 'readStaffData', signal, vehicleId: input?.vehicleId })),
});
