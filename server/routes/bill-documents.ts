import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAccess } from '../auth/access';
import type { BillingConfig } from '../documents/billing-config';
import { staffDocument } from '../services/bill-documents.service';
import { InvalidInputError } from '../services/errors';

const params = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/**
 * GET /api/bills/<id>.pdf and /api/receipts/<id>.pdf (issue 40.4): a bill's or a receipt's PDF
 * for staff (the same session-and-role check as the API; the family's come through their
 * tracking link, server/plugins/tracking.ts).
 */
export async function billDocumentRoutes(app: FastifyInstance, opts: { billing: BillingConfig }) {
  for (const [kind, path] of [
    ['bill', '/api/bills/:file'],
    ['receipt', '/api/receipts/:file'],
  ] as const) {
    app.get<{ Params: { file: string } }>(path, { preHandler: requireAccess(app.lucia, 'readStaffData') }, async (req, reply) => {
      const parsed = params.safeParse({ id: req.params.file.replace(/\.pdf$/, '') });
      if (!parsed.success) throw new InvalidInputError(`Invalid ${kind} id`);
      const pdf = await staffDocument(app.orm.em.fork(), kind, parsed.data.id, opts.billing);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${pdf.fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf.bytes);
    });
  }
}
