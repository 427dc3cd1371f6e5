import {
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  OptimisticLockError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from '../db/connection-errors';
import { DomainError, type DomainErrorKind } from '../services/errors';

/** The tRPC code of each domain error kind (same meaning as HTTP_STATUS_OF). */
const TRPC_CODE_OF: Record<DomainErrorKind, TRPCError['code']> = {
  invalid_input: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  too_many_requests: 'TOO_MANY_REQUESTS',
};

/**
 * The one place where failures become tRPC errors: a service's domain error keeps its message;
 * a database constraint or connection failure becomes a clear 4xx/503 instead of a 500.
 * Null for anything else (a real 500, logged, whose details never reach the client).
 */
export function toTRPCError(cause: unknown): TRPCError | null {
  if (cause instanceof TRPCError) return cause;
  if (cause instanceof DomainError) return new TRPCError({ code: TRPC_CODE_OF[cause.kind], message: cause.message, cause });
  // The services compare versions under a row lock first; this is the ORM's own check behind them.
  if (cause instanceof OptimisticLockError) {
    return new TRPCError({ code: 'CONFLICT', message: 'This record was changed by someone else meanwhile, reload to see it.', cause });
  }
  if (cause instanceof UniqueConstraintViolationException) return new TRPCError({ code: 'CONFLICT', message: 'This record already exists.', cause });
  if (cause instanceof ForeignKeyConstraintViolationException) {
    return new TRPCError({ code: 'CONFLICT', message: 'A related record no longer exists.', cause });
  }
  if (cause instanceof NotNullConstraintViolationException || cause instanceof CheckConstraintViolationException) {
    return new TRPCError({ code: 'BAD_REQUEST', message: 'Some values are missing or not allowed.', cause });
  }
  if (isDatabaseUnavailable(cause)) return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE, cause });
  return null;
}
