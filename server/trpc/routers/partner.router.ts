import { changeStreamInput } from '../../../shared/live';
import { historyInput, partnerCancelInput, partnerTripRequestInput, seriesCreateInput } from '../../../shared/schemas/partner';
import { createSeries, listSeries, partnerSeriesActor } from '../../services/series.service';
import { partnerChangeStream, partnerPositionStream } from '../../live/partner-stream';
import { boardTripIds, cancelPartnerTrip, partnerBoard, partnerHistory, partnerMe, requestPartnerTrip } from '../../services/partner-trips.service';
import { partnerProcedure, procedureWithCaller, router } from '../init';
import { partnerKeysRouter } from './api-keys.router';
import { asPartner, seriesChangeProcedures } from './series-procedures';
import { partnerWebhooksRouter } from './partner-webhooks.router';

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
  /** Its weekly series (issue 37.2): the organisation's own only. */
  series: router({
    list: partnerProcedure.query(({ ctx }) => listSeries(ctx.em, ctx.partner.organisationId)),
    create: partnerProcedure
      .input(seriesCreateInput)
      .mutation(({ ctx, input }) =>
        createSeries(ctx.em, input, ctx.partner.organisationId, partnerSeriesActor(ctx.partner), { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES }),
      ),
    // skip, move, pause, resume, end: staff's own (series.*), made by the same builder.
    ...seriesChangeProcedures(procedureWithCaller('partnerWork', asPartner)),
  }),
  /** The organisation's API keys (issue 38.1). */
  keys: partnerKeysRouter,
  webhooks: partnerWebhooksRouter,
  /** The board's live changes: its own trips' events only (ids; the board refetches). */
  onChange: partnerProcedure.input(changeStreamInput).subscription(async ({ ctx, input, signal }) =>
    partnerChangeStream(ctx, {
      organisationId: ctx.partner.organisationId,
      ownTripIds: await boardTripIds(ctx.em, ctx.partner),
      lastEventId: input?.lastEventId,
      signal,
    }),
  ),
  /** Its trips' vehicles moving (ids only, at most once a second per vehicle): the board reads the estimates again. */
  onPositions: partnerProcedure.subscription(async ({ ctx, signal }) =>
    partnerPositionStream(ctx, {
      organisationId: ctx.partner.organisationId,
      ownTripIds: await boardTripIds(ctx.em, ctx.partner),
      readOwnTripIds: () => boardTripIds(ctx.orm.em.fork(), ctx.partner),
      signal,
    }),
  ),
});
