import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  isLoopbackHost,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryStatus,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  type WebhookEndpointCreateInput,
  type WebhookEndpointUpdateInput,
  type WebhookEventType,
} from '../../shared/schemas/webhooks';
import { bookingReference } from '../../shared/dispatch';
import { WebhookEndpointSchema, type WebhookEndpoint } from '../db/entities';
import { assertPublicLiteral, BlockedAddressError } from '../webhooks/address-guard';
import { ConflictError, InvalidInputError, NotFoundError } from './errors';

/*
 * Partner webhook endpoints and their deliveries (issue 38.4), for any transport: the partner
 * console's procedures today, the API's `webhooks:manage` scope later. Every function takes the
 * caller's organisation and touches that organisation's rows only; another organisation's
 * endpoint or delivery answers as one that does not exist.
 */

/** Who manages the endpoints: a partner's person (or, later, an API key) of one organisation. */
export interface WebhookCaller {
  organisationId: string;
  /** The person (or key) that acts, for "created by". */
  actorId: string | null;
  actorName: string;
}

export interface WebhookPolicy {
  /** WEBHOOK_ALLOW_PRIVATE: http:// to localhost and private addresses allowed (tests, development). */
  allowPrivate: boolean;
  /** How long deliveries are retried (a delivery sent again gets this long once more). */
  retryWindowMs: number;
}

const ENDPOINT_GONE = 'This webhook endpoint no longer exists.';

/** A new Standard Webhooks secret: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export function toEndpointDTO(e: WebhookEndpoint, counts: { pending: number; failed: number } = { pending: 0, failed: 0 }) {
  return {
    id: e.id,
    url: e.url,
    events: [...e.events] as WebhookEventType[],
    description: e.description ?? null,
    enabled: e.enabled,
    disabledReason: e.disabledReason ?? null,
    disabledAt: e.disabledAt?.toISOString() ?? null,
    failingSince: e.failingSince?.toISOString() ?? null,
    previousSecretUntil: e.previousSecretUntil && e.previousSecretUntil > new Date() ? e.previousSecretUntil.toISOString() : null,
    createdByName: e.createdByName ?? null,
    createdAt: e.createdAt.toISOString(),
    pendingDeliveries: counts.pending,
    failedDeliveries: counts.failed,
  };
}
export type WebhookEndpointDTO = ReturnType<typeof toEndpointDTO>;

async function ownEndpoint(em: EntityManager, id: string, caller: Pick<WebhookCaller, 'organisationId'>): Promise<WebhookEndpoint> {
  const endpoint = await em.findOne(WebhookEndpointSchema, { id, organisationId: caller.organisationId });
  if (!endpoint) throw new NotFoundError(ENDPOINT_GONE);
  return endpoint;
}

/** The organisation's endpoints, oldest first, with how many deliveries wait or were given up. */
export async function listEndpoints(em: EntityManager, caller: Pick<WebhookCaller, 'organisationId'>): Promise<WebhookEndpointDTO[]> {
  const endpoints = await em.find(WebhookEndpointSchema, { organisationId: caller.organisationId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  if (endpoints.length === 0) return [];
  const counts = await em.getConnection().execute<{ endpoint_id: string; pending: string; failed: string }[]>(
    `select endpoint_id, count(*) filter (where status = 'pending') as pending, count(*) filter (where status = 'failed') as failed
       from webhook_delivery where endpoint_id = any(string_to_array(?, ',')::uuid[]) and status <> 'delivered' group by endpoint_id`,
    [endpoints.map((e) => e.id).join(',')],
  );
  const byEndpoint = new Map(counts.map((c) => [c.endpoint_id, { pending: Number(c.pending), failed: Number(c.failed) }]));
  return endpoints.map((e) => toEndpointDTO(e, byEndpoint.get(e.id)));
}

/** The URL rule beyond the shared schema: what this deployment accepts. */
function checkUrl(value: string, policy: WebhookPolicy): void {
  const url = new URL(value);
  if (url.protocol === 'http:' && !(policy.allowPrivate && isLoopbackHost(url.hostname))) {
    throw new InvalidInputError('Use an https:// address (http:// is accepted only for localhost on a development server)', { field: 'url' });
  }
  try {
    assertPublicLiteral(url, policy.allowPrivate);
  } catch (err) {
    if (err instanceof BlockedAddressError) throw new InvalidInputError(`${err.message}: use a public address`, { field: 'url' });
    throw err;
  }
}

/**
 * Registers an endpoint; the answer carries its signing secret (readable again with
 * endpointSecret). The same idempotency key again (a retry after a lost answer) answers the same
 * endpoint; with another URL or other events it is refused.
 */
export async function createEndpoint(em: EntityManager, input: WebhookEndpointCreateInput, caller: WebhookCaller, policy: WebhookPolicy) {
  checkUrl(input.url, policy);
  const retried = await findRetry(em, input, caller);
  if (retried) return retried;
  const count = await em.count(WebhookEndpointSchema, { organisationId: caller.organisationId });
  if (count >= WEBHOOK_ENDPOINTS_MAX) throw new ConflictError(`An organisation may have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints. Delete one first.`);
  const endpoint = em.create(WebhookEndpointSchema, {
    organisationId: caller.organisationId,
    url: input.url,
    events: input.events,
    secret: newWebhookSecret(),
    description: input.description || null,
    enabled: true,
    createdBy: caller.actorId,
    createdByName: caller.actorName,
    idempotencyKey: input.idempotencyKey,
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      const raced = await findRetry(em.fork(), input, caller);
      if (raced) return raced;
    }
    throw error;
  }
  return { endpoint: toEndpointDTO(endpoint), secret: endpoint.secret };
}

async function findRetry(em: EntityManager, input: WebhookEndpointCreateInput, caller: Pick<WebhookCaller, 'organisationId'>) {
  const existing = await em.findOne(WebhookEndpointSchema, { organisationId: caller.organisationId, idempotencyKey: input.idempotencyKey });
  if (!existing) return null;
  const same = existing.url === input.url && [...existing.events].sort().join() === [...input.events].sort().join();
  if (!same) throw new ConflictError('An endpoint was already added with this key and other details. Reload the page to add another.');
  return { endpoint: toEndpointDTO(existing), secret: existing.secret };
}

/** The endpoint's signing secret, for the partner's receiver to verify with. */
export async function endpointSecret(em: EntityManager, id: string, caller: Pick<WebhookCaller, 'organisationId'>) {
  const endpoint = await ownEndpoint(em, id, caller);
  return { secret: endpoint.secret };
}

/**
 * Gives the endpoint a new signing secret. The one it replaces keeps signing each delivery too
 * (a second signature in `webhook-signature`) for WEBHOOK_SECRET_OVERLAP_HOURS, so a receiver
 * still verifying with it misses nothing while its owner deploys the new one. Rotating again
 * within that time replaces the older of the two.
 */
export async function rotateEndpointSecret(em: EntityManager, id: string, caller: Pick<WebhookCaller, 'organisationId'>) {
  const endpoint = await ownEndpoint(em, id, caller);
  const until = new Date(Date.now() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000);
  endpoint.previousSecret = endpoint.secret;
  endpoint.previousSecretUntil = until;
  endpoint.secret = newWebhookSecret();
  await em.flush();
  return { secret: endpoint.secret, previousSecretUntil: until.toISOString() };
}

/**
 * Changes an endpoint's address, events and description, by the rules of adding one. Deliveries
 * already made go to the new address (they are sent to the endpoint as it is when attempted);
 * a change of events applies to the trip steps that come after it.
 */
export async function updateEndpoint(em: EntityManager, input: WebhookEndpointUpdateInput, caller: Pick<WebhookCaller, 'organisationId'>, policy: WebhookPolicy) {
  checkUrl(input.url, policy);
  const endpoint = await ownEndpoint(em, input.id, caller);
  endpoint.url = input.url;
  endpoint.events = input.events;
  endpoint.description = input.description || null;
  await em.flush();
  return toEndpointDTO(endpoint);
}

/**
 * Enables or disables an endpoint. A disabled endpoint's deliveries are made and held; enabling
 * it sends those made within the retry window at once (each with a full window again), and
 * gives up older ones (the console can still send each again).
 */
export async function setEndpointEnabled(em: EntityManager, id: string, enabled: boolean, caller: WebhookCaller, policy: WebhookPolicy) {
  return em.transactional(async (tx) => {
    const endpoint = await ownEndpoint(tx, id, caller);
    if (endpoint.enabled === enabled) return toEndpointDTO(endpoint);
    endpoint.enabled = enabled;
    endpoint.failingSince = null;
    if (enabled) {
      endpoint.disabledReason = null;
      endpoint.disabledAt = null;
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext<object>();
      await conn.execute(
        `update webhook_delivery set status = 'failed', last_error = 'Not sent: the endpoint was disabled for longer than the retry window'
          where endpoint_id = ? and status = 'pending' and created_at < now() - make_interval(secs => ?)`,
        [id, policy.retryWindowMs / 1000],
        'all',
        ctx,
      );
      await conn.execute(
        `update webhook_delivery set next_attempt_at = now(), first_attempt_at = null, give_up_at = greatest(give_up_at, now() + make_interval(secs => ?))
          where endpoint_id = ? and status = 'pending'`,
        [policy.retryWindowMs / 1000, id],
        'all',
        ctx,
      );
    } else {
      endpoint.disabledReason = `Disabled by ${caller.actorName}.`;
      endpoint.disabledAt = new Date();
    }
    await tx.flush();
    return toEndpointDTO(endpoint);
  });
}

/**
 * Deletes an endpoint with its deliveries (the trip events stay for the other endpoints).
 * Deliveries first, then the endpoint: the order in which the sender locks them when it records
 * an attempt (a delivery's row, then its endpoint's), so the two never wait on each other in a
 * circle. Deleting the endpoint first (its deliveries by the cascade) deadlocked with an attempt
 * being recorded: a 500, seen in the e2e suite on 2026-11-29.
 */
export async function deleteEndpoint(em: EntityManager, id: string, caller: Pick<WebhookCaller, 'organisationId'>) {
  await ownEndpoint(em, id, caller);
  await em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext<object>();
    await conn.execute('delete from webhook_delivery where endpoint_id = ?', [id], 'run', ctx);
    await conn.execute('delete from webhook_endpoint where id = ?', [id], 'run', ctx);
  });
  return { id };
}

const DELIVERIES_SHOWN = 100;

/** Raw SQL gives timestamps as PostgreSQL's text. */
const isoOrNull = (value: string | null) => (value ? new Date(value).toISOString() : null);

/** The endpoint's newest deliveries (at most 100): event, status, answer code, times, attempts. */
export async function listDeliveries(em: EntityManager, endpointId: string, caller: Pick<WebhookCaller, 'organisationId'>) {
  await ownEndpoint(em, endpointId, caller);
  const rows = await em.getConnection().execute<
    {
      id: string;
      message_id: string;
      type: string;
      booking_id: string | null;
      status: WebhookDeliveryStatus;
      attempts: number;
      last_status_code: number | null;
      last_error: string | null;
      last_attempt_at: string | null;
      next_attempt_at: string;
      delivered_at: string | null;
      created_at: string;
      occurred_at: string;
    }[]
  >(
    `select d.id, d.message_id, ev.type, d.booking_id, d.status, d.attempts, d.last_status_code, d.last_error, d.last_attempt_at,
            d.next_attempt_at, d.delivered_at, d.created_at, ev.occurred_at
       from webhook_delivery d join webhook_event ev on ev.id = d.event_id
      where d.endpoint_id = ? order by d.created_at desc, d.event_id desc limit ?`,
    [endpointId, DELIVERIES_SHOWN],
  );
  return rows.map((r) => ({
    id: r.id,
    messageId: r.message_id,
    type: r.type,
    tripReference: r.booking_id ? bookingReference(r.booking_id) : null,
    status: r.status,
    attempts: r.attempts,
    lastStatusCode: r.last_status_code,
    lastError: r.last_error,
    lastAttemptAt: isoOrNull(r.last_attempt_at),
    nextAttemptAt: r.status === 'pending' ? isoOrNull(r.next_attempt_at) : null,
    deliveredAt: isoOrNull(r.delivered_at),
    occurredAt: new Date(r.occurred_at).toISOString(),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
export type WebhookDeliveryDTO = Awaited<ReturnType<typeof listDeliveries>>[number];

/** How many of a delivery's attempts are shown, newest first. */
const ATTEMPTS_SHOWN = 50;

/** A delivery's attempts, newest first: when, how long, the answer's code or why there was none. */
export async function listAttempts(em: EntityManager, deliveryId: string, caller: Pick<WebhookCaller, 'organisationId'>) {
  const conn = em.getConnection();
  const [owned] = await conn.execute<{ id: string }[]>(
    'select d.id from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id where d.id = ? and e.organisation_id = ?',
    [deliveryId, caller.organisationId],
  );
  if (!owned) throw new NotFoundError('This delivery no longer exists.');
  const rows = await conn.execute<{ attempted_at: string; duration_ms: number; status_code: number | null; error: string | null }[]>(
    'select attempted_at, duration_ms, status_code, error from webhook_attempt where delivery_id = ? order by attempted_at desc, id desc limit ?',
    [deliveryId, ATTEMPTS_SHOWN],
  );
  return rows.map((r) => ({ attemptedAt: new Date(r.attempted_at).toISOString(), durationMs: r.duration_ms, statusCode: r.status_code, error: r.error }));
}

/**
 * Sends a delivery again, with the same `webhook-id` (it is the same event to the same
 * endpoint: a receiver that keeps ids sees a repeat), now and with a full retry window.
 */
export async function resendDelivery(em: EntityManager, deliveryId: string, caller: Pick<WebhookCaller, 'organisationId'>, policy: WebhookPolicy) {
  const [row] = await em.getConnection().execute<{ id: string }[]>(
    `update webhook_delivery d set status = 'pending', next_attempt_at = now(), lease_until = null, first_attempt_at = null,
            give_up_at = greatest(d.give_up_at, now() + make_interval(secs => ?))
       from webhook_endpoint e
      where d.id = ? and e.id = d.endpoint_id and e.organisation_id = ? and (d.lease_until is null or d.lease_until < now())
      returning d.id`,
    [policy.retryWindowMs / 1000, deliveryId, caller.organisationId],
  );
  if (!row) {
    const [exists] = await em
      .getConnection()
      .execute<{ id: string }[]>(
        'select d.id from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id where d.id = ? and e.organisation_id = ?',
        [deliveryId, caller.organisationId],
      );
    if (!exists) throw new NotFoundError('This delivery no longer exists.');
    throw new ConflictError('This delivery is being sent right now. Look again in a moment.');
  }
  return { id: row.id };
}

/** Queues a `webhook.test` event to one endpoint (enabled only), sent like any other. */
export async function sendTestEvent(em: EntityManager, endpointId: string, caller: WebhookCaller, policy: WebhookPolicy) {
  const endpoint = await ownEndpoint(em, endpointId, caller);
  if (!endpoint.enabled) throw new ConflictError('This endpoint is disabled. Enable it to send a test event.');
  const now = new Date();
  const payload = { type: WEBHOOK_TEST_EVENT, timestamp: now.toISOString(), data: { organisationId: caller.organisationId, endpointId, sentBy: caller.actorName } };
  return em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext<object>();
    const [event] = await conn.execute<{ id: string }[]>(
      'insert into webhook_event (organisation_id, booking_id, type, occurred_at, payload) values (?, null, ?, ?, ?) returning id',
      [caller.organisationId, WEBHOOK_TEST_EVENT, now, JSON.stringify(payload)],
      'all',
      ctx,
    );
    const [delivery] = await conn.execute<{ id: string; message_id: string }[]>(
      `insert into webhook_delivery (id, message_id, endpoint_id, event_id, booking_id, give_up_at)
       select n.id, 'msg_' || replace(n.id::text, '-', ''), ?, ?, null, now() + make_interval(secs => ?) from (select gen_random_uuid() as id) n
       returning id, message_id`,
      [endpointId, event.id, policy.retryWindowMs / 1000],
      'all',
      ctx,
    );
    return { deliveryId: delivery.id, messageId: delivery.message_id };
  });
}
