import { partnerCancelInput, partnerTripRequestInput } from '../../../../shared/schemas/partner';
import { tripIdInput, tripsListInput } from '../../../../shared/schemas/partner-api';
import { cancelPartnerTrip, listPartnerTrips, partnerTrip, requestPartnerTrip } from '../../../services/partner-trips.service';
import { apiProcedure, router } from '../../init';

/**
 * Trips through the partner API (issue 38): what the console's person can do, with the same
 * validation, idempotency and organisation rule (another organisation's trip is "not found").
 */
export const tripsApiRouter = router({
  /** Books a trip now or for a time; the idempotency key is required (a retry gives the same trip). */
  create: apiProcedure('trips:write')
    .input(partnerTripRequestInput)
    .mutation(({ ctx, input }) => requestPartnerTrip(ctx.em, input, ctx.partner, { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
  list: apiProcedure('trips:read').input(tripsListInput).query(({ ctx, input }) => listPartnerTrips(ctx.em, ctx.partner, input)),
  get: apiProcedure('trips:read').input(tripIdInput).query(({ ctx, input }) => partnerTrip(ctx.em, input.id, ctx.partner)),
  /** Cancels a trip not started yet, with a coded reason, made from its `version`. */
  cancel: apiProcedure('trips:write').input(partnerCancelInput).mutation(({ ctx, input }) => cancelPartnerTrip(ctx.em, input, ctx.partner)),
});
