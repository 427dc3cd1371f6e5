import { endAccessInput, invitationCreateInput, organisationFormSchema, organisationIdInput, organisationUpdateInput } from '../../../shared/schemas/partner';
import { createInvitation, endPartnerAccess, openInvitations } from '../../services/invitations.service';
import { createOrganisation, listOrganisations, organisationPeople, updateOrganisation } from '../../services/organisations.service';
import { partnersAdminProcedure, router } from '../init';
import { organisationApiKeysRouter } from './api-keys.router';

/** Partner organisations (issue 37.1): admins keep them, invite their people and end their access. */
export const organisationsRouter = router({
  list: partnersAdminProcedure.query(({ ctx }) => listOrganisations(ctx.em)),
  create: partnersAdminProcedure.input(organisationFormSchema).mutation(({ ctx, input }) => createOrganisation(ctx.em, input, ctx.user)),
  update: partnersAdminProcedure.input(organisationUpdateInput).mutation(({ ctx, input }) => updateOrganisation(ctx.em, input, ctx.user)),
  /** Its people with access now, and the invitations not used yet. */
  members: partnersAdminProcedure.input(organisationIdInput).query(async ({ ctx, input }) => ({
    people: await organisationPeople(ctx.em, input),
    invitations: await openInvitations(ctx.em, input),
  })),
  /** The link to send the person (shown once): `{ path, url, expiresAt }`. */
  invite: partnersAdminProcedure
    .input(invitationCreateInput)
    .mutation(({ ctx, input }) => createInvitation(ctx.em, input, ctx.user, { publicUrl: ctx.env.PUBLIC_URL })),
  endAccess: partnersAdminProcedure.input(endAccessInput).mutation(({ ctx, input }) => endPartnerAccess(ctx.em, input, ctx.user)),
  /** A partner organisation's API keys, kept by an admin for them (issue 38.1). */
  apiKeys: organisationApiKeysRouter,
});
