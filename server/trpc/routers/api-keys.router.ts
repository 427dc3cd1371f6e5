import { organisationIdInput } from '../../../shared/schemas/partner';
import { apiKeyCreateForOrganisationInput, apiKeyCreateInput, apiKeyIdInput } from '../../../shared/schemas/api-keys';
import { createApiKey, listApiKeys, revokeApiKey, rotateApiKey } from '../../services/api-keys.service';
import { partnerProcedure, partnersAdminProcedure, router } from '../init';

/**
 * API keys (issue 38.1). In the partner console, `partner.keys.*`: the caller's organisation's
 * keys only (another's is "not found"). A secret is in the answer of create and rotate only.
 */
export const partnerKeysRouter = router({
  list: partnerProcedure.query(({ ctx }) => listApiKeys(ctx.em, ctx.partner.organisationId)),
  create: partnerProcedure
    .input(apiKeyCreateInput)
    .mutation(({ ctx, input }) => createApiKey(ctx.em, ctx.partner.organisationId, input, { id: ctx.partner.id, fullName: ctx.partner.fullName })),
  rotate: partnerProcedure.input(apiKeyIdInput).mutation(({ ctx, input }) => rotateApiKey(ctx.em, input.id, ctx.partner.organisationId)),
  revoke: partnerProcedure.input(apiKeyIdInput).mutation(({ ctx, input }) => revokeApiKey(ctx.em, input.id, ctx.partner.organisationId)),
});

/** An admin does the same for a partner organisation: `organisations.apiKeys.*`. */
export const organisationApiKeysRouter = router({
  list: partnersAdminProcedure.input(organisationIdInput).query(({ ctx, input }) => listApiKeys(ctx.em, input.organisationId)),
  create: partnersAdminProcedure
    .input(apiKeyCreateForOrganisationInput)
    .mutation(({ ctx, input }) => createApiKey(ctx.em, input.organisationId, input, { id: ctx.user.id, fullName: ctx.user.fullName })),
  rotate: partnersAdminProcedure.input(apiKeyIdInput).mutation(({ ctx, input }) => rotateApiKey(ctx.em, input.id, null)),
  revoke: partnersAdminProcedure.input(apiKeyIdInput).mutation(({ ctx, input }) => revokeApiKey(ctx.em, input.id, null)),
});
