import { bookingRequestSchema, inquirySchema } from '../../../shared/schemas/site';
import { screenPublicSubmission } from '../../plugins/rate-limits';
import { requestBooking, sendInquiry } from '../../services/site.service';
import { publicProcedure, router } from '../init';

/** What the public website sends: booking requests and contact messages. */
export const siteRouter = router({
  requestBooking: publicProcedure.input(bookingRequestSchema).mutation(({ ctx, input }) =>
    requestBooking(ctx.em, input, () =>
      screenPublicSubmission(ctx.rateLimits.bookingRequest, { address: ctx.clientIp, contact: input.phone }, ctx.env.helplinePhone),
    ),
  ),

  sendInquiry: publicProcedure.input(inquirySchema).mutation(({ ctx, input }) =>
    sendInquiry(ctx.em, input, () =>
      screenPublicSubmission(ctx.rateLimits.inquiry, { address: ctx.clientIp, contact: input.email }, ctx.env.helplinePhone),
    ),
  ),
});
