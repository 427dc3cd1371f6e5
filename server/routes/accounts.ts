import type { FastifyInstance } from 'fastify';
import { ACCOUNTS_CSV_PATHS, accountsPeriodInput } from '../../shared/schemas/fares';
import { requireAccess } from '../auth/access';
import { billsCsv, paymentsCsv } from '../services/accounts.service';
import { InvalidInputError } from '../services/errors';

/**
 * GET /api/accounts/bills.csv?from=&to= and /api/accounts/payments.csv?from=&to= (issue 40.5):
 * a period's bills and payments for the accountant (operators and admins, the API's check).
 */
export async function accountsRoutes(app: FastifyInstance) {
  for (const [kind, path, make] of [
    ['bills', ACCOUNTS_CSV_PATHS.bills, billsCsv],
    ['payments', ACCOUNTS_CSV_PATHS.payments, paymentsCsv],
  ] as const) {
    app.get(path, { preHandler: requireAccess(app.lucia, 'readAccounts') }, async (req, reply) => {
      const parsed = accountsPeriodInput.safeParse(req.query);
      if (!parsed.success) throw new InvalidInputError(parsed.error.issues[0]?.message ?? 'Invalid period');
      const csv = await make(app.orm.em.fork(), parsed.data);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-${parsed.data.from}-to-${parsed.data.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });
  }
}
