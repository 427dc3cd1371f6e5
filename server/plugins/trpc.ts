import websocket from '@fastify/websocket';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { RETRY_AFTER_SECONDS } from '../db/connection-errors';
import type { Env } from '../env';
import { createContextFactory } from '../trpc/context';
import { appRouter, type AppRouter } from '../trpc/root';
import { rateLimitsFor } from '../limits/rate-limits';
import { DomainError } from '../services/errors';
import { SERVER_PING_MS, SERVER_PONG_WAIT_MS } from '../../shared/keep-alive';
import { liveEncoder } from '../live/direct-frames';

/** tRPC's "reconnect" notification: clients re-open their socket and resume subscriptions. */
const RECONNECT_MESSAGE = JSON.stringify({ id: null, method: 'reconnect' });

/**
 * The API at /trpc: HTTP (batching on) and WebSocket subscriptions on the same path, the
 * session read from the cookie for both.
 */
export const trpcPlugin = fp<{ env: Env }>(
  async function trpc(app, opts) {
    await app.register(websocket, {
      options: { maxPayload: 1024 * 1024 },
      preClose(done) {
        for (const client of this.websocketServer.clients as Set<WebSocket>) {
          if (client.readyState === client.OPEN) client.send(RECONNECT_MESSAGE);
          client.close(1012, 'Server restarting');
        }
        this.websocketServer.close();
        done();
      },
    });

    // The WebSocket context has only Node's request: keep Fastify's resolved address on it.
    // (Cross-site requests and handshakes were refused before this: server/auth/origin.ts.)
    app.addHook('onRequest', async (req: FastifyRequest) => {
      if (req.url.startsWith('/trpc')) (req.raw as typeof req.raw & { clientIp?: string }).clientIp = req.ip;
    });

    // tRPC hands Fastify a web Response, which Fastify streams chunk by chunk (chunked
    // encoding, a socket write per chunk and one more to end). HTTP calls are never streamed
    // here (the dashboard uses httpBatchLink, subscriptions use the WebSocket), so a JSON
    // answer goes out as one buffer with its length: one write (`npm run bench -- --profile`
    // showed socket writes as the largest share of the list's CPU time).
    app.addHook('onSend', async (req, reply, payload) => {
      if (!(payload instanceof Response) || !req.url.startsWith('/trpc')) return payload;
      if (!payload.headers.get('content-type')?.startsWith('application/json') || req.headers['trpc-accept']) return payload;
      reply.code(payload.status);
      for (const [name, value] of payload.headers) if (name !== 'set-cookie') reply.header(name, value);
      for (const cookie of payload.headers.getSetCookie()) reply.header('set-cookie', cookie);
      return Buffer.from(await payload.arrayBuffer());
    });

    // tRPC 11.19's adapter aborts a call's signal when its response closes, also after a full
    // answer: an AbortError, stack and all, per call (3-4% of the list's CPU). Newer tRPC
    // (11.25) skips the abort once the response has ended, but @trpc/react-query holds this
    // project at 11.19 (its newest release pins @trpc/server to it), so the listener of an answered call is removed here.
    // `onResponse` runs on 'finish', before Node emits 'close'; a client that leaves before
    // its answer still aborts the call.
    app.addHook('onResponse', (req, reply, done) => {
      if (req.url.startsWith('/trpc')) {
        for (const listener of reply.raw.listeners('close')) {
          if (listener.name === 'onAbort') reply.raw.off('close', listener as () => void);
        }
      }
      done();
    });

    const services = {
      orm: app.orm,
      lucia: app.lucia,
      live: app.live,
      figures: app.figures,
      env: opts.env,
      rateLimits: rateLimitsFor(app.orm),
    };
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      useWSS: true,
      trpcOptions: {
        router: appRouter,
        createContext: createContextFactory(services, app.log),
        keepAlive: { enabled: true, pingMs: SERVER_PING_MS, pongWaitMs: SERVER_PONG_WAIT_MS },
        // A live event's JSON made once for every subscriber with the same view (issue 41.1), and
        // a live stream's subscription id handed to it (live/direct-frames.ts).
        experimental_encoder: liveEncoder,
        // The database is away for a moment (503): say when to try again.
        responseMeta({ errors }) {
          return errors.some((e) => e.code === 'SERVICE_UNAVAILABLE')
            ? { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } }
            : {};
        },
        onError({ error, path, type }) {
          // A subscription's domain error (a role taken away) is mapped by the formatter, not a failure.
          if (error.code === 'INTERNAL_SERVER_ERROR' && !(error.cause instanceof DomainError)) {
            app.log.error({ err: error.cause ?? error, path, type }, 'API call failed');
          } else if (error.code === 'SERVICE_UNAVAILABLE') {
            app.log.warn({ err: error.cause ?? error, path, type }, 'API call failed: database unavailable');
          }
        },
      } as FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  },
  { name: 'trpc', dependencies: ['database', 'auth', 'live'] },
);
