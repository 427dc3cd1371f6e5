import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { Cookie } from 'lucia';
import type { Env } from '../env';
import type { RateLimits } from '../limits/rate-limits';
import type { DashboardFigures } from '../live/dashboard-figures';
import type { LiveSocket } from '../live/direct-frames';
import type { LiveHub } from '../live/hub';
import type { AppLucia } from './lucia';

/*
 * The context of one call, whatever carries it: a tRPC procedure (server/trpc/context.ts builds
 * it per HTTP request or WebSocket) or a live stream (server/live/subscription.ts re-checks its
 * access with it). Kept out of server/trpc/ so that the live streams do not depend on tRPC.
 */

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
  /** An API key from `Authorization: Bearer <key>` (HTTP only; the partner API, issue 38). */
  bearerToken: string | null;
  /** The client's address (after TRUST_PROXY), for rate limits and logs. */
  clientIp: string;
  userAgent: string | null;
  log: FastifyBaseLogger;
  /** WebSocket: the connection (its upgrade request), for per-connection limits; HTTP: null. */
  connection: object | null;
  /** WebSocket: the connection's socket, to which a live stream writes its own messages (live/direct-frames.ts); HTTP: null. */
  socket: LiveSocket | null;
  /** Sets a cookie on the HTTP response; a no-op on WebSocket messages. */
  setCookie(cookie: Cookie): void;
}
