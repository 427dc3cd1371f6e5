import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from 'date-fns/addDays';
import type { z } from 'zod';
import { INVITATION_VALID_DAYS, type endAccessInput, type invitationCreateInput, type organisationIdInput } from '../../shared/schemas/partner';
import { hashPassword } from '../auth/password';
import { OrganisationSchema, PartnerInvitationSchema, ProfileSchema, UserRoleSchema } from '../db/entities';
import { recordChange } from '../live/record';
import { noLongerExists, type Actor } from './common';
import { ConflictError, NotFoundError } from './errors';
import { partnerActor, recordHistory, staffActor } from './history.service';
import { findOrganisation } from './organisations.service';

/**
 * Invitations of a partner organisation's people (issue 37.1). An admin invites a person by
 * name and e-mail; the answer is a link to send them (no e-mail is sent from here), valid
 * INVITATION_VALID_DAYS, used once. Only the SHA-256 of the link's token is stored, so the
 * database cannot give a working link away. The person sets a password on the link's page
 * (server/routes/partner-invitation.ts) and has the role `partner` for that one organisation.
 */

export const INVITATION_PATH_PREFIX = '/partner/invitation/';
/** What a token looks like (43 base64url characters); anything else is "not found" without a query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function invitationPath(token: string): string {
  return `${INVITATION_PATH_PREFIX}${token}`;
}

/** Creates the invitation; the link is shown once (to the admin who sends it). */
export async function createInvitation(
  em: EntityManager,
  input: z.output<typeof invitationCreateInput>,
  actor: Actor,
  options: { publicUrl?: string; now?: Date },
) {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = addDays(now, INVITATION_VALID_DAYS);
  return em.transactional(async (tx) => {
    const organisation = await findOrganisation(tx, input.organisationId);
    tx.create(PartnerInvitationSchema, {
      id: randomUUID(),
      organisationId: organisation.id,
      fullName: input.fullName,
      email: input.email,
      tokenHash: hashToken(token),
      expiresAt,
      usedAt: null,
      userId: null,
      createdBy: actor.id,
      createdAt: now,
    });
    recordHistory(tx, {
      subject: 'organisation',
      subjectId: organisation.id,
      action: 'invited',
      changes: [{ field: 'person', before: null, after: `${input.fullName} <${input.email}>` }],
      actor: staffActor(actor),
    });
    await tx.flush();
    const path = invitationPath(token);
    return { path, url: options.publicUrl ? `${options.publicUrl.replace(/\/$/, '')}${path}` : path, expiresAt: expiresAt.toISOString() };
  });
}

/** The organisation's invitations not used yet (newest first), with whether each has expired. */
export async function openInvitations(em: EntityManager, input: z.output<typeof organisationIdInput>, now = new Date()) {
  const list = await em.find(PartnerInvitationSchema, { organisationId: input.organisationId, usedAt: null }, { orderBy: { createdAt: 'desc' } });
  return list.map((i) => ({ id: i.id, fullName: i.fullName, email: i.email, expiresAt: i.expiresAt.toISOString(), expired: i.expiresAt <= now }));
}

export type InvitationState =
  | { state: 'open'; fullName: string; email: string; organisationName: string; expiresAt: Date }
  | { state: 'used' | 'expired' | 'unknown' };

/** What the invitation page shows for a token: who it is for, or why it no longer works. */
export async function readInvitation(em: EntityManager, token: string, now = new Date()): Promise<InvitationState> {
  if (!TOKEN_PATTERN.test(token)) return { state: 'unknown' };
  const invitation = await em.findOne(PartnerInvitationSchema, { tokenHash: hashToken(token) });
  if (!invitation) return { state: 'unknown' };
  if (invitation.usedAt) return { state: 'used' };
  if (invitation.expiresAt <= now) return { state: 'expired' };
  const organisation = await em.findOneOrFail(OrganisationSchema, { id: invitation.organisationId });
  return { state: 'open', fullName: invitation.fullName, email: invitation.email, organisationName: organisation.name, expiresAt: invitation.expiresAt };
}

export const INVITATION_USED = 'This invitation has already been used. Sign in with the password you set, or ask us for a new invitation.';
export const INVITATION_EXPIRED = 'This invitation has expired. Ask us for a new one.';
export const INVITATION_UNKNOWN = 'This invitation link is not valid. Check that you copied all of it, or ask us for a new one.';
export const INVITATION_EMAIL_TAKEN = 'An account with this e-mail address already exists. Ask us to give that account access instead.';

/**
 * Sets the invited person's password: creates their account with the role `partner` for the
 * organisation and marks the invitation used, in one transaction (the invitation row locked, so
 * two submissions of one link make one account). Gives the new account's id.
 */
export async function acceptInvitation(em: EntityManager, token: string, password: string, now = new Date()): Promise<{ userId: string }> {
  if (!TOKEN_PATTERN.test(token)) throw new NotFoundError(INVITATION_UNKNOWN);
  const passwordHash = await hashPassword(password);
  try {
    return await em.transactional(async (tx) => {
      const [row] = await tx.execute<{ id: string }[]>('select id from partner_invitation where token_hash = ? for update', [hashToken(token)]);
      const invitation = row ? await tx.findOne(PartnerInvitationSchema, { id: row.id }) : null;
      if (!invitation) throw new NotFoundError(INVITATION_UNKNOWN);
      if (invitation.usedAt) throw new ConflictError(INVITATION_USED);
      if (invitation.expiresAt <= now) throw new ConflictError(INVITATION_EXPIRED);
      const profile = tx.create(ProfileSchema, { id: randomUUID(), email: invitation.email, fullName: invitation.fullName, phone: '', passwordHash, createdAt: now });
      await tx.flush();
      tx.create(UserRoleSchema, { userId: profile.id, role: 'partner', ambulanceId: null, organisationId: invitation.organisationId });
      invitation.usedAt = now;
      invitation.userId = profile.id;
      recordHistory(tx, {
        subject: 'user',
        subjectId: profile.id,
        action: 'role_changed',
        changes: [
          { field: 'role', before: null, after: 'partner' },
          { field: 'organisation', before: null, after: invitation.organisationId },
        ],
        reason: 'Invitation accepted',
        actor: partnerActor({ id: profile.id, fullName: profile.fullName }),
      });
      recordChange(tx, { topic: 'user', action: 'created', entityId: profile.id, origin: 'partner', actorId: profile.id });
      await tx.flush();
      return { userId: profile.id };
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError(INVITATION_EMAIL_TAKEN);
    throw error;
  }
}

/**
 * An admin ends a partner person's access: their role goes and every session of theirs ends
 * (their open live connections close on every process, from the change event). Only for
 * partner accounts: staff roles are changed on the Users screen.
 */
export async function endPartnerAccess(em: EntityManager, input: z.output<typeof endAccessInput>, actor: Actor): Promise<{ userId: string; sessionsEnded: number }> {
  return em.transactional(async (tx) => {
    const [role] = await tx.execute<{ role: string; organisation_id: string | null }[]>('select role, organisation_id from user_role where user_id = ? for update', [input.userId]);
    if (!role || role.role !== 'partner') {
      if (!(await tx.findOne(ProfileSchema, { id: input.userId }))) throw noLongerExists('user');
      throw new ConflictError('This account is not a partner account (any more): nothing to end here.');
    }
    await tx.execute('delete from user_role where user_id = ?', [input.userId]);
    const ended = await tx.execute<{ id: string }[]>('delete from session where user_id = ? returning id', [input.userId]);
    recordHistory(tx, {
      subject: 'user',
      subjectId: input.userId,
      action: 'access_ended',
      changes: [
        { field: 'role', before: 'partner', after: null },
        { field: 'organisation', before: role.organisation_id, after: null },
      ],
      actor: staffActor(actor),
    });
    recordChange(tx, { topic: 'user', action: 'updated', entityId: input.userId, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return { userId: input.userId, sessionsEnded: ended.length };
  });
}
