import helmet from 'helmet';
import fp from 'fastify-plugin';
import { tileImageSource } from '../../shared/map-tiles';
import { readSiteConfig } from '../../shared/site-config';
import type { Env } from '../env';

/**
 * The Content Security Policy, from the site's own addresses at run time: scripts only from
 * this site (no inline script), connections only to this site and its own WebSocket origin
 * (PUBLIC_URL's host, ws: or wss: to match), frames only from the map's host, images only from
 * this site and the map tiles' host.
 */
export function contentSecurityPolicy(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'mapTiles'>, mapEmbedUrl: string) {
  const site = new URL(env.PUBLIC_URL);
  const tileSource = tileImageSource(env.mapTiles);
  const webSocketOrigin = `${site.protocol === 'https:' ? 'wss:' : 'ws:'}//${site.host}`;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine sets CSS variables in inline <style> and style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The map tiles' host (MAP_TILE_URL) and nothing else from outside.
    imgSrc: ["'self'", 'data:', ...(tileSource ? [tileSource] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", webSocketOrigin],
    frameSrc: mapHosts(mapEmbedUrl),
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: env.NODE_ENV === 'production' && site.protocol === 'https:' ? [] : null,
  };
}

/** The map iframe's origin (Google's embed may answer from www.google.com: both are the map). */
function mapHosts(mapEmbedUrl: string): string[] {
  const origin = new URL(mapEmbedUrl).origin;
  return /^https:\/\/(maps|www)\.google\.com$/.test(origin) ? ['https://maps.google.com', 'https://www.google.com'] : [origin];
}

/**
 * Security headers (helmet): the CSP above, HSTS in production (browsers ignore it over plain
 * http), and `Referrer-Policy: same-origin`: other sites get no referrer, and our own form
 * posts carry our `Origin` (under `no-referrer`, helmet's default, a browser sends
 * `Origin: null` with every form post, which the cross-site check cannot tell from another
 * site's). The tracking page keeps `no-referrer` (its URL is the secret). helmet's middleware is built once here; @fastify/helmet 13 built it again for
 * every request (its CSP parsed each time: 2.6% of the list's CPU).
 */
export const securityHeadersPlugin = fp<{ env: Env }>(
  async function securityHeaders(app, { env }) {
    const setHeaders = helmet({
      contentSecurityPolicy: { directives: contentSecurityPolicy(env, readSiteConfig(process.env).mapEmbedUrl) },
      // Cross-origin isolation headers would block the map iframe; the CSP above is the guard.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: env.NODE_ENV === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (req, reply, done) => setHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)));
  },
  { name: 'security-headers' },
);
