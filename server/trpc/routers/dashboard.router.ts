import { changeStreamInput } from '../../../shared/live';
import { pendingQueue } from '../../services/booking-list.service';
import { getDashboardStatsAsOf } from '../../services/dashboard.service';
import { staffChangeStream, staffFiguresStream } from '../../live/subscription';
import { router, staffProcedure } from '../init';

export const dashboardRouter = router({
  /** The eight figures and those beside them, in one call, with what they were read from (a dashboard's first screen; then onFigures pushes them; the screen keeps the newest). */
  stats: staffProcedure.query(({ ctx }) => getDashboardStatsAsOf(ctx.em)),
  /** Pending requests (not possible spam), oldest first, with their arrival time: the live queue. */
  queue: staffProcedure.query(({ ctx }) => pendingQueue(ctx.em, ctx.user)),

  /** The figures, computed once per process after each burst of changes and pushed to every open dashboard. */
  onFigures: staffProcedure.subscription(({ ctx, signal }) => staffFiguresStream(ctx, { permission: 'readStaffData', signal })),

  /** Any change to bookings, ambulances or inquiries (the cards refresh; website requests notify). */
  onChange: staffProcedure
    .input(changeStreamInput)
    .subscription(({ ctx, input, signal }) =>
      staffChangeStream(ctx, { topics: ['booking', 'ambulance', 'inquiry'], permission: 'readStaffData', lastEventId: input?.lastEventId, signal }),
    ),
});
