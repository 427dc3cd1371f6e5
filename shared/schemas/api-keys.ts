/**
 * Partners' API keys (issue 38.1): the inputs of the console's and the admins' key procedures.
 * The console's form validates with these same schemas.
 *
 * Procedures (tRPC, server/trpc/routers/):
 * - Partner console (`partnerWork`, the caller's organisation only):
 *   `partner.keys.list()`, `partner.keys.create(apiKeyCreateInput)` → `{ key, secret }` (the
 *   secret is shown this once), `partner.keys.rotate({ id })` → `{ key, secret, previousExpiresAt }`,
 *   `partner.keys.revoke({ id })` → the key.
 * - Admin for a partner (`managePartners`): `organisations.apiKeys.list({ organisationId })`,
 *   `organisations.apiKeys.create({ organisationId, name, scopes })`, `organisations.apiKeys.rotate({ id })`,
 *   `organisations.apiKeys.revoke({ id })`.
 */
import { z } from 'zod';
import { idSchema, requiredText } from './common';

/** What a key may do. `webhooks:manage` is reserved for the webhook endpoints (issue 38.4). */
export const API_KEY_SCOPES = ['trips:read', 'trips:write', 'webhooks:manage'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'trips:read': 'Read trips and series',
  'trips:write': 'Book, cancel and change trips and series',
  'webhooks:manage': 'Manage webhook endpoints',
};

/** How long a rotated key's previous secret keeps working. */
export const API_KEY_ROTATION_OVERLAP_HOURS = 24;
export const API_KEY_NAME_MAX = 100;

export const apiKeyCreateInput = z.object({
  name: requiredText(API_KEY_NAME_MAX, 'Key name'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'Unknown scope' }), { error: 'Choose at least one scope' })
    .min(1, 'Choose at least one scope')
    .max(API_KEY_SCOPES.length)
    .transform((list) => [...new Set(list)]),
});
export type ApiKeyCreateInput = z.input<typeof apiKeyCreateInput>;

export const apiKeyIdInput = z.object({ id: idSchema });
/** An admin makes a key for a partner organisation. */
export const apiKeyCreateForOrganisationInput = apiKeyCreateInput.extend({ organisationId: idSchema });
