import type { Env } from '../../env';
import type { PartnerCaller } from '../../services/partner-access';
import type { WebhookCaller, WebhookPolicy } from '../../services/webhooks.service';

/**
 * Who manages webhook endpoints, for the console (`partner.webhooks.*`) and the API
 * (`/api/v1` webhooks): a person by their id and name; a key as itself ("API key <name>"), since
 * "created by" points at a person's profile.
 */
export const webhookCallerOf = (partner: PartnerCaller): WebhookCaller => ({
  organisationId: partner.organisationId,
  actorId: partner.apiKey ? null : partner.id,
  actorName: partner.apiKey ? `API key ${partner.apiKey.name}` : partner.fullName,
});

/** The deployment's webhook rules the services apply (WEBHOOK_ALLOW_PRIVATE, the retry window). */
export const webhookPolicyOf = (env: Env): WebhookPolicy => ({ allowPrivate: env.webhooks.allowPrivate, retryWindowMs: env.webhooks.retryWindowMs });
