import { seriesDateInput, seriesListInput, seriesMoveInput, seriesVersionInput, staffSeriesCreateInput } from '../../../shared/schemas/partner';
import { createSeries, listSeries, moveSeriesDate, setSeriesState, skipSeriesDate, staffSeriesActor } from '../../services/series.service';
import { operatorProcedure, router, staffProcedure } from '../init';

/** Staff's series for a partner that phones in (issue 37.3): every staff role reads, operators and admins change. */
export const seriesRouter = router({
  list: staffProcedure.input(seriesListInput).query(({ ctx, input }) => listSeries(ctx.em, input.organisationId)),
  create: operatorProcedure
    .input(staffSeriesCreateInput)
    .mutation(({ ctx, input }) => createSeries(ctx.em, input, input.organisationId, staffSeriesActor(ctx.user), { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
  skip: operatorProcedure.input(seriesDateInput).mutation(({ ctx, input }) => skipSeriesDate(ctx.em, input, staffSeriesActor(ctx.user))),
  move: operatorProcedure
    .input(seriesMoveInput)
    .mutation(({ ctx, input }) => moveSeriesDate(ctx.em, input, staffSeriesActor(ctx.user), { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
  pause: operatorProcedure
    .input(seriesVersionInput)
    .mutation(({ ctx, input }) => setSeriesState(ctx.em, input, 'paused', staffSeriesActor(ctx.user), { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
  resume: operatorProcedure
    .input(seriesVersionInput)
    .mutation(({ ctx, input }) => setSeriesState(ctx.em, input, 'active', staffSeriesActor(ctx.user), { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
  end: operatorProcedure
    .input(seriesVersionInput)
    .mutation(({ ctx, input }) => setSeriesState(ctx.em, input, 'ended', staffSeriesActor(ctx.user), { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
});
