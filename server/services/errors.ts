/**
 * The business rules' own errors. Services throw these (never transport errors); the edge maps
 * them once: the tRPC middleware and error formatter (`server/trpc/errors.ts`) and the Fastify
 * error handler (`server/app.ts`), so a plain HTTP route answers with the same rules as the API.
 */
export type DomainErrorKind = 'invalid_input' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_many_requests';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** The input field the message is about, for forms to show it beside that field. */
  readonly field: string | undefined;
  constructor(message: string, options: { field?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.field = options.field;
  }
}

/** A request the rules refuse as given (a missing reason, a value out of range). */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid_input';
}
/** No session, or one that has ended. */
export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized';
}
/** Signed in, but the role does not allow it. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}
/** The row does not exist (or no longer). */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}
/** The request clashes with the current state (taken, busy, the last admin...). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}
/** Over a rate limit. */
export class TooManyRequestsError extends DomainError {
  readonly kind = 'too_many_requests';
  /** Seconds until the budget allows another request, when known (the API sends it as Retry-After). */
  retryAfterSeconds: number | undefined;
  constructor(message: string, options: { field?: string; cause?: unknown; retryAfterSeconds?: number } = {}) {
    super(message, options);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The HTTP status of each kind (the tRPC code of the same meaning is in server/trpc/errors.ts). */
export const HTTP_STATUS_OF: Record<DomainErrorKind, number> = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
};

/** A row that is gone (deleted by someone else, or never existed). */
export function noLongerExists(what: string): NotFoundError {
  return new NotFoundError(`This ${what} no longer exists. It may have been deleted by someone else.`);
}
