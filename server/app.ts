import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './db/connection-errors';
import type { EmbeddedDatabase } from './db/embedded';
import { crossSitePlugin } from './auth/origin';
import type { Env } from './env';
import { authPlugin } from './plugins/auth';
import { connectionLimitsPlugin } from './limits/connection-limits';
import { databasePlugin } from './plugins/database';
import { livePlugin } from './plugins/live';
import { maintenancePlugin } from './plugins/maintenance';
import { scheduledQueuePlugin } from './plugins/scheduled-queue';
import { webhooksPlugin } from './plugins/webhooks';
import { securityHeadersPlugin } from './plugins/security-headers';
import { trackingPlugin } from './plugins/tracking';
import { prealertRoutes } from './routes/prealert';
import { trpcPlugin } from './plugins/trpc';
import { partnerApiPlugin } from './plugins/partner-api';
import { webPlugin, type PageHealth } from './plugins/web';
import { bookingsExportRoutes } from './routes/bookings-export';
import { billDocumentRoutes } from './routes/bill-documents';
import { accountsRoutes } from './routes/accounts';
import { partnerRoutes } from './routes/partner';
import { partnerApiRestRoutes } from './routes/partner-api-rest';
import { apiDocsRoutes } from './routes/api-docs';
import { DomainError, HTTP_STATUS_OF } from './services/errors';
import { publicRateCard } from './services/fares.service';
import { withTimeout } from '../shared/time-limit';

export interface BuildAppOptions {
  env: Env;
  /** The PostgreSQL to use (embedded or external; main.ts decides). */
  databaseUrl: string;
  logger: Logger;
  /** Apply pending migrations while starting (default true). */
  migrate?: boolean;
  /** Serve the built web app from env.WEB_DIST_DIR (default true). */
  serveWeb?: boolean;
  /**
   * The page renderer module (default: dist/ssr/entry-server.js beside env.WEB_DIST_DIR). Tests
   * give one whose page fails, or one that cannot be loaded, to check the server starts anyway.
   */
  rendererFile?: string;
  /**
   * A session connection (LIVE_DATABASE_URL; default databaseUrl) for the live listener's
   * LISTEN, which a transaction pooler cannot carry. Tests put a proxy between.
   */
  liveDatabaseUrl?: string;
  /** The embedded PostgreSQL this process watches, reported by /healthz. */
  embeddedDatabase?: Pick<EmbeddedDatabase, 'status'> | null;
}

/** Builds the whole server without listening: main.ts listens, tests call this directly. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  // Typed as Fastify's logger so the app is a plain FastifyInstance, not one generic over pino.
  const loggerInstance: FastifyBaseLogger = options.logger;
  const app = Fastify({
    loggerInstance,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
    // Rendering the public pages while starting (plugins/web.ts) takes a few seconds, over 20 s
    // on a busy two-core machine: Fastify's default of 10 s per plugin stopped the start-up then.
    pluginTimeout: 120_000,
    // Sockets kept open by browsers must not hold a shutdown forever.
    forceCloseConnections: 'idle',
    // While shutting down, a request on a connection already accepted is still served (the
    // listener is closed, so the balancer sends new connections elsewhere), never a 503.
    return503OnClosing: false,
    // A request not answered in time gets 503 "took too long" (the error handler below).
    handlerTimeout: env.REQUEST_TIMEOUT_SECONDS * 1000,
  });

  // A close waits for every connection to end, and Node closes idle keep-alive connections only
  // once, when the close starts. A balancer's connection busy at that moment (and still sent
  // requests, see return503OnClosing) would then stay open until keepAliveTimeout, past the
  // shutdown's deadline: while closing, every answer ends its connection and idle ones are
  // closed as they become idle.
  let closingSweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    closingSweep = setInterval(() => app.server.closeIdleConnections(), 200);
    closingSweep.unref();
    done();
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closingSweep) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(closingSweep);
    done();
  });

  app.setErrorHandler((error: FastifyError | DomainError, req, reply) => {
    // The business rules' errors, mapped here once for every plain HTTP route.
    if (error instanceof DomainError) {
      const status = HTTP_STATUS_OF[error.kind];
      return reply.code(status).send({ error: httpReason(status), message: error.message });
    }
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      req.log.warn({ url: req.routeOptions.url }, 'request timed out');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: 'Service Unavailable', message: 'The request took too long. Please try again in a moment.' });
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'request failed: database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: 'Service Unavailable', message: UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' });
    }
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'The request is too large.'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type.'
          : error.message;
    return reply.code(status).send({ error: httpReason(status), message });
  });

  await app.register(securityHeadersPlugin, { env });

  await app.register(crossSitePlugin, { publicUrl: env.PUBLIC_URL });
  await app.register(databasePlugin, {
    databaseUrl: options.databaseUrl,
    poolMax: env.DATABASE_POOL_MAX,
    migrate: options.migrate ?? true,
  });
  await app.register(authPlugin, {
    secureCookies: env.NODE_ENV !== 'development',
    lifetimes: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, absoluteMs: env.SESSION_MAX_AGE_HOURS * 3_600_000 },
    sessionCacheMs: env.SESSION_CACHE_MS,
  });
  await app.register(livePlugin, {
    databaseUrl: options.liveDatabaseUrl ?? options.databaseUrl,
    heartbeatMs: env.LIVE_HEARTBEAT_MS,
    reconnectMaxMs: env.LIVE_RECONNECT_MAX_MS,
    hearWithinMs: env.LIVE_HEAR_WITHIN_MS,
  });
  // Other processes' sign-outs and role changes reach the session cache through the hub.
  app.sessionCache.follow(app.live);
  await app.register(maintenancePlugin, { keepChangeEventsHours: env.CHANGE_EVENTS_KEEP_HOURS });
  await app.register(scheduledQueuePlugin, { everyMs: env.SCHEDULED_TICK_MS, leadMinutes: env.SCHEDULED_LEAD_MINUTES });
  await app.register(webhooksPlugin, { settings: env.webhooks });
  await app.register(connectionLimitsPlugin, { readSessionToken: (cookieHeader) => app.lucia.readSessionCookie(cookieHeader) });
  await app.register(trpcPlugin, { env });
  await app.register(partnerApiPlugin, { env });
  await app.register(bookingsExportRoutes);
  await app.register(trackingPlugin, { estimates: env.estimates, mapTiles: env.mapTiles, distDir: env.WEB_DIST_DIR, billing: env.billing });
  await app.register(billDocumentRoutes, { billing: env.billing });
  await app.register(accountsRoutes);
  await app.register(partnerRoutes);
  await app.register(partnerApiRestRoutes, { env });
  await app.register(apiDocsRoutes);
  await app.register(prealertRoutes, { estimates: env.estimates, site: env.site });

  // The pages that could not be rendered are named, but never make the process unhealthy: a
  // balancer must not take out a server whose API works because a marketing page broke.
  const pageHealth: PageHealth = { degraded: [] };
  app.get('/healthz', async (_req, reply) => {
    const embedded = options.embeddedDatabase ? { embeddedDatabase: options.embeddedDatabase.status() } : {};
    try {
      await withTimeout(app.orm.em.getConnection().execute('select 1'), 3000);
      return { status: 'ok', database: 'up', live: app.live.listening ? 'up' : 'down', pages: pageHealth, ...embedded };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'down', ...embedded });
    }
  });

  if (options.serveWeb ?? true) {
    await app.register(webPlugin, {
      distDir: env.WEB_DIST_DIR,
      site: env.site,
      helplinePhone: env.helplinePhone,
      rendererFile: options.rendererFile,
      pageHealth,
      rateCard: { read: () => publicRateCard(app.orm.em.fork()), checkEveryMs: env.FARES_CHECK_MS },
    });
  }
  return app;
}

function httpReason(status: number): string {
  const reasons: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
  };
  return reasons[status] ?? 'Error';
}
