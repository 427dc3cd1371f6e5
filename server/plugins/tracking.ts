import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { EstimateConfig } from '../../shared/geo';
import { TRACK_MAP_MANIFEST, type MapTiles } from '../../shared/map-tiles';
import { oneAfterAnother } from '../../shared/one-at-a-time';
import { readSiteConfig } from '../../shared/site-config';
import { lookupTracking, withAnnouncedPosition, type TrackingLookup } from '../services/tracking.service';
import { trackingFragment, trackingPage, trackingProblemPage, trackingTitle, type TrackingPageOptions } from '../tracking/page';
import { rateLimitsFor, secondsToWait } from '../limits/rate-limits';
import type { BillingConfig } from '../documents/billing-config';
import { familyDocument } from '../services/bill-documents.service';

/** A comment line keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 25_000;

/** A look-up refused by a budget (TRACKING_BUDGETS), with the wait it asks for. */
type TooMany = { kind: 'too_many'; retryAfterSeconds: number };

const STATUS = { expired: 410, not_found: 404, too_many: 429 } as const;

/** The per-link budget's key: a hash, so the rate_limit table holds no working link. */
const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 32);

/** A live state's event id: the same state gives the same id, whichever process sends it. */
const stateId = (data: string) => createHash('sha256').update(data).digest('base64url').slice(0, 22);

/** The map's built files, or null (not built: the page shows the position as text only). */
function readMapAssets(distDir: string | undefined): TrackingPageOptions['mapAssets'] {
  const file = distDir ? path.join(distDir, TRACK_MAP_MANIFEST) : null;
  if (!file || !existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as { js: string; css: string };
}

const PRIVATE_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
};

/**
 * The family's tracking page, `/track/<token>`: plain server-rendered HTML (readable without
 * JavaScript), and `/track/<token>/events`, a server-sent event stream that sends the page's
 * changing part again whenever the booking (or its vehicle) changes, fed by the live hub.
 * Both are look-ups of a secret token, budgeted per link with a per-address flood ceiling
 * (TRACKING_BUDGETS in server/limits/rate-limits.ts), so families behind one carrier address never run out.
 * From "On the way" to "Reached destination" the page also shows where the vehicle is (issue
 * 20.5): the stream then follows that vehicle's positions too, those sent for this booking only.
 */
export const trackingPlugin = fp<{ estimates: EstimateConfig; mapTiles: MapTiles | null; distDir?: string; billing: BillingConfig }>(
  async function tracking(app, opts) {
    const site = readSiteConfig(process.env);
    const pageOptions: TrackingPageOptions = { estimates: opts.estimates, mapTiles: opts.mapTiles, mapAssets: readMapAssets(opts.distDir) };
    const limits = rateLimitsFor(app.orm);
    const streams = new Set<AbortController>();


    /**
     * One look-up (the page, the stream, a reconnect), within the budgets of TRACKING_BUDGETS: the
     * address's flood ceiling first, then the link's own budget, or the address's budget of
     * unknown tokens. Families behind one carrier address each spend their own link's budget.
     */
    async function lookup(req: FastifyRequest<{ Params: { token: string } }>): Promise<TrackingLookup | TooMany> {
      const flood = await secondsToWait(limits.trackingFloodPerAddress, req.ip);
      if (flood !== null) return { kind: 'too_many', retryAfterSeconds: flood };
      const found = await lookupTracking(app.orm.em.fork(), req.params.token, opts.billing);
      const wait =
        found.kind === 'not_found'
          ? await secondsToWait(limits.trackingUnknownPerAddress, req.ip)
          : await secondsToWait(limits.trackingPerToken, tokenKey(req.params.token));
      return wait === null ? found : { kind: 'too_many', retryAfterSeconds: wait };
    }

    function problem(reply: FastifyReply, outcome: Exclude<TrackingLookup | TooMany, { kind: 'found' }>) {
      if (outcome.kind === 'too_many') reply.header('retry-after', String(outcome.retryAfterSeconds));
      const locale = outcome.kind === 'expired' ? outcome.language : 'en';
      return reply.code(STATUS[outcome.kind]).headers(PRIVATE_HEADERS).type('text/html; charset=utf-8').send(trackingProblemPage(outcome.kind, site, locale));
    }

    app.get<{ Params: { token: string } }>('/track/:token', async (req, reply) => {
      const found = await lookup(req);
      if (found.kind !== 'found') return problem(reply, found);
      return reply.headers(PRIVATE_HEADERS).type('text/html; charset=utf-8').send(trackingPage(found.view, req.params.token, site, pageOptions));
    });

    // The trip's bill and receipts as PDFs (issue 40.4), for whoever holds the link while it works.
    app.get<{ Params: { token: string; kind: string; id: string } }>('/track/:token/:kind/:id', async (req, reply) => {
      const { kind, id } = req.params;
      const document = kind === 'bills' || kind === 'receipts' ? /^([0-9a-f-]{36})\.pdf$/.exec(id)?.[1] : undefined;
      if (!document) return reply.code(404).headers(PRIVATE_HEADERS).send({ error: 'not_found' });
      const found = await lookup(req);
      if (found.kind !== 'found') return problem(reply, found);
      const pdf = await familyDocument(app.orm.em.fork(), found.bookingId, kind === 'bills' ? 'bill' : 'receipt', document, opts.billing);
      if (!pdf) return reply.code(404).headers(PRIVATE_HEADERS).send({ error: 'not_found' });
      return reply
        .headers(PRIVATE_HEADERS)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${pdf.fileName}"`)
        .send(pdf.bytes);
    });

    app.get<{ Params: { token: string } }>('/track/:token/events', async (req, reply) => {
      // Listen first, then read: a change committed in between is not lost.
      const abort = new AbortController();
      const changes = app.live.changes({ topics: ['booking', 'ambulance'], signal: abort.signal });
      // The booking's vehicle as last read (staff may reassign): only its positions are handed here.
      let vehicle: ReadonlySet<string> = new Set();
      const positions = app.live.positions({ ambulanceIds: () => vehicle, signal: abort.signal });
      let found: TrackingLookup | TooMany;
      try {
        found = await lookup(req);
      } catch (error) {
        abort.abort();
        throw error;
      }
      if (found.kind !== 'found') {
        abort.abort();
        if (found.kind === 'too_many') reply.header('retry-after', String(found.retryAfterSeconds));
        return reply.code(STATUS[found.kind]).headers(PRIVATE_HEADERS).send({ error: found.kind });
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

      // Each state carries an id (a hash of it) that the browser sends back as Last-Event-ID when
      // it reconnects (to this process or another): the state the page already shows is not sent
      // again, and one it missed (changed while it was cut off) comes at once.
      const shown = req.headers['last-event-id'];
      let last = typeof shown === 'string' ? shown : '';
      const send = (current: Extract<TrackingLookup, { kind: 'found' }>) => {
        vehicle = new Set(current.ambulanceId ? [current.ambulanceId] : []);
        const data = JSON.stringify({ html: trackingFragment(current.view, site, opts.estimates), title: trackingTitle(current.view, site), stage: current.view.current });
        const id = stateId(data);
        if (id === last) return;
        last = id;
        res.write(`id: ${id}\nevent: state\ndata: ${data}\n\n`);
      };
      // A dropped stream is retried after 3 s by the browser itself.
      res.write('retry: 3000\n\n');
      send(found);

      // One read and send at a time, whichever stream asked for it.
      const inTurn = oneAfterAnother();
      const readAndSend = async () => {
        if (abort.signal.aborted) return;
        const next = await lookupTracking(app.orm.em.fork(), req.params.token, opts.billing);
        // The page went away during the read.
        if (abort.signal.aborted) return;
        if (next.kind !== 'found') {
          // Deleted or expired meanwhile: the page reloads and shows why.
          res.write(`event: gone\ndata: ${JSON.stringify({ reason: next.kind })}\n\n`);
          abort.abort();
          return;
        }
        current = next;
        send(current);
      };
      const refresh = () => inTurn(readAndSend);
      let current = found;
      const bookingId = found.bookingId;
      try {
        await Promise.all([
          (async () => {
            for await (const message of changes) {
              const relevant =
                message.kind === 'refetch' ||
                (message.topic === 'booking' && message.entityId === bookingId) ||
                (message.topic === 'ambulance' && message.entityId === current.ambulanceId);
              if (relevant) await refresh();
            }
          })(),
          (async () => {
            // The vehicle's position sent for another booking (before or after this trip) is not theirs.
            for await (const position of positions) {
              if (position.bookingId !== bookingId) continue;
              // Applied to the view in hand, with no read; the first position needs one.
              await inTurn(async () => {
                if (abort.signal.aborted) return;
                const moved = withAnnouncedPosition(current.view, position);
                if (!moved) return readAndSend();
                current = { ...current, view: moved };
                send(current);
              });
            }
          })(),
        ]);
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
