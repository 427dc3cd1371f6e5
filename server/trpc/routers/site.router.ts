import { bookingRequestSchema, inquirySchema } from '../../../shared/schemas/site';
import { consumeRateLimit } from '../../plugins/rate-limits';
import { findBookingRequest, findInquiry, requestBooking, sendInquiry } from '../../services/site.service';
import { publicProcedure, router } from '../init';

const tooMany = (minutes: number) =>
  `Too many requests from your connection. Please call our 24x7 helpline, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** What the public website sends: booking requests and contact messages. */
export const siteRouter = router({
  requestBooking: publicProcedure.input(bookingRequestSchema).mutation(async ({ ctx, input }) => {
    // A retry of a stored request is answered without spending the visitor's budget.
    const stored = await findBookingRequest(ctx.em, input.idempotencyKey);
    if (stored) return stored;
    await consumeRateLimit(ctx.rateLimits.bookingRequest, ctx.clientIp, tooMany);
    return requestBooking(ctx.em, input);
  }),

  sendInquiry: publicProcedure.input(inquirySchema).mutation(async ({ ctx, input }) => {
    const stored = await findInquiry(ctx.em, input.idempotencyKey);
    if (stored) return stored;
    await consumeRateLimit(ctx.rateLimits.inquiry, ctx.clientIp, tooMany);
    return sendInquiry(ctx.em, input);
  }),
});
