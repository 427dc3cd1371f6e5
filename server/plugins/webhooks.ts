import fp from 'fastify-plugin';
import { deliveryAgent } from '../webhooks/address-guard';
import { dispatchChanges } from '../webhooks/dispatch';
import type { WebhookSettings } from '../webhooks/settings';
import { sendDueBatch } from '../webhooks/worker';

/**
 * The webhook worker of this process (issue 38.4): every `tickMs`, and at once when the live
 * hub hears a booking change, it turns new change events into deliveries (dispatch.ts, one
 * process at a time) and sends what is due (worker.ts, any number of processes side by side).
 * A failed run (the database away) is logged and the next one carries on from the database:
 * nothing is lost, only later. On close it stops ticking, lets the attempts under way finish
 * (each bounded by the attempt timeout) and closes its HTTP agent.
 */
export const webhooksPlugin = fp<{ settings: WebhookSettings }>(
  function webhooks(app, opts, done) {
    const { settings } = opts;
    const agent = deliveryAgent(settings.allowPrivate);
    let closing = false;
    let current: Promise<void> | null = null;
    let again = false;

    const work = async () => {
      do {
        again = false;
        // Dispatch until caught up, then send until nothing is due (a delivered step frees the trip's next one).
        while (!closing && (await dispatchChanges(app.orm.em.fork(), { retryWindowMs: settings.retryWindowMs })) > 0);
        while (!closing && !again && (await sendDueBatch(app.orm.em.fork(), settings, agent)) > 0);
      } while (again && !closing);
    };
    const run = () => {
      if (closing) return;
      if (current) {
        again = true;
        return;
      }
      current = work()
        .catch((err: unknown) => app.log.warn({ err }, 'webhook run failed'))
        .finally(() => {
          current = null;
        });
    };

    const timer = setInterval(run, settings.tickMs);
    timer.unref();
    app.live.observe({ onChange: (change) => change.topic === 'booking' && run(), onLost: () => undefined });

    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await current;
      await agent.close();
    });
    done();
  },
  { name: 'webhooks', dependencies: ['database', 'live'] },
);
