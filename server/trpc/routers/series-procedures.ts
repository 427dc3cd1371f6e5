import type { SessionUser } from '../../auth/access';
import { seriesDateInput, seriesMoveInput, seriesVersionInput } from '../../../shared/schemas/partner';
import { moveSeriesDate, partnerSeriesActor, setSeriesState, skipSeriesDate, staffSeriesActor, type SeriesActor } from '../../services/series.service';
import { organisationOf, procedureWithCaller } from '../init';

/** The caller as a series' actor, carried in the procedure's context. */
type SeriesCaller = { seriesActor: SeriesActor };

/** Staff changing any organisation's series, for a partner that phones in. */
export const asStaff = (user: SessionUser): SeriesCaller => ({ seriesActor: staffSeriesActor(user) });

/** A partner's person changing their own organisation's series only (checked by the service). */
export const asPartner = (user: SessionUser): SeriesCaller => ({
  seriesActor: partnerSeriesActor({ id: user.id, fullName: user.fullName, organisationId: organisationOf(user) }),
});

type SeriesProcedure = ReturnType<typeof procedureWithCaller<SeriesCaller>>;

/**
 * The changes to one series (skip or move a date, pause, resume, end), the same for staff
 * (`series.*`) and a partner (`partner.series.*`): only the procedure's rule and the actor
 * differ, given by `procedure` (procedureWithCaller with asStaff or asPartner). Listing and
 * creating stay with each router: where the organisation comes from (the input, or the session)
 * is their difference.
 */
export function seriesChangeProcedures(procedure: SeriesProcedure) {
  return {
    skip: procedure.input(seriesDateInput).mutation(({ ctx, input }) => skipSeriesDate(ctx.em, input, ctx.seriesActor)),
    move: procedure
      .input(seriesMoveInput)
      .mutation(({ ctx, input }) => moveSeriesDate(ctx.em, input, ctx.seriesActor, { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
    pause: procedure
      .input(seriesVersionInput)
      .mutation(({ ctx, input }) => setSeriesState(ctx.em, input, 'paused', ctx.seriesActor, { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
    resume: procedure
      .input(seriesVersionInput)
      .mutation(({ ctx, input }) => setSeriesState(ctx.em, input, 'active', ctx.seriesActor, { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
    end: procedure
      .input(seriesVersionInput)
      .mutation(({ ctx, input }) => setSeriesState(ctx.em, input, 'ended', ctx.seriesActor, { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
  };
}
