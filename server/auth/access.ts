import type { preHandlerAsyncHookHandler } from 'fastify';
// `req.cookies` is declared by @fastify/cookie (registered in plugins/auth.ts); named here so files that only read this one type-check alone.
import type {} from '@fastify/cookie';
import type { Cookie } from 'lucia';
import { can, type Permission, type Role } from '../../shared/roles';
import { ForbiddenError, UnauthorizedError } from '../services/errors';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ApiKeyScope } from '../../shared/schemas/api-keys';
import { apiKeyBudgetFor } from '../limits/rate-limits';
import { authenticateKey, type KeyCaller } from './api-keys';
import { cookieNeedsRefresh, type AppLucia } from './lucia';

/** The signed-in user as procedures and routes see it. `role` is read fresh on every check. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  phone: string;
  role: Role | null;
  /** The crew account's vehicle (null: none linked, or not crew), read with the session (issue 41.3). */
  vehicleId: string | null;
  /** A partner person's organisation (issue 37; null for every other role), read with the session. */
  organisationId: string | null;
}

/** What a request may do: `signedIn` is any session, with or without a role. */
export type AccessRule = Permission | 'signedIn';

export interface Access {
  user: SessionUser;
  sessionId: string;
}

export interface AccessRequest {
  lucia: AppLucia;
  /** The session token from the cookie (HTTP request or WebSocket upgrade). */
  sessionToken: string | null;
  /** Sets a cookie on the response (a refreshed or cleared session); a no-op where there is none. */
  setCookie(cookie: Cookie): void;
}

export const NO_ROLE_MESSAGE = 'Your account has no staff role yet. An administrator must grant you access.';

/**
 * The one session-and-role check: cookie token -> user, session and role, then the rule.
 * tRPC procedures (the `authenticate` middleware), subscriptions (their re-checks) and plain
 * HTTP routes (`requireAccess` preHandler) all call it. Throws UnauthorizedError without a
 * valid session (and clears the cookie), ForbiddenError when the role does not allow the rule.
 */
export async function checkAccess(request: AccessRequest, rule: AccessRule): Promise<Access> {
  const { lucia, sessionToken } = request;
  if (!sessionToken) throw new UnauthorizedError('Please sign in.');
  const { session, user } = await lucia.validateSession(sessionToken);
  if (!session) {
    request.setCookie(lucia.createBlankSessionCookie());
    throw new UnauthorizedError('Your session has ended. Please sign in again.');
  }
  if (cookieNeedsRefresh(session)) request.setCookie(lucia.createSessionCookie(session.id));
  const sessionUser: SessionUser = { id: user.id, email: user.email, fullName: user.fullName, phone: user.phone, role: user.role, vehicleId: user.vehicleId, organisationId: user.organisationId };
  if (rule !== 'signedIn') {
    if (!sessionUser.role) throw new ForbiddenError(NO_ROLE_MESSAGE);
    if (!can(sessionUser.role, rule)) throw new ForbiddenError('Your role does not allow this action.');
  }
  return { user: sessionUser, sessionId: session.id };
}

/**
 * The same check for an API key (issue 38.1): `Authorization: Bearer <key>` becomes a partner
 * caller of the key's organisation, with the key's scopes (server/auth/api-keys.ts). Used by
 * the partner API's procedures (`apiProcedure`) and its REST routes alike.
 */
export async function checkKeyAccess(request: KeyAccessRequest, scope: ApiKeyScope): Promise<KeyCaller> {
  return authenticateKey(
    { em: request.orm.em.fork(), bearerToken: request.bearerToken, budget: apiKeyBudgetFor(request.orm, request.perMinute), perMinute: request.perMinute },
    scope,
  );
}

export interface KeyAccessRequest {
  orm: MikroORM;
  bearerToken: string | null;
  perMinute: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAccess`: who is calling a plain HTTP route. */
    access?: Access;
  }
}

/**
 * The same check as a Fastify preHandler, for plain HTTP routes (the CSV export): the session
 * cookie of the request, the rule, and `req.access` for the handler. Its errors reach the
 * app's error handler, which answers 401/403 with the message.
 */
export function requireAccess(lucia: AppLucia, rule: AccessRule): preHandlerAsyncHookHandler {
  return async function requireAccessPreHandler(req, reply) {
    req.access = await checkAccess(
      {
        lucia,
        sessionToken: req.cookies?.[lucia.sessionCookieName] ?? null,
        setCookie: (cookie) => void reply.header('set-cookie', cookie.serialize()),
      },
      rule,
    );
  };
}
