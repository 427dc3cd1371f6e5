import { z } from 'zod';
import {
  webhookAttemptOutput,
  webhookDeliveryIdInput,
  webhookDeliveryOutput,
  webhookEndpointCreateInput,
  webhookEndpointCreatedOutput,
  webhookEndpointEnableInput,
  webhookEndpointIdInput,
  webhookEndpointOutput,
  webhookEndpointUpdateInput,
  webhookSecretOutput,
  webhookSecretRotatedOutput,
} from '../../../../shared/schemas/webhooks';
import {
  createEndpoint,
  deleteEndpoint,
  endpointSecret,
  listAttempts,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  rotateEndpointSecret,
  sendTestEvent,
  setEndpointEnabled,
  updateEndpoint,
} from '../../../services/webhooks.service';
import { apiProcedure, router } from '../../init';
import { webhookCallerOf, webhookPolicyOf } from '../webhook-callers';

const tags = ['Webhooks'];
const scope = 'webhooks:manage';

/** Webhook endpoints through the partner API (issue 38.4): the console's rules (webhooks.service.ts). */
export const webhooksApiRouter = router({
  list: apiProcedure(scope)
    .meta({ openapi: { method: 'GET', path: '/webhooks', protect: true, tags, summary: "Your organisation's webhook endpoints", description: 'Scope `webhooks:manage`.' } })
    .input(z.void())
    .output(z.array(webhookEndpointOutput))
    .query(({ ctx }) => listEndpoints(ctx.em, ctx.partner)),
  create: apiProcedure(scope)
    .meta({
      openapi: {
        method: 'POST',
        path: '/webhooks',
        protect: true,
        tags,
        summary: 'Register an endpoint',
        description:
          'An https URL and the events to receive; answers its signing secret (Standard Webhooks). `idempotencyKey` required: the same key again answers the same endpoint. Scope `webhooks:manage`.',
      },
    })
    .input(webhookEndpointCreateInput)
    .output(webhookEndpointCreatedOutput)
    .mutation(({ ctx, input }) => createEndpoint(ctx.em, input, webhookCallerOf(ctx.partner), webhookPolicyOf(ctx.env))),
  secret: apiProcedure(scope)
    .meta({ openapi: { method: 'GET', path: '/webhooks/{id}/secret', protect: true, tags, summary: "An endpoint's signing secret", description: 'Scope `webhooks:manage`.' } })
    .input(webhookEndpointIdInput)
    .output(webhookSecretOutput)
    .query(({ ctx, input }) => endpointSecret(ctx.em, input.id, ctx.partner)),
  rotateSecret: apiProcedure(scope)
    .meta({
      openapi: {
        method: 'POST',
        path: '/webhooks/{id}/secret/rotate',
        protect: true,
        tags,
        summary: "Rotate an endpoint's signing secret",
        description:
          'Answers the new secret. For 24 hours each delivery also carries a signature by the previous secret (`webhook-signature` holds both), so your receiver can switch at its own pace. Scope `webhooks:manage`.',
      },
    })
    .input(webhookEndpointIdInput)
    .output(webhookSecretRotatedOutput)
    .mutation(({ ctx, input }) => rotateEndpointSecret(ctx.em, input.id, ctx.partner)),
  update: apiProcedure(scope)
    .meta({
      openapi: {
        method: 'PUT',
        path: '/webhooks/{id}',
        protect: true,
        tags,
        summary: "Change an endpoint's URL, events and description",
        description: 'The rules of registering one. Waiting deliveries go to the new URL; the events apply to trip steps from now on. Scope `webhooks:manage`.',
      },
    })
    .input(webhookEndpointUpdateInput)
    .output(webhookEndpointOutput)
    .mutation(({ ctx, input }) => updateEndpoint(ctx.em, input, ctx.partner, webhookPolicyOf(ctx.env))),
  setEnabled: apiProcedure(scope)
    .meta({
      openapi: {
        method: 'POST',
        path: '/webhooks/{id}/enabled',
        protect: true,
        tags,
        summary: 'Enable or disable an endpoint',
        description: "A disabled endpoint's deliveries are held, and sent when it is enabled again. Scope `webhooks:manage`.",
      },
    })
    .input(webhookEndpointEnableInput)
    .output(webhookEndpointOutput)
    .mutation(({ ctx, input }) => setEndpointEnabled(ctx.em, input.id, input.enabled, webhookCallerOf(ctx.partner), webhookPolicyOf(ctx.env))),
  delete: apiProcedure(scope)
    .meta({ openapi: { method: 'DELETE', path: '/webhooks/{id}', protect: true, tags, summary: 'Delete an endpoint', description: 'Scope `webhooks:manage`.' } })
    .input(webhookEndpointIdInput)
    .output(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => deleteEndpoint(ctx.em, input.id, ctx.partner)),
  deliveries: apiProcedure(scope)
    .meta({
      openapi: { method: 'GET', path: '/webhooks/{id}/deliveries', protect: true, tags, summary: "An endpoint's latest deliveries", description: 'Status, answer code, attempts. Scope `webhooks:manage`.' },
    })
    .input(webhookEndpointIdInput)
    .output(z.array(webhookDeliveryOutput))
    .query(({ ctx, input }) => listDeliveries(ctx.em, input.id, ctx.partner)),
  attempts: apiProcedure(scope)
    .meta({
      openapi: {
        method: 'GET',
        path: '/webhooks/deliveries/{id}/attempts',
        protect: true,
        tags,
        summary: "A delivery's attempts",
        description: 'Newest first (at most 50): when, how long, the answer code or why there was none. Scope `webhooks:manage`.',
      },
    })
    .input(webhookDeliveryIdInput)
    .output(z.array(webhookAttemptOutput))
    .query(({ ctx, input }) => listAttempts(ctx.em, input.id, ctx.partner)),
  resend: apiProcedure(scope)
    .meta({
      openapi: {
        method: 'POST',
        path: '/webhooks/deliveries/{id}/resend',
        protect: true,
        tags,
        summary: 'Send a delivery again',
        description: 'With the same webhook-id (it is the same event). Scope `webhooks:manage`.',
      },
    })
    .input(webhookDeliveryIdInput)
    .output(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => resendDelivery(ctx.em, input.id, ctx.partner, webhookPolicyOf(ctx.env))),
  sendTest: apiProcedure(scope)
    .meta({ openapi: { method: 'POST', path: '/webhooks/{id}/test', protect: true, tags, summary: 'Send a test event', description: 'A `webhook.test` event to this endpoint. Scope `webhooks:manage`.' } })
    .input(webhookEndpointIdInput)
    .output(z.object({ deliveryId: z.uuid(), messageId: z.string() }))
    .mutation(({ ctx, input }) => sendTestEvent(ctx.em, input.id, webhookCallerOf(ctx.partner), webhookPolicyOf(ctx.env))),
});
