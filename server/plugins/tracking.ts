import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { readSiteConfig } from '../../shared/site-config';
import { lookupTracking, type TrackingLookup } from '../services/tracking.service';
import { trackingFragment, trackingPage, trackingProblemPage, trackingTitle } from '../tracking/page';
import { createRateLimits } from './rate-limits';

/** A comment line keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 25_000;

const PRIVATE_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
};

/**
 * The family's tracking page, `/track/<token>`: plain server-rendered HTML (readable without
 * JavaScript), and `/track/<token>/events`, a server-sent event stream that sends the page's
 * changing part again whenever the booking (or its vehicle) changes, fed by the live hub.
 * Both are look-ups of a secret token, rate limited per client address.
 */
export const trackingPlugin = fp(
  async function tracking(app) {
    const site = readSiteConfig(process.env);
    const limits = createRateLimits(app.orm);
    const streams = new Set<AbortController>();

    /** Spends the address's look-up budget; false (and nothing looked up) when it is spent. */
    async function allowed(req: FastifyRequest, budget: 'trackingLookup' | 'trackingMiss'): Promise<boolean> {
      try {
        await limits[budget].consume(req.ip);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    }

    async function lookup(req: FastifyRequest<{ Params: { token: string } }>): Promise<TrackingLookup | 'too_many'> {
      if (!(await allowed(req, 'trackingLookup'))) return 'too_many';
      const found = await lookupTracking(app.orm.em.fork(), req.params.token);
      if (found.kind === 'not_found' && !(await allowed(req, 'trackingMiss'))) return 'too_many';
      return found;
    }

    function problem(reply: FastifyReply, kind: 'expired' | 'not_found' | 'too_many') {
      const status = { expired: 410, not_found: 404, too_many: 429 }[kind];
      return reply.code(status).headers(PRIVATE_HEADERS).type('text/html; charset=utf-8').send(trackingProblemPage(kind, site));
    }

    app.get<{ Params: { token: string } }>('/track/:token', async (req, reply) => {
      const found = await lookup(req);
      if (found === 'too_many' || found.kind !== 'found') return problem(reply, found === 'too_many' ? found : found.kind);
      return reply.headers(PRIVATE_HEADERS).type('text/html; charset=utf-8').send(trackingPage(found.view, req.params.token, site));
    });

    app.get<{ Params: { token: string } }>('/track/:token/events', async (req, reply) => {
      // Listen first, then read: a change committed in between is not lost.
      const abort = new AbortController();
      const changes = app.live.changes({ topics: ['booking', 'ambulance'], signal: abort.signal });
      let found: Awaited<ReturnType<typeof lookup>>;
      try {
        found = await lookup(req);
      } catch (error) {
        abort.abort();
        throw error;
      }
      if (found === 'too_many' || found.kind !== 'found') {
        abort.abort();
        const kind = found === 'too_many' ? found : found.kind;
        return reply.code({ expired: 410, not_found: 404, too_many: 429 }[kind]).headers(PRIVATE_HEADERS).send({ error: kind });
      }

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        // The headers set so far (helmet's) are kept; hijacking skips Fastify's sending of them.
        ...(reply.getHeaders() as Record<string, string | number | string[]>),
        ...PRIVATE_HEADERS,
        'content-type': 'text/event-stream; charset=utf-8',
        connection: 'keep-alive',
        // Proxies (nginx) must pass each event at once.
        'x-accel-buffering': 'no',
      });
      streams.add(abort);
      const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
      const finish = () => {
        clearInterval(keepalive);
        streams.delete(abort);
        abort.abort();
        if (!res.writableEnded) res.end();
      };
      res.on('close', finish);

      let last = '';
      const send = (current: Extract<TrackingLookup, { kind: 'found' }>) => {
        const html = trackingFragment(current.view, site);
        if (html === last) return;
        last = html;
        res.write(`event: state\ndata: ${JSON.stringify({ html, title: trackingTitle(current.view, site), stage: current.view.current })}\n\n`);
      };
      // A dropped stream is retried after 3 s by the browser itself.
      res.write('retry: 3000\n\n');
      send(found);

      try {
        for await (const message of changes) {
          const relevant =
            message.kind === 'refetch' ||
            (message.topic === 'booking' && message.entityId === found.bookingId) ||
            (message.topic === 'ambulance' && message.entityId === found.ambulanceId);
          if (!relevant) continue;
          const next = await lookupTracking(app.orm.em.fork(), req.params.token);
          if (next.kind !== 'found') {
            // Deleted or expired meanwhile: the page reloads and shows why.
            res.write(`event: gone\ndata: ${JSON.stringify({ reason: next.kind })}\n\n`);
            break;
          }
          found = next;
          send(found);
        }
      } catch (err) {
        if (!abort.signal.aborted) req.log.warn({ err }, 'tracking stream failed');
      } finally {
        finish();
      }
    });

    // Open streams would hold a shutdown: end them first (browsers reconnect by themselves).
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.abort();
    });
  },
  { name: 'tracking', dependencies: ['database', 'live'] },
);
