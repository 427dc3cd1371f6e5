import { billCancelInput, billIssueInput, billsOfInput } from '../../../shared/schemas/fares';
import { billsOf, cancelBill, issueBill } from '../../services/bills.service';
import { operatorProcedure, router, staffProcedure } from '../init';

/** Bills (issue 40.4): every staff role reads a trip's bills; operators issue and cancel them. */
export const billsRouter = router({
  forBooking: staffProcedure.input(billsOfInput).query(({ ctx, input }) => billsOf(ctx.em, input)),
  issue: operatorProcedure.input(billIssueInput).mutation(({ ctx, input }) => issueBill(ctx.em, input, ctx.user)),
  cancel: operatorProcedure.input(billCancelInput).mutation(({ ctx, input }) => cancelBill(ctx.em, input, ctx.user)),
});
