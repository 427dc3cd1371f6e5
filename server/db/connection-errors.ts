import { ConnectionException } from '@mikro-orm/core';

/**
 * Which failures mean "the database cannot be reached right now" (a restart, a lost
 * connection, a full pool): the caller should retry, so they answer 503 with a retry hint,
 * never 500. Both edges use this: the tRPC error mapping (server/trpc/init.ts) and Fastify's
 * error handler (server/app.ts).
 */

/** Seconds a client is asked to wait before retrying (the `Retry-After` header). */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Node socket errors: the server is not there (yet) or the connection broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

/**
 * PostgreSQL SQLSTATEs of the same kind: class 08 (connection exception), 57P01-57P03
 * (administrator / crash shutdown, cannot connect now: a restart), 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/**
 * Messages node-postgres, pg-pool and knex use for a connection that died or never came,
 * which carry no code.
 */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i, // pg: unexpectedly, or due to connection timeout
  /Client has encountered a connection error and is not queryable/i, // pg: a client whose socket broke
  /Client was closed and is not queryable/i,
  /Connection ended unexpectedly/i,
  /server closed the connection unexpectedly/i,
  /Transaction query already complete/i, // knex: its transaction's connection died mid-way
  /timeout exceeded when trying to connect/i, // pg-pool
  /Timeout acquiring a connection/i, // knex pool
  /the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/i,
  /terminating connection due to administrator command/i,
];

/** SQLSTATE classes that are about the data, not the connection (a COMMIT may fail on them too). */
function isDataSqlState(code: string): boolean {
  return /^(22|23|40|42|P0)/.test(code);
}

function isUnavailableOne(error: unknown): boolean {
  if (error instanceof ConnectionException) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : '';
  if (SOCKET_CODES.has(code) || isUnavailableSqlState(code)) return true;
  const raw = (error as { message?: unknown }).message;
  const message = error instanceof Error ? error.message : typeof raw === 'string' ? raw : '';
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // knex prefixes the statement: a COMMIT that failed for anything but the data means the
  // connection went during the commit; whether it committed is unknown, so the caller retries
  // (with its idempotency key, where it has one).
  return /^\s*COMMIT;?\s+-\s/i.test(message) && !isDataSqlState(code);
}

/** True when the error, or any error it wraps (`cause`), is a connection-class database failure. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    if (isUnavailableOne(current)) return true;
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e))) return true;
  }
  return false;
}
