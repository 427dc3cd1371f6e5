import { inquiryIdInput, inquiryListInput } from '../../../shared/schemas/inquiry';
import { deleteInquiry, getInquiry, listInquiries, markInquiryRead } from '../../services/inquiries.service';
import { operatorProcedure, router, staffProcedure } from '../init';

export const inquiriesRouter = router({
  list: staffProcedure.input(inquiryListInput).query(({ ctx, input }) => listInquiries(ctx.em, input)),
  /** One inquiry (a new one's notification skips possible spam). */
  byId: staffProcedure.input(inquiryIdInput).query(({ ctx, input }) => getInquiry(ctx.em, input)),
  /** Opening an inquiry is part of viewing it, so every staff role may mark it read (spec 6). */
  markRead: staffProcedure.input(inquiryIdInput).mutation(({ ctx, input }) => markInquiryRead(ctx.em, input, ctx.user)),
  delete: operatorProcedure.input(inquiryIdInput).mutation(({ ctx, input }) => deleteInquiry(ctx.em, input, ctx.user)),
});
