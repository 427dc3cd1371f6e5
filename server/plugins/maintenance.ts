import fp from 'fastify-plugin';
import { pruneRateLimits } from '../limits/rate-limits';

const EVERY_MS = 60 * 60_000;

/**
 * Hourly clean-up of expired sessions, change events older than CHANGE_EVENTS_KEEP_HOURS (a
 * live client resuming from before them is told to refetch) and spent rate-limit counters.
 */
export const maintenancePlugin = fp<{ keepChangeEventsHours: number }>(
  function maintenance(app, opts, done) {
    const run = async () => {
      try {
        await app.lucia.deleteExpiredSessions();
        await app.orm.em
          .getConnection()
          // The newest event stays: it marks the stream's head position for resuming clients.
          .execute(
            `delete from change_event where occurred_at < now() - make_interval(secs => ?)
               and position < (select max(position) from change_event)`,
            [opts.keepChangeEventsHours * 3600],
          );
        await pruneRateLimits(app.orm);
      } catch (err) {
        app.log.warn({ err }, 'maintenance run failed');
      }
    };
    const timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
    app.addHook('onClose', (_app, closed) => {
      clearInterval(timer);
      closed();
    });
    done();
  },
  { name: 'maintenance', dependencies: ['database', 'auth'] },
);
