import type { FastifyError, FastifyInstance } from 'fastify';
import { fastifyTRPCOpenApiPlugin, generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { RETRY_AFTER_SECONDS } from '../db/connection-errors';
import type { Env } from '../env';
import { rateLimitsFor } from '../limits/rate-limits';
import { DomainError, TooManyRequestsError } from '../services/errors';
import { createContextFactory } from '../trpc/context';
import { partnerApiRouter } from '../trpc/routers/api-v1';

export const PARTNER_API_REST_BASE = '/api/v1';

/**
 * The partner API's OpenAPI 3.1 document, made from the same router and zod schemas as the
 * typed API (trpc-to-openapi): every procedure with its REST route, the key as a bearer token.
 */
export function partnerApiDocument(publicUrl: string): OpenAPIObject {
  const site = publicUrl.replace(/\/+$/, '');
  return generateOpenApiDocument(partnerApiRouter, {
    title: 'Partner API',
    version: '1.0.0',
    openApiVersion: '3.1.0',
    description:
      "Book and follow your organisation's ambulance trips and weekly series. Authenticate with an API key made in the partner console (API keys): `Authorization: Bearer <key>`. Errors are JSON `{ code, message }` with the HTTP status (400 bad input, 401 no valid key, 403 missing scope, 404 not found, 409 conflict, 429 over the key's budget: wait `Retry-After` seconds).",
    baseUrl: `${site}${PARTNER_API_REST_BASE}`,
    docsUrl: `${site}/api/docs`,
    tags: ['Trips', 'Series'],
    securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key from the partner console' } },
  });
}

/** What fails before a procedure runs (a body that is not JSON, too large), in the API's shape: `{ code, message }`. */
function restError(error: FastifyError): { status: number; code: string; message: string } {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) return { status, code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side. Please try again.' };
  if (status === 413) return { status, code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' };
  if (status === 415) return { status, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the body as application/json.' };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return { status, code: 'PARSE_ERROR', message: 'The request body is not valid JSON.' };
  return { status, code: 'BAD_REQUEST', message: error.message };
}

/**
 * The partner API as REST under /api/v1 (issue 38.3), and its document at
 * /api/v1/openapi.json. The same procedures, access check (API key) and error mapping as
 * /api/v1/trpc, whose own routes are more specific than this wildcard and keep theirs.
 */
export async function partnerApiRestRoutes(app: FastifyInstance, opts: { env: Env }) {
  const document = JSON.stringify(partnerApiDocument(opts.env.PUBLIC_URL));
  app.get(`${PARTNER_API_REST_BASE}/openapi.json`, async (_req, reply) => reply.type('application/json; charset=utf-8').send(document));

  const services = { orm: app.orm, lucia: app.lucia, live: app.live, figures: app.figures, env: opts.env, rateLimits: rateLimitsFor(app.orm) };
  await app.register(async function partnerRest(scope) {
    scope.setErrorHandler((error: FastifyError, req, reply) => {
      const { status, code, message } = restError(error);
      if (status === 500) req.log.error({ err: error }, 'partner REST request failed');
      return reply.code(status).send({ code, message });
    });
    // A POST that needs nothing but its path (send a test event) may come with no body at all;
    // the adapter asks every POST for JSON, so an empty one is read as `{}` instead of a 415.
    scope.addHook('preHandler', async (req) => {
      if (req.method === 'POST' && req.body === undefined && !req.headers['content-type'] && !Number(req.headers['content-length'] ?? 0) && !req.headers['transfer-encoding']) {
        req.headers['content-type'] = 'application/json';
        req.body = {};
      }
    });
    await scope.register(fastifyTRPCOpenApiPlugin, {
      basePath: PARTNER_API_REST_BASE,
      router: partnerApiRouter,
      // The adapter hands createContext Fastify's request and reply (it adds Node's methods to
      // them), which is what the factory reads; its declared type is Node's, hence the cast.
      createContext: createContextFactory(services, app.log) as never,
      responseMeta({ errors }: { errors: { code: string; cause?: unknown }[] }) {
        const retryAfter = errors
          .map((e) => (e.cause instanceof TooManyRequestsError ? e.cause.retryAfterSeconds : e.code === 'SERVICE_UNAVAILABLE' ? RETRY_AFTER_SECONDS : undefined))
          .find((s) => s !== undefined);
        return retryAfter === undefined ? {} : { headers: { 'retry-after': String(retryAfter) } };
      },
      onError({ error, path }: { error: { code: string; cause?: unknown }; path?: string }) {
        if (error.code === 'INTERNAL_SERVER_ERROR' && !(error.cause instanceof DomainError)) app.log.error({ err: error.cause ?? error, path }, 'partner REST call failed');
      },
    });
  });
}
