import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import fp from 'fastify-plugin';
import { RETRY_AFTER_SECONDS } from '../db/connection-errors';
import type { Env } from '../env';
import { rateLimitsFor } from '../limits/rate-limits';
import { DomainError, TooManyRequestsError } from '../services/errors';
import { createContextFactory } from '../trpc/context';
import { partnerApiRouter, type PartnerApiRouter } from '../trpc/routers/api-v1';

export const PARTNER_API_TRPC_PREFIX = '/api/v1/trpc';

/**
 * The partner API (issue 38) as tRPC over HTTP at /api/v1/trpc, for the typed client
 * (clients/partner/): its own router, callers by API key (`Authorization: Bearer`), no
 * WebSocket. Registered in its own encapsulated context beside the app's /trpc.
 */
export const partnerApiPlugin = fp<{ env: Env }>(
  async function partnerApi(app, opts) {
    const services = { orm: app.orm, lucia: app.lucia, live: app.live, figures: app.figures, env: opts.env, rateLimits: rateLimitsFor(app.orm) };
    await app.register(
      async function partnerApiTrpc(scope) {
        await scope.register(fastifyTRPCPlugin, {
          prefix: PARTNER_API_TRPC_PREFIX,
          trpcOptions: {
            router: partnerApiRouter,
            createContext: createContextFactory(services, app.log),
            responseMeta({ errors }) {
              const retryAfter = errors
                .map((e) => (e.cause instanceof TooManyRequestsError ? e.cause.retryAfterSeconds : e.code === 'SERVICE_UNAVAILABLE' ? RETRY_AFTER_SECONDS : undefined))
                .find((s) => s !== undefined);
              return retryAfter === undefined ? {} : { headers: { 'retry-after': String(retryAfter) } };
            },
            onError({ error, path, type }) {
              if (error.code === 'INTERNAL_SERVER_ERROR' && !(error.cause instanceof DomainError)) {
                app.log.error({ err: error.cause ?? error, path, type }, 'partner API call failed');
              }
            },
          } satisfies FastifyTRPCPluginOptions<PartnerApiRouter>['trpcOptions'],
        });
      },
    );
  },
  { name: 'partner-api', dependencies: ['database', 'auth', 'live'] },
);
