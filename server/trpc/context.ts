import type { IncomingMessage } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { CreateWSSContextFnOptions } from '@trpc/server/adapters/ws';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Cookie } from 'lucia';
import type { AppLucia } from '../auth/lucia';
import type { Env } from '../env';
import type { DashboardFigures } from '../live/dashboard-figures';
import type { LiveHub } from '../live/hub';
import type { RateLimits } from '../limits/rate-limits';

/** What every procedure can reach; built once per HTTP request or once per WebSocket. */
export interface AppServices {
  orm: MikroORM;
  lucia: AppLucia;
  live: LiveHub;
  /** The dashboard figures, computed once per process and pushed (issue 23.2). */
  figures: DashboardFigures;
  env: Env;
  rateLimits: RateLimits;
}

export interface Context extends AppServices {
  transport: 'http' | 'ws';
  /** The session token from the cookie (HTTP: this request's; WebSocket: the upgrade's). */
  sessionToken: string | null;
  /** The client's address (after TRUST_PROXY), for rate limits and logs. */
  clientIp: string;
  userAgent: string | null;
  log: FastifyBaseLogger;
  /** WebSocket: the connection (its upgrade request), for per-connection limits; HTTP: null. */
  connection: object | null;
  /** Sets a cookie on the HTTP response; a no-op on WebSocket messages. */
  setCookie(cookie: Cookie): void;
}

export function createContextFactory(services: AppServices, log: FastifyBaseLogger) {
  return function createContext(opts: CreateFastifyContextOptions | CreateWSSContextFnOptions): Context {
    if (isFastifyRequest(opts.req)) {
      const req = opts.req;
      const reply = opts.res as FastifyReply;
      return {
        ...services,
        transport: 'http',
      connection: null,
        sessionToken: req.cookies?.[services.lucia.sessionCookieName] ?? null,
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
      sessionToken: services.lucia.readSessionCookie(raw.headers.cookie ?? ''),
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
