import { seriesCreateInput, seriesDateInput, seriesVersionInput } from '../../../../shared/schemas/partner';
import { createSeries, listSeries, partnerSeriesActor, setSeriesState, skipSeriesDate } from '../../../services/series.service';
import { apiProcedure, router } from '../../init';

/** Weekly series through the partner API (issue 38): the console's rules (series.service.ts). */
export const seriesApiRouter = router({
  create: apiProcedure('trips:write')
    .input(seriesCreateInput)
    .mutation(({ ctx, input }) =>
      createSeries(ctx.em, input, ctx.partner.organisationId, partnerSeriesActor(ctx.partner), { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES }),
    ),
  list: apiProcedure('trips:read').query(({ ctx }) => listSeries(ctx.em, ctx.partner.organisationId)),
  /** Skips one date (its trips are cancelled); the other dates stay. */
  skip: apiProcedure('trips:write').input(seriesDateInput).mutation(({ ctx, input }) => skipSeriesDate(ctx.em, input, partnerSeriesActor(ctx.partner))),
  pause: apiProcedure('trips:write')
    .input(seriesVersionInput)
    .mutation(({ ctx, input }) => setSeriesState(ctx.em, input, 'paused', partnerSeriesActor(ctx.partner), { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
  end: apiProcedure('trips:write')
    .input(seriesVersionInput)
    .mutation(({ ctx, input }) => setSeriesState(ctx.em, input, 'ended', partnerSeriesActor(ctx.partner), { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
});
