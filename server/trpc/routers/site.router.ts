import { bookingRequestSchema, inquirySchema, publicFareEstimateInput } from '../../../shared/schemas/site';
import { publicFareEstimate } from '../../services/fares.service';
import { consumeRateLimit, screenPublicSubmission } from '../../limits/rate-limits';
import { inLanguage } from '../../web/in-language';
import { requestBooking, sendInquiry } from '../../services/site.service';
import { publicProcedure, router } from '../init';

/** What the public website sends: booking requests and contact messages; and what it asks: the fare estimate. */
export const siteRouter = router({
  /** The public form's fare estimate (issue 40.2): nothing is stored; the form never waits for it. */
  fareEstimate: publicProcedure.input(publicFareEstimateInput).query(async ({ ctx, input }) => {
    await consumeRateLimit(ctx.rateLimits.fareEstimatePerAddress, ctx.clientIp);
    return publicFareEstimate(ctx.em, input, ctx.env.estimates);
  }),

  // In the language of the page it was sent from: a refusal's sentence is written in it.
  requestBooking: publicProcedure.input(bookingRequestSchema).mutation(({ ctx, input }) =>
    inLanguage(input.language, () =>
      requestBooking(ctx.em, input, () =>
        screenPublicSubmission(ctx.rateLimits.bookingRequest, { address: ctx.clientIp, contact: input.phone }, ctx.env.helplinePhone),
      ),
    ),
  ),

  sendInquiry: publicProcedure.input(inquirySchema).mutation(({ ctx, input }) =>
    inLanguage(input.language, () =>
      sendInquiry(ctx.em, input, () =>
        screenPublicSubmission(ctx.rateLimits.inquiry, { address: ctx.clientIp, contact: input.email }, ctx.env.helplinePhone),
      ),
    ),
  ),
});
