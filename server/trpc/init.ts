import {
  CheckConstraintViolationException,
  ConnectionException,
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { initTRPC, TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';
import { can, type Permission, type Role } from '../../shared/roles';
import type { Context } from './context';

/** The signed-in user as procedures see it. `role` is read fresh on every call. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  phone: string;
  role: Role | null;
}

/** Procedure metadata: the permission a staff procedure requires (read by the auth matrix test). */
export interface Meta {
  permission?: Permission | 'signedIn';
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        ...shape,
        // A clear sentence, never a stack or an SQL message.
        message: zodError
          ? (zodError.issues[0]?.message ?? 'Invalid input')
          : internal
            ? 'Something went wrong on our side. Please try again.'
            : shape.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          /** Field name -> messages, for forms to show next to the field. */
          fieldErrors: zodError ? (z.flattenError(zodError).fieldErrors as Record<string, string[] | undefined>) : null,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** A fresh EntityManager per call (HTTP request or WebSocket message). */
const withEntityManager = t.middleware(function withEntityManager({ ctx, next }) {
  return next({ ctx: { em: ctx.orm.em.fork() } });
});

/** Database failures become clear 4xx/503 errors instead of 500s. */
const mapDatabaseErrors = t.middleware(async function mapDatabaseErrors({ next }) {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  const mapped =
    cause instanceof UniqueConstraintViolationException
      ? new TRPCError({ code: 'CONFLICT', message: 'This record already exists.', cause })
      : cause instanceof ForeignKeyConstraintViolationException
        ? new TRPCError({ code: 'CONFLICT', message: 'A related record no longer exists.', cause })
        : cause instanceof NotNullConstraintViolationException || cause instanceof CheckConstraintViolationException
          ? new TRPCError({ code: 'BAD_REQUEST', message: 'Some values are missing or not allowed.', cause })
          : cause instanceof ConnectionException || isConnectionError(cause)
            ? new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a moment.', cause })
            : null;
  return mapped ? { ...result, error: mapped } : result;
});

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' /* admin_shutdown */ ||
    code === '57P03' /* cannot_connect_now */ ||
    (error instanceof Error && /Connection terminated|timeout exceeded when trying to connect/i.test(error.message))
  );
}

export const publicProcedure = t.procedure.use(mapDatabaseErrors).use(withEntityManager);

/** Validates the session on every call (so sign-out and role changes apply at once). */
const authenticate = t.middleware(async function authenticate({ ctx, next }) {
  const token = ctx.sessionToken;
  if (!token) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
  const { session, user } = await ctx.lucia.validateSession(token);
  if (!session) {
    ctx.setCookie(ctx.lucia.createBlankSessionCookie());
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' });
  }
  if (session.fresh) ctx.setCookie(ctx.lucia.createSessionCookie(session.id));
  const sessionUser: SessionUser = {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    phone: user.phone,
    role: user.role,
  };
  return next({ ctx: { user: sessionUser, sessionId: session.id } });
});

function requirePermission(permission: Permission) {
  return t.middleware(function requirePermission({ ctx, next }) {
    const { user } = ctx as typeof ctx & { user: SessionUser };
    if (!user.role) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'Your account has no staff role yet. An administrator must grant you access.',
      });
    }
    if (!can(user.role, permission)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'Your role does not allow this action.' });
    }
    return next({ ctx: { user: { ...user, role: user.role } } });
  });
}

/** Signed in, with or without a role (auth.me-like calls). */
export const signedInProcedure = publicProcedure.meta({ permission: 'signedIn' }).use(authenticate);
/** Any staff role: viewer, operator or admin. */
export const staffProcedure = publicProcedure
  .meta({ permission: 'readStaffData' })
  .use(authenticate)
  .use(requirePermission('readStaffData'));
/** Operator or admin: changes to bookings, fleet and inquiries. */
export const operatorProcedure = publicProcedure
  .meta({ permission: 'manageOperations' })
  .use(authenticate)
  .use(requirePermission('manageOperations'));
/** Admin only: staff accounts and roles. */
export const adminProcedure = publicProcedure
  .meta({ permission: 'manageUsers' })
  .use(authenticate)
  .use(requirePermission('manageUsers'));
