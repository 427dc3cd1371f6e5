import fp from 'fastify-plugin';
import { admitScheduledTrips } from '../services/scheduled-queue.service';
import { topUpSeries } from '../services/series.service';

/**
 * Every `everyMs`, lets the scheduled trips whose time has come into the staff waiting queue
 * (services/scheduled-queue.service.ts: each once over all processes), then tops each active
 * series up to its bound of future trips (services/series.service.ts `topUpSeries`: a long
 * series keeps generating as its trips pass). A failed run (the database away) is logged and the
 * next one catches up: nothing is lost, only later.
 */
export const scheduledQueuePlugin = fp<{ everyMs: number; leadMinutes: number }>(
  function scheduledQueue(app, opts, done) {
    let running = false;
    const run = async () => {
      if (running) return;
      running = true;
      try {
        const admitted = await admitScheduledTrips(app.orm.em.fork());
        if (admitted.length > 0) app.log.info({ admitted: admitted.length }, 'scheduled trips entered the queue');
        const made = await topUpSeries(app.orm.em.fork(), { leadMinutes: opts.leadMinutes });
        if (made.length > 0) app.log.info({ made: made.length }, 'series topped up with their next trips');
      } catch (err) {
        app.log.warn({ err }, 'scheduled queue run failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void run(), opts.everyMs);
    timer.unref();
    app.addHook('onClose', (_app, closed) => {
      clearInterval(timer);
      closed();
    });
    done();
  },
  { name: 'scheduled-queue', dependencies: ['database'] },
);
