import { z } from 'zod';
import { idempotencyKeySchema, idSchema } from './common';

/**
 * Partner webhooks (issue 38.4): what a partner's endpoint may be sent. A trip's steps, in the
 * order a trip goes through them; the two hospital steps come only on a trip to a listed
 * hospital (its handover in place of a plain arrival at the destination).
 */
export const WEBHOOK_EVENT_TYPES = [
  'trip.requested',
  'trip.confirmed',
  'trip.assigned',
  'trip.en_route',
  'trip.arrived',
  'trip.at_hospital',
  'trip.handed_over',
  'trip.completed',
  'trip.cancelled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by "Send test event" only; an endpoint needs no subscription to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'trip.requested': 'Trip requested',
  'trip.confirmed': 'Trip confirmed',
  'trip.assigned': 'Vehicle assigned',
  'trip.en_route': 'Vehicle on its way',
  'trip.arrived': 'Vehicle at the pickup',
  'trip.at_hospital': 'At the hospital',
  'trip.handed_over': 'Patient handed over',
  'trip.completed': 'Trip completed',
  'trip.cancelled': 'Trip cancelled',
};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** At most this many endpoints per organisation. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL's host names this machine (http:// is accepted only for such hosts). */
export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname.toLowerCase());

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export const WEBHOOK_URL_MESSAGE = 'Use an https:// address (http:// only for localhost while developing)';

/**
 * The endpoint's address: https, or http for localhost only. Whether this deployment accepts
 * http at all (and private addresses) the server decides (WEBHOOK_ALLOW_PRIVATE).
 */
export const webhookUrlField = z
  .string()
  .trim()
  .min(1, 'URL is required')
  .max(2000, 'URL must be at most 2000 characters')
  .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_URL_MESSAGE }))
  // Zod runs these even after a failed format check: an address that cannot be parsed is that check's to report.
  .refine((value) => {
    const url = parseUrl(value);
    return !url || url.protocol === 'https:' || isLoopbackHost(url.hostname);
  }, WEBHOOK_URL_MESSAGE)
  .refine((value) => {
    const url = parseUrl(value);
    return !url || (!url.username && !url.password);
  }, 'The address may not carry a user name or password');

export const webhookEndpointCreateInput = z.object({
  /** One per form view: pressing again after a lost answer adds the endpoint once. */
  idempotencyKey: idempotencyKeySchema,
  url: webhookUrlField,
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, 'Unknown event'))
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => [...new Set(events)]),
  description: z.string().trim().max(200, 'Description must be at most 200 characters').optional(),
});
export type WebhookEndpointCreateInput = z.infer<typeof webhookEndpointCreateInput>;

/** An endpoint's address, events and description changed (the same rules as adding one). */
export const webhookEndpointUpdateInput = webhookEndpointCreateInput.omit({ idempotencyKey: true }).extend({ id: idSchema });
export type WebhookEndpointUpdateInput = z.infer<typeof webhookEndpointUpdateInput>;

/** How long a rotated-out secret keeps signing beside the new one. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

export const webhookEndpointIdInput = z.object({ id: idSchema });
export const webhookEndpointEnableInput = z.object({ id: idSchema, enabled: z.boolean() });
export const webhookDeliveriesInput = z.object({ id: idSchema });
export const webhookDeliveryIdInput = z.object({ id: idSchema });

/*
 * The answers about endpoints and deliveries, declared for the partner API's OpenAPI document
 * (issue 38.3); the API's procedures check their answers against them.
 */
const instantOut = z.string().meta({ description: 'An ISO 8601 date-time (UTC)' });

export const webhookEndpointOutput = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string().nullable(),
  enabled: z.boolean(),
  disabledReason: z.string().nullable().meta({ description: 'Why it was disabled (by a person, or after failing for the whole retry window)' }),
  disabledAt: instantOut.nullable(),
  failingSince: instantOut.nullable(),
  previousSecretUntil: instantOut.nullable().meta({ description: 'After a rotation: until when deliveries are also signed with the previous secret' }),
  createdByName: z.string().nullable(),
  createdAt: instantOut,
  pendingDeliveries: z.number().int(),
  failedDeliveries: z.number().int(),
});

export const webhookEndpointCreatedOutput = z.object({
  endpoint: webhookEndpointOutput,
  secret: z.string().meta({ description: 'The signing secret (whsec_…), to verify each delivery with (Standard Webhooks)' }),
});

export const webhookSecretOutput = z.object({ secret: z.string() });

export const webhookSecretRotatedOutput = z.object({
  secret: z.string().meta({ description: 'The new signing secret (whsec_…)' }),
  previousSecretUntil: instantOut.meta({ description: 'Until then each delivery carries a signature by the previous secret too' }),
});

export const webhookDeliveryOutput = z.object({
  id: z.uuid(),
  messageId: z.string().meta({ description: 'The webhook-id header: the same on every attempt of this delivery' }),
  type: z.string(),
  tripReference: z.string().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: instantOut.nullable(),
  nextAttemptAt: instantOut.nullable(),
  deliveredAt: instantOut.nullable(),
  occurredAt: instantOut,
  createdAt: instantOut,
});

export const webhookAttemptOutput = z.object({
  attemptedAt: instantOut,
  durationMs: z.number().int().meta({ description: 'From the request to its answer, or to the failure' }),
  statusCode: z.number().int().nullable().meta({ description: "The receiver's HTTP status; null when it did not answer" }),
  error: z.string().nullable().meta({ description: 'Why the attempt failed, when it did' }),
});
