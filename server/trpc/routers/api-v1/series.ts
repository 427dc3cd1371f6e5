import { z } from 'zod';
import { seriesCreateInput, seriesDateInput, seriesVersionInput } from '../../../../shared/schemas/partner';
import { seriesOutput } from '../../../../shared/schemas/partner-api';
import { createSeries, listSeries, partnerSeriesActor, setSeriesState, skipSeriesDate } from '../../../services/series.service';
import { apiProcedure, router } from '../../init';

const tags = ['Series'];

/** Weekly series through the partner API (issue 38): the console's rules (series.service.ts). */
export const seriesApiRouter = router({
  create: apiProcedure('trips:write')
    .meta({
      openapi: {
        method: 'POST',
        path: '/series',
        protect: true,
        tags,
        summary: 'Create a weekly series',
        description: 'Weekdays at a time (Asia/Kolkata), an optional return, for a number of weeks or until a date. `idempotencyKey` required. Scope `trips:write`.',
      },
    })
    .input(seriesCreateInput)
    .output(seriesOutput)
    .mutation(({ ctx, input }) =>
      createSeries(ctx.em, input, ctx.partner.organisationId, partnerSeriesActor(ctx.partner), { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES }),
    ),
  list: apiProcedure('trips:read')
    .meta({ openapi: { method: 'GET', path: '/series', protect: true, tags, summary: "Your organisation's series", description: 'With their coming trips. Scope `trips:read`.' } })
    .input(z.void())
    .output(z.array(seriesOutput))
    .query(({ ctx }) => listSeries(ctx.em, ctx.partner.organisationId)),
  /** Skips one date (its trips are cancelled); the other dates stay. */
  skip: apiProcedure('trips:write')
    .meta({ openapi: { method: 'POST', path: '/series/{id}/skip', protect: true, tags, summary: 'Skip one date', description: "That date's trips are cancelled; the others stay. Scope `trips:write`." } })
    .input(seriesDateInput)
    .output(seriesOutput)
    .mutation(({ ctx, input }) => skipSeriesDate(ctx.em, input, partnerSeriesActor(ctx.partner))),
  pause: apiProcedure('trips:write')
    .meta({ openapi: { method: 'POST', path: '/series/{id}/pause', protect: true, tags, summary: 'Pause a series', description: 'Its future trips not yet dispatched are removed. Scope `trips:write`.' } })
    .input(seriesVersionInput)
    .output(seriesOutput)
    .mutation(({ ctx, input }) => setSeriesState(ctx.em, input, 'paused', partnerSeriesActor(ctx.partner), { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
  end: apiProcedure('trips:write')
    .meta({ openapi: { method: 'POST', path: '/series/{id}/end', protect: true, tags, summary: 'End a series', description: 'Its future trips not yet dispatched are removed. Scope `trips:write`.' } })
    .input(seriesVersionInput)
    .output(seriesOutput)
    .mutation(({ ctx, input }) => setSeriesState(ctx.em, input, 'ended', partnerSeriesActor(ctx.partner), { leadMinutes: ctx.env.SCHEDULED_LEAD_MINUTES })),
});
