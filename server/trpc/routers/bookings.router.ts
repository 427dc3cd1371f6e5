import { changeStreamInput } from '../../../shared/live';
import { bookingCreateInput, bookingIdInput, bookingListInput, bookingUpdateInput } from '../../../shared/schemas/booking';
import { createBooking, deleteBooking, getBooking, listBookings, updateBooking } from '../../services/bookings.service';
import { staffChangeStream } from '../../live/subscription';
import { operatorProcedure, router, staffProcedure } from '../init';

export const bookingsRouter = router({
  list: staffProcedure.input(bookingListInput).query(({ ctx, input }) => listBookings(ctx.em, input)),
  byId: staffProcedure.input(bookingIdInput).query(({ ctx, input }) => getBooking(ctx.em, input)),
  create: operatorProcedure.input(bookingCreateInput).mutation(({ ctx, input }) => createBooking(ctx.em, input, ctx.user)),
  update: operatorProcedure.input(bookingUpdateInput).mutation(({ ctx, input }) => updateBooking(ctx.em, input, ctx.user)),
  delete: operatorProcedure.input(bookingIdInput).mutation(({ ctx, input }) => deleteBooking(ctx.em, input, ctx.user)),

  /** Every created, updated or deleted booking, live. */
  onChange: staffProcedure
    .input(changeStreamInput)
    .subscription(({ ctx, input, signal }) => staffChangeStream(ctx, { topics: ['booking'], permission: 'readStaffData', lastEventId: input?.lastEventId, signal })),
});
