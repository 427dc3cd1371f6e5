import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Cookie } from 'lucia';
import type { z } from 'zod';
import type { Role } from '../../shared/roles';
import type { signInSchema, signUpSchema } from '../../shared/schemas/auth';
import { withSignInLimits, type SignInLimits } from '../auth/sign-in-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { ProfileSchema, UserRoleSchema, type Profile } from '../db/entities';
import { recordChange } from '../live/record';
import { ConflictError, noLongerExists, UnauthorizedError } from './errors';
import { recordHistory } from './history.service';
import { hashSessionToken } from '../auth/adapter';
import type { AppLucia } from '../auth/lucia';

/** Supabase's wording, which the auth screen maps to the spec's toast. */
export const ALREADY_REGISTERED = 'This email is already registered.';
export const INVALID_CREDENTIALS = 'Invalid login credentials';

export async function findProfileByEmail(em: EntityManager, email: string): Promise<Profile | null> {
  return em.findOne(ProfileSchema, { email: email.trim().toLowerCase() });
}

/** Creates an account with no role (an administrator grants one later). */
export async function signUp(em: EntityManager, input: z.output<typeof signUpSchema>): Promise<Profile> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await em.transactional(async (tx) => {
      const profile = tx.create(ProfileSchema, {
        email: input.email,
        fullName: input.fullName,
        phone: input.phone,
        passwordHash,
      });
      await tx.flush();
      recordChange(tx, { topic: 'user', action: 'created', entityId: profile.id, origin: 'website' });
      return profile;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new ConflictError(ALREADY_REGISTERED);
    }
    throw error;
  }
}

/**
 * Checks the password: null when the e-mail is unknown or the password wrong. An unknown e-mail
 * is checked against a dummy argon2 hash, so both failures take the same path and time.
 */
export async function verifyCredentials(em: EntityManager, input: z.output<typeof signInSchema>): Promise<Profile | null> {
  const profile = await findProfileByEmail(em, input.email);
  const ok = profile ? await verifyPassword(profile.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  return profile && ok ? profile : null;
}

/**
 * A sign-in under the failure budgets (at most 10 failures per account and 50 per address in
 * 15 minutes; a success clears the account's count). Wrong password and unknown e-mail give
 * the same 401.
 */
export async function signIn(
  em: EntityManager,
  input: z.output<typeof signInSchema>,
  limits: SignInLimits,
  clientAddress: string,
): Promise<Profile> {
  return withSignInLimits(
    limits,
    { account: input.email, address: clientAddress },
    () => verifyCredentials(em, input),
    () => new UnauthorizedError(INVALID_CREDENTIALS),
  );
}

/**
 * Starts a new session for the user (a new one on every sign-in; the session this browser had,
 * if any, ends) and gives the cookie that carries it.
 */
export async function startSession(lucia: AppLucia, userId: string, previousSessionToken: string | null): Promise<Cookie> {
  if (previousSessionToken) await lucia.invalidateSession(previousSessionToken);
  const session = await lucia.createSession(userId, {});
  return lucia.createSessionCookie(session.id);
}

/**
 * A sign-in as every edge runs it: the API's `auth.signIn` and the sign-in form's plain post
 * (server/routes/sign-in-form.ts) both call this, so both have the same failure budgets, the
 * same refusals (UnauthorizedError, TooManyRequestsError: each edge maps them once) and the
 * same new session. Gives the account and its session cookie.
 */
export async function signInWithNewSession(
  em: EntityManager,
  lucia: AppLucia,
  request: { input: z.output<typeof signInSchema>; limits: SignInLimits; clientAddress: string; previousSessionToken: string | null },
): Promise<{ account: AccountDTO; sessionCookie: Cookie }> {
  const profile = await signIn(em, request.input, request.limits, request.clientAddress);
  const sessionCookie = await startSession(lucia, profile.id, request.previousSessionToken);
  return { account: await getAccount(em, profile.id), sessionCookie };
}

/**
 * Sign-out: ends the session of this token. Its change event makes every server process
 * re-check that user's open live connections at once (closing this session's).
 */
export async function endSession(em: EntityManager, sessionToken: string): Promise<void> {
  await em.transactional(async (tx) => {
    const ended = await tx.execute<{ user_id: string }[]>('delete from session where id = ? returning user_id', [hashSessionToken(sessionToken)]);
    const userId = ended[0]?.user_id;
    if (userId) recordChange(tx, { topic: 'user', action: 'updated', entityId: userId, origin: 'staff', actorId: userId });
  });
}

/**
 * Ends every session of a user: "sign out everywhere" (the actor is the user) or an
 * administrator's decision. Their open live connections close, on every process.
 */
export async function endAllSessions(em: EntityManager, userId: string, actor: { id: string }): Promise<{ ended: number }> {
  return em.transactional(async (tx) => {
    if (!(await tx.findOne(ProfileSchema, { id: userId }))) throw noLongerExists('user');
    const ended = await tx.execute<{ id: string }[]>('delete from session where user_id = ? returning id', [userId]);
    recordChange(tx, { topic: 'user', action: 'updated', entityId: userId, origin: 'staff', actorId: actor.id });
    return { ended: ended.length };
  });
}

/** The account as the API shows it: profile fields and the current role. */
export async function getAccount(em: EntityManager, userId: string) {
  const profile = await em.findOneOrFail(ProfileSchema, { id: userId });
  return toAccountDTO(profile, await getRole(em, userId));
}

export function toAccountDTO(profile: Profile, role: Role | null) {
  return { id: profile.id, email: profile.email, fullName: profile.fullName, phone: profile.phone, role };
}
export type AccountDTO = ReturnType<typeof toAccountDTO>;

export async function getRole(em: EntityManager, userId: string): Promise<Role | null> {
  const row = await em.findOne(UserRoleSchema, { userId });
  return row?.role ?? null;
}

/** Sets (or with null removes) a user's role; a change is kept in the history (who, from what to what). */
export async function setRole(
  em: EntityManager,
  userId: string,
  role: Role | null,
  actor: { origin: 'staff' | 'system'; actorId?: string | null; actorName?: string },
): Promise<void> {
  await em.transactional(async (tx) => {
    const existing = await tx.findOne(UserRoleSchema, { userId });
    const before = existing?.role ?? null;
    if (before !== role) {
      recordHistory(tx, {
        subject: 'user',
        subjectId: userId,
        action: 'role_changed',
        changes: [{ field: 'role', before, after: role }],
        actor: actor.origin === 'staff' && actor.actorId ? { origin: 'staff', id: actor.actorId, name: actor.actorName ?? 'Staff member' } : { origin: 'system' },
      });
    }
    if (role === null) {
      if (existing) tx.remove(existing);
    } else if (existing) {
      existing.role = role;
    } else {
      tx.create(UserRoleSchema, { userId, role });
    }
    recordChange(tx, { topic: 'user', action: 'updated', entityId: userId, origin: actor.origin, actorId: actor.actorId ?? null });
  });
}

/**
 * Makes sure an account exists with the admin role (ADMIN_EMAIL / ADMIN_PASSWORD at start-up).
 * An existing account keeps its data; its password is reset when it no longer matches.
 */
export async function ensureAdminAccount(
  em: EntityManager,
  input: { email: string; password: string },
): Promise<{ created: boolean }> {
  const email = input.email.trim().toLowerCase();
  let profile = await findProfileByEmail(em, email);
  const created = !profile;
  if (!profile) {
    profile = em.create(ProfileSchema, {
      email,
      fullName: 'Administrator',
      phone: '0000000000',
      passwordHash: await hashPassword(input.password),
    });
  } else if (!(await verifyPassword(profile.passwordHash, input.password))) {
    profile.passwordHash = await hashPassword(input.password);
  }
  await em.flush();
  if ((await getRole(em, profile.id)) !== 'admin') {
    await setRole(em, profile.id, 'admin', { origin: 'system' });
  }
  return { created };
}
