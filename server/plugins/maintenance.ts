import fp from 'fastify-plugin';
import { pruneRateLimits } from './rate-limits';

const EVERY_MS = 60 * 60_000;
const KEEP_CHANGE_EVENTS_DAYS = 7;

/** Hourly clean-up of expired sessions, old change events and spent rate-limit counters. */
export const maintenancePlugin = fp(
  async function maintenance(app) {
    const run = async () => {
      try {
        await app.lucia.deleteExpiredSessions();
        await app.orm.em
          .getConnection()
          .execute(`delete from change_event where occurred_at < now() - interval '${KEEP_CHANGE_EVENTS_DAYS} days'`);
        await pruneRateLimits(app.orm);
      } catch (err) {
        app.log.warn({ err }, 'maintenance run failed');
      }
    };
    const timer = setInterval(run, EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'maintenance', dependencies: ['database', 'auth'] },
);
