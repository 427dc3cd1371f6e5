import { initTRPC } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { z, ZodError } from 'zod';
import type { Permission } from '../../shared/roles';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { ApiKeyScope } from '../../shared/schemas/api-keys';
import { checkAccess, checkKeyAccess, type AccessRule, type SessionUser } from '../auth/access';
import { DomainError, ForbiddenError, InvalidInputError } from '../services/errors';
import { acquireSubscription, releasingWhenDone } from '../limits/connection-limits';
import type { Context } from './context';
import { toTRPCError } from './errors';

export type { SessionUser } from '../auth/access';

/** Procedure metadata: the permission a staff procedure requires (read by the auth matrix test). */
// A type, not an interface: trpc-to-openapi wants meta assignable to Record<string, unknown>.
export type Meta = {
  permission?: Permission | 'signedIn';
  /** The partner API's procedures (issue 38): the scope an API key needs (read by its matrix test). */
  scope?: ApiKeyScope;
  /** The partner API's REST route and its words in the OpenAPI document (issue 38.3, trpc-to-openapi). */
  openapi?: OpenApiMeta['openapi'];
};

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // tRPC's isDev only adds the error's stack to the default shape, which errorFormatter below
    // replaces: off, so no error's stack is formatted for nothing (NODE_ENV is not production in
    // tests, where formatting a stack through the test runner's source maps took 5 % of the
    // fuzz test's time).
    isDev: false,
    errorFormatter({ shape, error }) {
      // A subscription's stream fails outside the middlewares: map its domain errors here too.
      const mapped = toTRPCError(error.cause) ?? error;
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const domainError = error.cause instanceof DomainError ? error.cause : null;
      const internal = mapped.code === 'INTERNAL_SERVER_ERROR';
      const fieldErrors = zodError
        ? (z.flattenError(zodError).fieldErrors as Record<string, string[] | undefined>)
        : domainError?.field
          ? { [domainError.field]: [domainError.message] }
          : null;
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY[mapped.code],
        // A clear sentence, never a stack or an SQL message.
        message: zodError
          ? (zodError.issues[0]?.message ?? 'Invalid input')
          : internal
            ? 'Something went wrong on our side. Please try again.'
            : mapped.message,
        data: {
          code: mapped.code,
          httpStatus: getHTTPStatusCodeFromError(mapped),
          path: shape.data.path,
          /** Field name -> messages, for forms to show next to the field. */
          fieldErrors,
        },
      };
    },
  });

export const router = t.router;

/** A fresh EntityManager per call (HTTP request or WebSocket message). */
const withEntityManager = t.middleware(function withEntityManager({ ctx, next }) {
  return next({ ctx: { em: ctx.orm.em.fork() } });
});

/** Domain errors and database failures become clear 4xx/503 errors instead of 500s. */
const mapErrors = t.middleware(async function mapErrors({ next }) {
  const result = await next();
  if (result.ok) return result;
  const mapped = toTRPCError(result.error.cause);
  return mapped && mapped !== result.error ? { ...result, error: mapped } : result;
});

/** NUL, or half of a surrogate pair: text PostgreSQL cannot store (text refuses NUL, jsonb both). */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (typeof value !== 'object' || value === null || depth > 20) return false;
  return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item, depth + 1));
}

/**
 * Refuses input text the database cannot store, before any procedure sees it (found by the
 * fuzz test: a NUL in a name answered 500). No form can type these characters.
 */
const refuseUnstorableText = t.middleware(async function refuseUnstorableText({ getRawInput, next }) {
  if (hasUnstorableText(await getRawInput())) {
    throw new InvalidInputError('Text may not contain the character U+0000 or broken Unicode characters.');
  }
  return next();
});


/** Subscriptions take a slot per connection and session (server/limits/connection-limits.ts). */
const limitSubscriptions = t.middleware(async function limitSubscriptions({ ctx, type, next }) {
  if (type !== 'subscription' || !ctx.connection) return next();
  const release = acquireSubscription(ctx.connection, ctx.sessionToken);
  const result = await next();
  if (!result.ok || !isAsyncIterable(result.data)) {
    release();
    return result;
  }
  return { ...result, data: releasingWhenDone(result.data, release) };
});

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}


export const publicProcedure = t.procedure.use(mapErrors).use(limitSubscriptions).use(refuseUnstorableText).use(withEntityManager);

/**
 * Validates the session and the rule on every call (so sign-out and role changes apply at
 * once; the per-process session cache is forgotten on every such change: SessionCache),
 * through the one access check shared with subscriptions and plain HTTP routes.
 */
function authenticate(rule: AccessRule) {
  return t.middleware(async function authenticate({ ctx, next }) {
    const access = await checkAccess(ctx, rule);
    return next({ ctx: { user: access.user, sessionId: access.sessionId } });
  });
}

/** After a staff rule passed, the role is set: procedures see it as such. */
const withRole = t.middleware(function withRole({ ctx, next }) {
  const { user } = ctx as typeof ctx & { user: SessionUser };
  return next({ ctx: { user: { ...user, role: user.role! } } });
});

function withRule(rule: AccessRule) {
  return publicProcedure.meta({ permission: rule }).use(authenticate(rule));
}

/** Signed in, with or without a role (auth.me-like calls). */
export const signedInProcedure = withRule('signedIn');
/** Any staff role: viewer, operator or admin. */
export const staffProcedure = withRule('readStaffData').use(withRole);
/** Operator or admin: changes to bookings, fleet and inquiries. */
export const operatorProcedure = withRule('manageOperations').use(withRole);
/** Admin only: staff accounts and roles. */
export const adminProcedure = withRule('manageUsers').use(withRole);
/** Operator or admin: the accounts (bills and payments in bulk, outstanding amounts). */
export const accountsProcedure = withRule('readAccounts').use(withRole);
/** An ambulance's crew (not staff): its own vehicle's bookings only, checked by the crew service. */
export const crewProcedure = withRule('crewWork').use(withRole);
/** Admin only: partner organisations, their invitations and their people's access (issue 37.1). */
export const partnersAdminProcedure = withRule('managePartners').use(withRole);

/** The organisation of a partner's person: their session's (refused when the account has none). */
export function organisationOf(user: SessionUser): string {
  if (!user.organisationId) throw new ForbiddenError('Your account is not linked to an organisation.');
  return user.organisationId;
}

/**
 * A partner organisation's person (not staff): the procedure gets `partner`, the caller and the
 * one organisation every read and change of theirs is checked against (read with the session).
 */
const withOrganisation = t.middleware(function withOrganisation({ ctx, next }) {
  const { user } = ctx as typeof ctx & { user: SessionUser };
  return next({ ctx: { partner: { id: user.id, fullName: user.fullName, organisationId: organisationOf(user) } } });
});
export const partnerProcedure = withRule('partnerWork').use(withRole).use(withOrganisation);

/**
 * A procedure under `rule` whose context also carries what `extend` makes of the caller (say, a
 * series' actor, staff or a partner's person). Its type is the same whatever the rule, so one
 * builder makes the same procedures for two kinds of caller (routers/series-procedures.ts).
 */
export function procedureWithCaller<T extends object>(rule: AccessRule, extend: (user: SessionUser & { role: NonNullable<SessionUser['role']> }) => T) {
  return withRule(rule)
    .use(withRole)
    .use(({ ctx, next }) => next({ ctx: extend(ctx.user) }));
}

/**
 * The partner API (issue 38, server/trpc/routers/api-v1/): an API key of a partner
 * organisation with `scope`, through the one access check. The procedure gets `partner` as the
 * console's procedures do (the key's organisation; the key named as the actor in the history).
 */
export function apiProcedure(scope: ApiKeyScope) {
  return publicProcedure.meta({ scope }).use(
    t.middleware(async function keyAccess({ ctx, next }) {
      const partner = await checkKeyAccess({ orm: ctx.orm, bearerToken: ctx.bearerToken, perMinute: ctx.env.API_KEY_REQUESTS_PER_MINUTE }, scope);
      return next({ ctx: { partner } });
    }),
  );
}
