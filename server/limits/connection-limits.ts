import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../services/errors';

/**
 * Limits on live connections, so that no account (even one without a role) can exhaust the
 * server's memory or stall it with subscriptions. A staff screen uses a handful of
 * subscriptions on one WebSocket; a person may keep a few tabs open.
 */
export const LIVE_LIMITS = {
  subscriptionsPerConnection: 20,
  subscriptionsPerSession: 50,
  connectionsPerAddress: 30,
  connectionsPerSession: 10,
} as const;

/** Counts per key, forgetting a key at zero (no growth from keys seen once). */
class Counter {
  private readonly counts = new Map<unknown, number>();
  get(key: unknown): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: unknown): () => void {
    this.counts.set(key, this.get(key) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.get(key) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    };
  }
}

const subscriptionsByConnection = new Counter();
const subscriptionsBySession = new Counter();

/**
 * Takes a subscription slot for a WebSocket connection (its upgrade request identifies it) and
 * session; throws TooManyRequestsError past either limit. Returns the release function.
 */
export function acquireSubscription(connection: object, sessionToken: string | null): () => void {
  if (subscriptionsByConnection.get(connection) >= LIVE_LIMITS.subscriptionsPerConnection) {
    throw new TooManyRequestsError(
      `Too many live subscriptions on this connection (at most ${LIVE_LIMITS.subscriptionsPerConnection}). Close other screens or reload the page.`,
    );
  }
  if (sessionToken && subscriptionsBySession.get(sessionToken) >= LIVE_LIMITS.subscriptionsPerSession) {
    throw new TooManyRequestsError(
      `Too many live subscriptions for this session (at most ${LIVE_LIMITS.subscriptionsPerSession}). Close some tabs and reload.`,
    );
  }
  const releaseConnection = subscriptionsByConnection.add(connection);
  const releaseSession = sessionToken ? subscriptionsBySession.add(sessionToken) : () => {};
  return () => {
    releaseConnection();
    releaseSession();
  };
}

/**
 * Wraps a subscription's stream so its slot is given back however it ends (done, failed, or
 * returned by tRPC when the subscriber leaves). A plain iterator, not an async generator: it
 * passes every message of the stream, and a generator's `yield*` costs a few promises per
 * message (`npm run bench -- --profile=live`).
 */
export function releasingWhenDone<T>(stream: AsyncIterable<T>, release: () => void): AsyncIterableIterator<T> {
  const iterator = stream[Symbol.asyncIterator]();
  let released = false;
  const releaseOnce = () => {
    if (released) return;
    released = true;
    release();
  };
  return {
    next: () =>
      iterator.next().then(
        (result) => {
          if (result.done) releaseOnce();
          return result;
        },
        (error: unknown) => {
          releaseOnce();
          throw error;
        },
      ),
    return: async (value?: unknown) => {
      releaseOnce();
      return iterator.return ? iterator.return(value) : { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * WebSocket connections per client address and per session, counted at the handshake and
 * given back when the socket closes; past a limit the handshake answers 429 with a message.
 */
export const connectionLimitsPlugin = fp<{ readSessionToken: (cookieHeader: string) => string | null }>(
  async function connectionLimits(app, opts) {
    const byAddress = new Counter();
    const bySession = new Counter();
    app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.headers.upgrade?.toLowerCase() !== 'websocket') return;
      const session = opts.readSessionToken(req.headers.cookie ?? '');
      const refusal =
        byAddress.get(req.ip) >= LIVE_LIMITS.connectionsPerAddress
          ? `Too many live connections from your address (at most ${LIVE_LIMITS.connectionsPerAddress}). Close other tabs and try again.`
          : session && bySession.get(session) >= LIVE_LIMITS.connectionsPerSession
            ? `Too many live connections for this session (at most ${LIVE_LIMITS.connectionsPerSession}). Close other tabs and try again.`
            : null;
      if (refusal) {
        req.log.warn({ ip: req.ip }, 'refused a WebSocket connection over the limit');
        reply.raw.once('finish', () => req.raw.socket.destroy());
        return reply.code(429).header('connection', 'close').send({ error: 'Too Many Requests', message: refusal });
      }
      const releaseAddress = byAddress.add(req.ip);
      const releaseSession = session ? bySession.add(session) : () => {};
      req.raw.socket.once('close', () => {
        releaseAddress();
        releaseSession();
      });
    });
  },
  { name: 'connection-limits' },
);
