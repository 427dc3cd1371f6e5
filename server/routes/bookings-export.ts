import type { FastifyInstance } from 'fastify';
import { providerToday } from '../../shared/dates';
import { BOOKINGS_EXPORT_PATH, bookingExportQuery } from '../../shared/schemas/booking';
import { requireAccess } from '../auth/access';
import { exportBookingsCsv } from '../services/bookings-export.service';
import { InvalidInputError } from '../services/errors';

/**
 * GET /api/bookings.csv?search=&status=&possibleSpam= : the bookings list's matches as a CSV
 * download, for operators and admins (the same session-and-role check as the API: 401
 * without a session, 403 for other roles).
 */
export async function bookingsExportRoutes(app: FastifyInstance) {
  app.get(BOOKINGS_EXPORT_PATH, { preHandler: requireAccess(app.lucia, 'exportBookings') }, async (req, reply) => {
    const parsed = bookingExportQuery.safeParse(req.query);
    if (!parsed.success) throw new InvalidInputError(parsed.error.issues[0]?.message ?? 'Invalid filters');
    const stream = exportBookingsCsv(app.orm.em.fork(), parsed.data, (err) => req.log.error({ err }, 'bookings export failed'));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="bookings-${providerToday()}.csv"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
