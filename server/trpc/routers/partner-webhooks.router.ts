import {
  webhookDeliveriesInput,
  webhookDeliveryIdInput,
  webhookEndpointCreateInput,
  webhookEndpointEnableInput,
  webhookEndpointIdInput,
  webhookEndpointUpdateInput,
} from '../../../shared/schemas/webhooks';
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
} from '../../services/webhooks.service';
import { partnerProcedure, router } from '../init';
import { webhookCallerOf, webhookPolicyOf } from './webhook-callers';

/** The partner console's webhook endpoints (issue 38.4): the caller's organisation's only. */
export const partnerWebhooksRouter = router({
  list: partnerProcedure.query(({ ctx }) => listEndpoints(ctx.em, ctx.partner)),
  create: partnerProcedure
    .input(webhookEndpointCreateInput)
    .mutation(({ ctx, input }) => createEndpoint(ctx.em, input, webhookCallerOf(ctx.partner), webhookPolicyOf(ctx.env))),
  secret: partnerProcedure.input(webhookEndpointIdInput).query(({ ctx, input }) => endpointSecret(ctx.em, input.id, ctx.partner)),
  rotateSecret: partnerProcedure.input(webhookEndpointIdInput).mutation(({ ctx, input }) => rotateEndpointSecret(ctx.em, input.id, ctx.partner)),
  update: partnerProcedure
    .input(webhookEndpointUpdateInput)
    .mutation(({ ctx, input }) => updateEndpoint(ctx.em, input, ctx.partner, webhookPolicyOf(ctx.env))),
  setEnabled: partnerProcedure
    .input(webhookEndpointEnableInput)
    .mutation(({ ctx, input }) => setEndpointEnabled(ctx.em, input.id, input.enabled, webhookCallerOf(ctx.partner), webhookPolicyOf(ctx.env))),
  delete: partnerProcedure.input(webhookEndpointIdInput).mutation(({ ctx, input }) => deleteEndpoint(ctx.em, input.id, ctx.partner)),
  deliveries: partnerProcedure.input(webhookDeliveriesInput).query(({ ctx, input }) => listDeliveries(ctx.em, input.id, ctx.partner)),
  attempts: partnerProcedure.input(webhookDeliveryIdInput).query(({ ctx, input }) => listAttempts(ctx.em, input.id, ctx.partner)),
  resend: partnerProcedure.input(webhookDeliveryIdInput).mutation(({ ctx, input }) => resendDelivery(ctx.em, input.id, ctx.partner, webhookPolicyOf(ctx.env))),
  sendTest: partnerProcedure
    .input(webhookEndpointIdInput)
    .mutation(({ ctx, input }) => sendTestEvent(ctx.em, input.id, webhookCallerOf(ctx.partner), webhookPolicyOf(ctx.env))),
});
