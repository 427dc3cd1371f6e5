import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookEventType } from '../../../shared/schemas/webhooks';

/**
 * A partner organisation's webhook endpoint (issue 38.4). The secret is kept as is: signing
 * each delivery needs it (Standard Webhooks is a shared-secret HMAC), and the partner's people
 * may read it again in the console.
 */
export const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoint',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    organisationId: p.uuid(),
    url: p.text(),
    events: p.array().$type<WebhookEventType[]>(),
    secret: p.text(),
    /** The secret a rotation replaced: it still signs, beside `secret`, until `previousSecretUntil`. */
    previousSecret: p.text().nullable(),
    previousSecretUntil: p.datetime().columnType('timestamptz').nullable(),
    description: p.text().nullable(),
    enabled: p.boolean().default(true),
    /** Why it is disabled (by a person, or after failing for the retry window), and when. */
    disabledReason: p.text().nullable(),
    disabledAt: p.datetime().columnType('timestamptz').nullable(),
    /** The first failure since its last success (null while it answers). */
    failingSince: p.datetime().columnType('timestamptz').nullable(),
    createdBy: p.uuid().nullable(),
    createdByName: p.text().nullable(),
    /** The add form's key: a retry of the same add answers the same endpoint. */
    idempotencyKey: p.uuid(),
    version: p.integer().version(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type WebhookEndpoint = InferEntity<typeof WebhookEndpointSchema>;

/** One webhook-worthy step of a partner's trip (or a test event), with the body every endpoint gets. */
export const WebhookEventSchema = defineEntity({
  name: 'WebhookEvent',
  tableName: 'webhook_event',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    organisationId: p.uuid(),
    bookingId: p.uuid().nullable(),
    type: p.text(),
    occurredAt: p.datetime().columnType('timestamptz'),
    payload: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
export type WebhookEvent = InferEntity<typeof WebhookEventSchema>;

/** One event to one endpoint: `messageId` is its `webhook-id` on every attempt. */
export const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_delivery',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    messageId: p.text(),
    endpointId: p.uuid(),
    eventId: p.bigint('string'),
    bookingId: p.uuid().nullable(),
    status: p.enum([...WEBHOOK_DELIVERY_STATUSES]).default('pending'),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().columnType('timestamptz'),
    leaseUntil: p.datetime().columnType('timestamptz').nullable(),
    giveUpAt: p.datetime().columnType('timestamptz'),
    firstAttemptAt: p.datetime().columnType('timestamptz').nullable(),
    lastAttemptAt: p.datetime().columnType('timestamptz').nullable(),
    lastStatusCode: p.integer().nullable(),
    lastError: p.text().nullable(),
    deliveredAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
export type WebhookDelivery = InferEntity<typeof WebhookDeliverySchema>;
