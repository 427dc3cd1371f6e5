import { reportInput } from '../../../shared/schemas/reports';
import { reportCancellations, reportFigures, reportHandovers, reportVehicles, type ShiftConfig } from '../../services/reports.service';
import { router, staffProcedure } from '../init';
import type { Context } from '../context';

/** The shifts as run-time configuration sets them (REPORT_DAY_SHIFT_START, REPORT_NIGHT_SHIFT_START). */
const shiftsOf = (ctx: Pick<Context, 'env'>): ShiftConfig => ({ dayStart: ctx.env.REPORT_DAY_SHIFT_START, nightStart: ctx.env.REPORT_NIGHT_SHIFT_START });

/** The Reports tab (issue 21): every staff role reads it; one SQL query per section. */
export const reportsRouter = router({
  /** Requests, within-5-minutes share and interval percentiles per day and shift. */
  figures: staffProcedure.input(reportInput).query(({ ctx, input }) => reportFigures(ctx.em, input, shiftsOf(ctx))),
  /** Trips, busy and in-service hours, utilisation and median response per vehicle. */
  vehicles: staffProcedure.input(reportInput).query(({ ctx, input }) => reportVehicles(ctx.em, input, shiftsOf(ctx))),
  /** Cancellations by coded reason, customer's side and ours. */
  cancellations: staffProcedure.input(reportInput).query(({ ctx, input }) => reportCancellations(ctx.em, input, shiftsOf(ctx))),
  /** Handovers at the receiving hospitals (issue 39.4): p50/p90 per hospital, share within 15 min, trips over 45 min, pre-alert lead time. */
  handovers: staffProcedure.input(reportInput).query(({ ctx, input }) => reportHandovers(ctx.em, input, shiftsOf(ctx))),
});
