import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Methods that only read. Everything else (POST, PUT, PATCH, DELETE...) may change state. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Requests from other sites are not accepted.';

/**
 * Browsers send our session cookie with requests that other sites make them send, so every
 * request that can change something (any method but GET, HEAD and OPTIONS, on every route,
 * and the WebSocket handshake) must come from this site: its `Origin` is PUBLIC_URL's origin
 * or this request's own host. Without an `Origin` (curl, server-to-server) it passes unless
 * the browser says it is cross-site (`Sec-Fetch-Site`). `Origin: null` (an opaque origin: a
 * sandboxed frame, a file, another site's page under a strict referrer policy) passes only
 * when the browser itself says the request comes from this origin (`Sec-Fetch-Site:
 * same-origin`, which no page can set): our own plain form posts, should a browser or its
 * privacy settings hide their origin. Reads never change state: tRPC refuses a mutation over
 * GET (405).
 */
export function isCrossSiteWrite(req: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const isWebSocket = req.headers.upgrade?.toLowerCase() === 'websocket';
  if (READ_ONLY_METHODS.has(req.method) && !isWebSocket) return false;
  const origin = req.headers.origin;
  const fetchSite = req.headers['sec-fetch-site'];
  if (!origin) return fetchSite === 'cross-site';
  if (origin === 'null') return fetchSite !== 'same-origin';
  return !(allowedOrigins.has(origin) || isSameHost(origin, req));
}

function isSameHost(origin: string, req: FastifyRequest): boolean {
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false; // garbage
  }
}

/** The check above as an app-wide hook: refused before any route or body parsing runs. */
export const crossSitePlugin = fp<{ publicUrl: string }>(
  async function crossSite(app, opts) {
    const allowedOrigins = new Set([new URL(opts.publicUrl).origin]);
    app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      if (!isCrossSiteWrite(req, allowedOrigins)) return;
      req.log.warn({ origin: req.headers.origin ?? null, method: req.method }, 'refused a cross-site request');
      // A refused WebSocket handshake's socket belongs to no HTTP exchange any more: close it.
      if (req.headers.upgrade) reply.raw.once('finish', () => req.raw.socket.destroy());
      return reply.code(403).header('connection', 'close').send({ error: 'Forbidden', message: CROSS_SITE_MESSAGE });
    });
  },
  { name: 'cross-site' },
);
