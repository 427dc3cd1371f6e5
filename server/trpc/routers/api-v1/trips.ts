import { z } from 'zod';
import { partnerCancelInput, partnerTripRequestInput } from '../../../../shared/schemas/partner';
import { tripIdInput, tripOutput, tripsListInput } from '../../../../shared/schemas/partner-api';
import { cancelPartnerTrip, listPartnerTrips, partnerTrip, requestPartnerTrip } from '../../../services/partner-trips.service';
import { apiProcedure, router } from '../../init';

const tags = ['Trips'];

/**
 * Trips through the partner API (issue 38): what the console's person can do, with the same
 * validation, idempotency and organisation rule (another organisation's trip is "not found").
 * Each procedure is also a REST route (`meta.openapi`, under /api/v1).
 */
export const tripsApiRouter = router({
  /** Books a trip now or for a time; the idempotency key is required (a retry gives the same trip). */
  create: apiProcedure('trips:write')
    .meta({
      openapi: {
        method: 'POST',
        path: '/trips',
        protect: true,
        tags,
        summary: 'Book a trip',
        description:
          'Now (`scheduledAt` null) or at a time. `idempotencyKey` (a UUID you make) is required: the same key with the same values gives the same trip; with other values, 409. A blank `pickupLocation` is your organisation\'s address. Scope `trips:write`.',
      },
    })
    .input(partnerTripRequestInput)
    .output(tripOutput)
    .mutation(({ ctx, input }) => requestPartnerTrip(ctx.em, input, ctx.partner, { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
  list: apiProcedure('trips:read')
    .meta({ openapi: { method: 'GET', path: '/trips', protect: true, tags, summary: "Your organisation's trips", description: 'Due in [from, to), of one status or all, oldest first, at most 200. Scope `trips:read`.' } })
    .input(tripsListInput)
    .output(z.array(tripOutput))
    .query(({ ctx, input }) => listPartnerTrips(ctx.em, ctx.partner, input)),
  get: apiProcedure('trips:read')
    .meta({ openapi: { method: 'GET', path: '/trips/{id}', protect: true, tags, summary: 'One trip', description: "404 for an unknown id or another organisation's trip. Scope `trips:read`." } })
    .input(tripIdInput)
    .output(tripOutput)
    .query(({ ctx, input }) => partnerTrip(ctx.em, input.id, ctx.partner)),
  /** Cancels a trip not started yet, with a coded reason, made from its `version`. */
  cancel: apiProcedure('trips:write')
    .meta({
      openapi: {
        method: 'POST',
        path: '/trips/{id}/cancel',
        protect: true,
        tags,
        summary: 'Cancel a trip',
        description: 'Only before a vehicle is on its way; with a reason code and the `version` you read (409 if it changed since). Scope `trips:write`.',
      },
    })
    .input(partnerCancelInput)
    .output(tripOutput)
    .mutation(({ ctx, input }) => cancelPartnerTrip(ctx.em, input, ctx.partner)),
});
