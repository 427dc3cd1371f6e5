import { changeStreamInput } from '../../../shared/live';
import { historyInput, partnerCancelInput, partnerTripRequestInput } from '../../../shared/schemas/partner';
import { partnerChangeStream } from '../../live/partner-stream';
import { boardTripIds, cancelPartnerTrip, partnerBoard, partnerHistory, partnerMe, requestPartnerTrip } from '../../services/partner-trips.service';
import { partnerProcedure, router } from '../init';

/**
 * The partner console (issue 37.2). Every procedure is the caller's organisation's only: the
 * organisation comes from the session (`ctx.partner`), never from the input.
 */
export const partnerRouter = router({
  me: partnerProcedure.query(({ ctx }) => partnerMe(ctx.em, ctx.partner)),
  requestTrip: partnerProcedure
    .input(partnerTripRequestInput)
    .mutation(({ ctx, input }) => requestPartnerTrip(ctx.em, input, ctx.partner, { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
  board: partnerProcedure.query(({ ctx }) => partnerBoard(ctx.em, ctx.partner, ctx.env.estimates)),
  history: partnerProcedure.input(historyInput).query(({ ctx, input }) => partnerHistory(ctx.em, ctx.partner, input.month)),
  cancelTrip: partnerProcedure.input(partnerCancelInput).mutation(({ ctx, input }) => cancelPartnerTrip(ctx.em, input, ctx.partner)),
  /** The board's live changes: its own trips' events only (ids; the board refetches). */
  onChange: partnerProcedure.input(changeStreamInput).subscription(async ({ ctx, input, signal }) =>
    partnerChangeStream(ctx, {
      organisationId: ctx.partner.organisationId,
      ownTripIds: await boardTripIds(ctx.em, ctx.partner),
      lastEventId: input?.lastEventId,
      signal,
    }),
  ),
});
