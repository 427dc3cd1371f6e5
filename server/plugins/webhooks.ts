import fp from 'fastify-plugin';
import { deliveryAgent } from '../webhooks/address-guard';
import { dispatchChanges } from '../webhooks/dispatch';
import type { WebhookSettings } from '../webhooks/settings';
import { sendDue } from '../webhooks/worker';

/**
 * The webhook worker of this process (issue 38.4): every `tickMs`, and at once when the live
 * hub hears a partner trip's change, it turns new change events into deliveries (dispatch.ts,
 * one process at a time) and sends what is due (worker.ts, any number of processes side by
 * side; the dispatching process signals the others when it has made deliveries). A failed run (the database away) is logged and the next one carries on from the
 * database: nothing is lost, only later. On close it stops ticking, lets the attempts under way
 * finish (each bounded by the attempt timeout) and closes its HTTP agent.
 *
 * Reading the outbox costs statements, so it is skipped while this process knows there is
 * nothing for it: every change the hub hears carries its booking's row, and only a partner's
 * trip (or a booking it could not read) makes events. Until the hub has been heard from (at
 * start, after the listener was lost) the outbox is read on every tick. The cursor stays behind
 * other changes meanwhile, which is harmless: they make nothing when read.
 */
export const webhooksPlugin = fp<{ settings: WebhookSettings }>(
  function webhooks(app, opts, done) {
    const { settings } = opts;
    const agent = deliveryAgent(settings.allowPrivate);
    let closing = false;
    /** The last change position that may make events, and the cursor as this process last saw it. */
    let mayMakeEventsUpTo = Number.POSITIVE_INFINITY;
    let cursorSeen = 0;

    const dispatchAll = async () => {
      while (!closing && mayMakeEventsUpTo > cursorSeen) {
        const { read, cursor } = await dispatchChanges(app.orm.em.fork(), { retryWindowMs: settings.retryWindowMs });
        // Another process is reading: it will be seen past this on a later tick.
        if (cursor === null) return;
        cursorSeen = cursor;
        if (read === 0) {
          if (mayMakeEventsUpTo === Number.POSITIVE_INFINITY) mayMakeEventsUpTo = cursor;
          return;
        }
        sending.run();
      }
    };
    // Reading the outbox and sending run apart: a slow receiver never holds up new events.
    const dispatching = runner(dispatchAll);
    const sending = runner(() => sendDue(() => app.orm.em.fork(), settings, agent, () => closing));
    const run = () => {
      dispatching.run();
      sending.run();
    };

    /** One at a time; asked again while running, it runs once more after. */
    function runner(work: () => Promise<void>) {
      let current: Promise<void> | null = null;
      let again = false;
      const run = (): void => {
        if (closing) return;
        if (current) {
          again = true;
          return;
        }
        current = work()
          .catch((err: unknown) => app.log.warn({ err }, 'webhook run failed'))
          .finally(() => {
            current = null;
            if (again) {
              again = false;
              run();
            }
          });
      };
      return { run, done: () => current ?? Promise.resolve() };
    }

    const timer = setInterval(run, settings.tickMs);
    timer.unref();
    app.live.observe({
      onChange: (change) => {
        // Only a partner's trip makes webhook events. A booking event with no row names no booking
        // the hub could read (deleted since, or not a booking's id): reading the outbox for it
        // would find no trip either, and the tick moves the cursor past it. Such events ran a
        // transaction per change on every process (the live bench's changes name no booking).
        if (change.topic !== 'booking' || !change.row?.organisation) return;
        mayMakeEventsUpTo = Math.max(mayMakeEventsUpTo, change.id);
        dispatching.run();
      },
      onLost: () => {
        mayMakeEventsUpTo = Number.POSITIVE_INFINITY;
      },
    });
    // Another process made deliveries (dispatch.ts): send them now rather than on the next tick.
    app.live.onSignal('webhooks-due', () => sending.run());

    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await Promise.all([dispatching.done(), sending.done()]);
      await agent.close();
    });
    done();
  },
  { name: 'webhooks', dependencies: ['database', 'live'] },
);
