import { seriesListInput, staffSeriesCreateInput } from '../../../shared/schemas/partner';
import { createSeries, listSeries, staffSeriesActor } from '../../services/series.service';
import { operatorProcedure, procedureWithCaller, router, staffProcedure } from '../init';
import { asStaff, seriesChangeProcedures } from './series-procedures';

/** Staff's series for a partner that phones in (issue 37.3): every staff role reads, operators and admins change. */
export const seriesRouter = router({
  list: staffProcedure.input(seriesListInput).query(({ ctx, input }) => listSeries(ctx.em, input.organisationId)),
  create: operatorProcedure
    .input(staffSeriesCreateInput)
    .mutation(({ ctx, input }) => createSeries(ctx.em, input, input.organisationId, staffSeriesActor(ctx.user), { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
  // skip, move, pause, resume, end: the partner's own, made by the same builder.
  ...seriesChangeProcedures(procedureWithCaller('manageOperations', asStaff)),
});
