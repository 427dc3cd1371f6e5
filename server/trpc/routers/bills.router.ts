import { billCancelInput, billIssueInput, billsOfInput, paymentRecordInput } from '../../../shared/schemas/fares';
import { outstanding } from '../../services/accounts.service';
import { billsOf, cancelBill, issueBill } from '../../services/bills.service';
import { recordPayment } from '../../services/payments.service';
import { accountsProcedure, operatorProcedure, router, staffProcedure } from '../init';

/**
 * Bills (issue 40.4): every staff role reads a trip's bills and payments; operators issue and
 * cancel bills and record payments; the accounts' outstanding amounts are for operators and admins.
 */
export const billsRouter = router({
  forBooking: staffProcedure.input(billsOfInput).query(({ ctx, input }) => billsOf(ctx.em, input)),
  issue: operatorProcedure.input(billIssueInput).mutation(({ ctx, input }) => issueBill(ctx.em, input, ctx.user, ctx.env.billing)),
  cancel: operatorProcedure.input(billCancelInput).mutation(({ ctx, input }) => cancelBill(ctx.em, input, ctx.user)),
  recordPayment: operatorProcedure.input(paymentRecordInput).mutation(({ ctx, input }) => recordPayment(ctx.em, input, ctx.user)),
  outstanding: accountsProcedure.query(({ ctx }) => outstanding(ctx.em)),
});
