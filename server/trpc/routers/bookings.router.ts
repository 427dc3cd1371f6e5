import { z } from 'zod';
import { bookingListInput } from '../../../shared/schemas/booking';
import { staffChangeStream } from '../../live/subscription';
import { listBookings } from '../../services/bookings.service';
import { router, staffProcedure } from '../init';

export const bookingsRouter = router({
  list: staffProcedure.input(bookingListInput).query(({ ctx, input }) => listBookings(ctx.em, input)),

  /** Every created, updated or deleted booking, live. */
  onChange: staffProcedure
    .input(z.object({ lastEventId: z.string().nullish() }).optional())
    .subscription(({ ctx, input, signal }) =>
      staffChangeStream(ctx, { topics: ['booking'], permission: 'readStaffData', lastEventId: input?.lastEventId, signal }),
    ),
});
