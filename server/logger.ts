import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { Env } from './env';

/**
 * Personal data (patients' and visitors' names, phone numbers, addresses, notes, messages)
 * never reaches the logs. Three ways it could, each closed here:
 * - an object logged with such a field: `redact` below (known paths, including tRPC input);
 * - a URL: tRPC queries carry their input in the query string (a staff search for a phone
 *   number), so requests are logged by path only;
 * - an error: database errors echo values (knex prefixes the message with the query and its
 *   values; PostgreSQL's detail says "Failing row contains (...)"), so they are logged by
 *   class, code and constraint only, and any other message that quotes SQL is withheld too.
 */
const PERSONAL_FIELDS = [
  'input',
  'body',
  'query',
  'phone',
  'notes',
  'customerName',
  'customerPhone',
  'customerEmail',
  'pickupLocation',
  'pickupAddress',
  'dropoffLocation',
  'destination',
  'password',
];
// (`name`, `email` and `message` are left out: errors and staff accounts use those words.)
const REDACT_PATHS = [
  'req.headers.cookie',
  // Partners' API keys (issue 38.1) never reach the logs, whatever logs a request's headers.
  'req.headers.authorization',
  'headers.authorization',
  'authorization',
  '*.authorization',
  'res.headers["set-cookie"]',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/** What is logged of a request: no query string, no body, no cookies. */
function requestSerializer(req: { method?: string; url?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: req.url?.split('?')[0], remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

const WITHHELD = 'database error (its text may quote values: withheld from the logs)';
const QUOTES_SQL = /\b(insert\s+into|update\s+\S+\s+set|delete\s+from|select\s.+\sfrom|values\s*\(|failing row contains|key\s*\()/i;

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  cause?: SerializedError;
}

/** An error as the logs see it: class, a message that cannot quote values, codes, frames, cause. */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const e = err as Error & Record<string, unknown>;
  const fromDatabase = 'sqlState' in e || 'routine' in e || 'severity' in e;
  const message = fromDatabase || QUOTES_SQL.test(e.message) ? WITHHELD : e.message;
  const frames = (e.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at ')).join('\n');
  const out: SerializedError = { type: e.name || e.constructor?.name || 'Error', message, stack: `${e.name}: ${message}\n${frames}` };
  for (const key of ['code', 'constraint', 'table', 'column', 'routine'] as const) if (e[key] !== undefined) out[key] = e[key];
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, depth + 1) as SerializedError;
  return out;
}

/** A query string inside a message (Fastify's "Route GET:/x?phone=... not found"). */
const QUERY_IN_TEXT = /(\/[^\s?#"]*)\?[^\s"]*/g;

/** Structured JSON logs; pretty, human-readable lines in development. */
export function loggerOptions(env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg: unknown) => (typeof arg === 'string' ? arg.replace(QUERY_IN_TEXT, '$1?[withheld]') : arg));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError, req: requestSerializer },
    ...(env.NODE_ENV === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

/** The server's logger; `destination` lets a test read what would be written. */
export function createLogger(env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>, destination?: DestinationStream) {
  return destination ? pino(loggerOptions(env), destination) : pino(loggerOptions(env));
}
