import type { EntityManager } from '@mikro-orm/postgresql';
import type { Agent } from 'undici';
import { attemptDelivery, type AttemptResult } from './deliver';
import { writtenTogether } from '../../shared/one-at-a-time';
import { backoffAfter, type WebhookSettings } from './settings';

/**
 * Sends due deliveries (issue 38.4). The queue is the `webhook_delivery` table itself, claimed
 * with `FOR UPDATE SKIP LOCKED`: a hand-written loop rather than a job library (pg-boss), because
 * what a delivery must obey lives in these rows and a job queue has no place for it: a trip's
 * later event to an endpoint waits while an earlier one is undelivered (one query's NOT EXISTS),
 * an endpoint that is disabled holds its deliveries, and the console lists, counts and sends
 * again these same rows. pg-boss would be a second copy of each delivery to keep in step.
 *
 * A claim is a lease: it sets `lease_until` (the attempt's time limit and a margin) and counts
 * the attempt, and commits before anything is sent, so no connection is held over HTTP and two
 * processes never make the same attempt. A process that dies mid-attempt leaves the lease to
 * run out; then any process makes the next attempt with the same `webhook-id` (at least once).
 */

export interface ClaimedDelivery {
  id: string;
  message_id: string;
  attempts: number;
  endpoint_id: string;
  url: string;
  secret: string;
  /** The secret a rotation replaced, while it still signs (null otherwise). */
  previous_secret: string | null;
  body: string;
}

const LEASE_MARGIN_MS = 5_000;

export async function claimDueDeliveries(em: EntityManager, settings: WebhookSettings, limit: number): Promise<ClaimedDelivery[]> {
  return em.getConnection().execute<ClaimedDelivery[]>(
    `with due as (
       select d.id from webhook_delivery d
         join webhook_endpoint e on e.id = d.endpoint_id
        where d.status = 'pending' and d.next_attempt_at <= now()
          and (d.lease_until is null or d.lease_until < now())
          and e.enabled
          and not exists (
            select 1 from webhook_delivery p
             where p.endpoint_id = d.endpoint_id and p.booking_id = d.booking_id
               and p.status = 'pending' and p.event_id < d.event_id)
        order by d.next_attempt_at, d.event_id
        limit ?
        for update of d skip locked)
     update webhook_delivery d
        set lease_until = now() + make_interval(secs => ?), attempts = d.attempts + 1, last_attempt_at = now(),
            first_attempt_at = coalesce(d.first_attempt_at, now())
       from due, webhook_endpoint e, webhook_event ev
      where d.id = due.id and e.id = d.endpoint_id and ev.id = d.event_id
     returning d.id, d.message_id, d.attempts, d.endpoint_id, e.url, e.secret,
               case when e.previous_secret_until > now() then e.previous_secret end as previous_secret, ev.payload::text as body`,
    [limit, (settings.attemptTimeoutMs + LEASE_MARGIN_MS) / 1000],
  );
}

/**
 * Records an attempt's result. A failure schedules the next attempt by the back-off (the last
 * one at the end of the delivery's window), gives the delivery up once its window has passed,
 * and disables an endpoint that has not answered once within the window since it began failing,
 * saying why.
 */
export async function recordAttempt(em: EntityManager, settings: WebhookSettings, delivery: ClaimedDelivery, result: AttemptResult): Promise<void> {
  if (result.ok) return recordDelivered(em, [{ id: delivery.id, statusCode: result.statusCode ?? 200, startedAt: result.startedAt, durationMs: result.durationMs }]);
  const conn = em.getConnection();
  const waitSeconds = backoffAfter(settings, delivery.attempts) / 1000;
  const windowSeconds = settings.retryWindowMs / 1000;
  // The endpoint has been failing since its first failed attempt after a success (the attempt's
  // start). It is disabled once that is a whole window ago, or when a delivery gives up after a
  // window in which the endpoint never answered (it was failing from that delivery's first attempt).
  // `f` reads the endpoint as the statement began; a person's Disable committed after that and
  // before this update reached the row must stand, so the update's own `e.enabled` (checked again
  // on the row as committed, read committed's rule for a row updated meanwhile) skips it: without
  // it `enabled = not f.disable` turned the endpoint back on (seen as a Disable that did not take
  // in partner-webhooks.spec.ts under load).
  await conn.execute(
    `with logged as (
       insert into webhook_attempt (delivery_id, attempted_at, duration_ms, status_code, error)
       select id, ?::timestamptz, ?::int, ?::int, left(?::text, 500) from webhook_delivery where id = ?),
     d as (
       update webhook_delivery
          set lease_until = null, last_status_code = ?, last_error = ?,
              status = case when now() >= give_up_at then 'failed' else 'pending' end,
              next_attempt_at = least(now() + make_interval(secs => ?), give_up_at)
        where id = ?
        returning endpoint_id, status, first_attempt_at, last_attempt_at),
     f as (
       select e.id, coalesce(e.failing_since, d.last_attempt_at) as since,
              (coalesce(e.failing_since, d.last_attempt_at) <= now() - make_interval(secs => ?)
               or (d.status = 'failed' and coalesce(e.failing_since, d.last_attempt_at) <= d.first_attempt_at)) as disable
         from webhook_endpoint e join d on e.id = d.endpoint_id
        where e.enabled)
     update webhook_endpoint e
        set failing_since = f.since,
            enabled = not f.disable,
            disabled_at = case when f.disable then now() else e.disabled_at end,
            disabled_reason = case when f.disable
              then 'Disabled by the server: every delivery failed from ' || to_char(f.since at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC for '
                   || ?::text || ' (last: ' || ?::text || '). Fix the endpoint, then enable it: waiting events are sent again.'
              else e.disabled_reason end
       from f
      where e.id = f.id and e.enabled`,
    [result.startedAt.toISOString(), result.durationMs, result.statusCode, result.error, delivery.id, result.statusCode, result.error, waitSeconds, delivery.id, windowSeconds, describeWindow(settings.retryWindowMs), result.error ?? 'no answer'],
  );
}

/** A delivery answered with a 2xx: its attempt, as the log keeps it. */
export interface DeliveredAttempt {
  id: string;
  statusCode: number;
  startedAt: Date;
  durationMs: number;
}

/**
 * Records deliveries answered with a 2xx, any number in one statement, each attempt in the
 * log too (a delivery deleted meanwhile, with its endpoint, is skipped).
 */
export async function recordDelivered(em: EntityManager, delivered: DeliveredAttempt[]): Promise<void> {
  if (delivered.length === 0) return;
  await em.getConnection().execute(
    `with r as (
       select * from unnest(string_to_array(?, ',')::uuid[], string_to_array(?, ',')::int[],
                            string_to_array(?, ',')::timestamptz[], string_to_array(?, ',')::int[]) as r(id, code, started_at, duration_ms)),
     logged as (
       insert into webhook_attempt (delivery_id, attempted_at, duration_ms, status_code)
       select r.id, r.started_at, r.duration_ms, r.code from r join webhook_delivery d on d.id = r.id),
     done as (
       update webhook_delivery d
          set status = 'delivered', delivered_at = now(), lease_until = null, last_status_code = r.code, last_error = null
         from r
        where d.id = r.id
        returning d.endpoint_id)
     update webhook_endpoint set failing_since = null where id in (select endpoint_id from done) and failing_since is not null`,
    [
      delivered.map((d) => d.id).join(','),
      delivered.map((d) => d.statusCode).join(','),
      delivered.map((d) => d.startedAt.toISOString()).join(','),
      delivered.map((d) => d.durationMs).join(','),
    ],
  );
}

function describeWindow(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} hours`;
  if (ms % 60_000 === 0) return `${ms / 60_000} minutes`;
  return `${ms / 1000} seconds`;
}

/**
 * Sends what is due with up to `concurrency` attempts under way. Under load the database work
 * is shared: a claim is made once a quarter of the places are free (not once per ended
 * attempt), and the deliveries answered while one record is being written are written
 * together in the next (writtenTogether). An attempt counts as under way until its result is
 * committed, so a trip's next step, freed by it, is claimable by then. Returns when nothing is
 * due and nothing is under way, or when `stop()` says so (after the attempts under way end).
 */
export async function sendDue(em: () => EntityManager, settings: WebhookSettings, agent: Agent, stop: () => boolean): Promise<void> {
  const underWay = new Set<Promise<void>>();
  const claimWhenFree = Math.max(1, Math.floor(settings.concurrency / 4));
  const recordOk = writtenTogether<DeliveredAttempt>((batch) => recordDelivered(em(), batch));
  const send = async (delivery: ClaimedDelivery): Promise<void> => {
    const result = await attemptDelivery({
      url: delivery.url,
      secrets: delivery.previous_secret ? [delivery.secret, delivery.previous_secret] : [delivery.secret],
      messageId: delivery.message_id,
      body: delivery.body,
      timeoutMs: settings.attemptTimeoutMs,
      agent,
      allowPrivate: settings.allowPrivate,
    });
    if (result.ok) await recordOk({ id: delivery.id, statusCode: result.statusCode ?? 200, startedAt: result.startedAt, durationMs: result.durationMs });
    else await recordAttempt(em(), settings, delivery, result);
  };
  try {
    while (!stop()) {
      const room = settings.concurrency - underWay.size;
      const claimed = room >= claimWhenFree || underWay.size === 0 ? await claimDueDeliveries(em(), settings, room) : [];
      for (const delivery of claimed) {
        const attempt: Promise<void> = send(delivery).finally(() => underWay.delete(attempt));
        underWay.add(attempt);
      }
      if (underWay.size === 0) return;
      await Promise.race(underWay);
    }
  } finally {
    await Promise.allSettled(underWay);
  }
}
