import type { IncomingMessage } from 'node:http';
// `req.cookies` is declared by @fastify/cookie (registered in plugins/auth.ts); named here so files that only read this one type-check alone.
import type {} from '@fastify/cookie';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { CreateWSSContextFnOptions } from '@trpc/server/adapters/ws';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { bearerTokenOf } from '../auth/api-keys';
import type { AppServices, Context } from '../auth/call-context';
import type { LiveSocket } from '../live/direct-frames';

export type { AppServices, Context };

export function createContextFactory(services: AppServices, log: FastifyBaseLogger) {
  return function createContext(opts: CreateFastifyContextOptions | CreateWSSContextFnOptions): Context {
    if (isFastifyRequest(opts.req)) {
      const req = opts.req;
      const reply = opts.res as FastifyReply;
      return {
        ...services,
        transport: 'http',
        connection: null,
        socket: null,
        sessionToken: req.cookies?.[services.lucia.sessionCookieName] ?? null,
        bearerToken: bearerTokenOf(req.headers.authorization),
        clientIp: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
        log: req.log,
        setCookie: (cookie) => void reply.header('set-cookie', cookie.serialize()),
      };
    }
    // WebSocket: `req` is Node's upgrade request; Fastify already resolved its address there.
    const raw = opts.req as IncomingMessage & { clientIp?: string };
    return {
      ...services,
      transport: 'ws',
      connection: raw,
      socket: opts.res as LiveSocket,
      sessionToken: services.lucia.readSessionCookie(raw.headers.cookie ?? ''),
      bearerToken: null,
      clientIp: raw.clientIp ?? raw.socket.remoteAddress ?? 'unknown',
      userAgent: raw.headers['user-agent'] ?? null,
      log,
      setCookie: () => {},
    };
  };
}

function isFastifyRequest(req: unknown): req is FastifyRequest {
  return typeof req === 'object' && req !== null && 'raw' in req && 'routeOptions' in req;
}
