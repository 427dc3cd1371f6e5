import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EstimateConfig } from '../../shared/geo';
import { prealertPath } from '../../shared/prealert';
import { prealertAckInput } from '../../shared/schemas/prealert';
import type { SiteConfig } from '../../shared/site-config';
import { rateLimitsFor, secondsToWait } from '../limits/rate-limits';
import { prealertFragment, prealertPage, prealertProblemPage, prealertTitle } from '../prealert/page';
import { acknowledgePrealert, lookupPrealert, type PrealertLookup } from '../services/prealert.service';
import { DomainError, HTTP_STATUS_OF } from '../services/errors';
import { acceptFormPosts } from './form-body';

const PRIVATE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' };
const STATUS = { expired: 410, not_found: 404, too_many: 429 } as const;
type TooMany = { kind: 'too_many'; retryAfterSeconds: number };

/**
 * The receiving hospital's pre-alert link (issue 39.2): `/prealert/<token>` (the page),
 * `/prealert/<token>/fragment` (its changing part, for its script), and `POST
 * /prealert/<token>/ack` (the one-tap answer, a plain form). Look-ups spend the tracking link's
 * budgets (TRACKING_BUDGETS: per link, unknown tokens and a flood ceiling per address).
 */
export async function prealertRoutes(app: FastifyInstance, opts: { estimates: EstimateConfig; site: SiteConfig }) {
  const limits = rateLimitsFor(app.orm);
  acceptFormPosts(app);

  async function lookup(req: FastifyRequest<{ Params: { token: string } }>): Promise<PrealertLookup | TooMany> {
    const flood = await secondsToWait(limits.trackingFloodPerAddress, req.ip);
    if (flood !== null) return { kind: 'too_many', retryAfterSeconds: flood };
    const found = await lookupPrealert(app.orm.em.fork(), req.params.token, opts.estimates);
    const key = `prealert:${createHash('sha256').update(req.params.token).digest('hex').slice(0, 32)}`;
    const wait = found.kind === 'not_found' ? await secondsToWait(limits.trackingUnknownPerAddress, req.ip) : await secondsToWait(limits.trackingPerToken, key);
    return wait === null ? found : { kind: 'too_many', retryAfterSeconds: wait };
  }

  function problem(reply: FastifyReply, outcome: Exclude<PrealertLookup | TooMany, { kind: 'found' }>) {
    if (outcome.kind === 'too_many') reply.header('retry-after', String(outcome.retryAfterSeconds));
    return reply.code(STATUS[outcome.kind]).headers(PRIVATE_HEADERS).type('text/html; charset=utf-8').send(prealertProblemPage(outcome.kind, opts.site));
  }

  app.get<{ Params: { token: string } }>('/prealert/:token', async (req, reply) => {
    const found = await lookup(req);
    if (found.kind !== 'found') return problem(reply, found);
    return reply.headers(PRIVATE_HEADERS).type('text/html; charset=utf-8').send(prealertPage(found.view, req.params.token, opts.site));
  });

  app.get<{ Params: { token: string } }>('/prealert/:token/fragment', async (req, reply) => {
    const found = await lookup(req);
    if (found.kind !== 'found') {
      if (found.kind === 'too_many') reply.header('retry-after', String(found.retryAfterSeconds));
      return reply.code(STATUS[found.kind]).headers(PRIVATE_HEADERS).send({ error: found.kind });
    }
    return reply.headers(PRIVATE_HEADERS).send({ html: prealertFragment(found.view, req.params.token), title: prealertTitle(found.view), stage: found.view.stage });
  });

  /**
   * The answer, as the page's plain form posts it: stored once, then back to the page (303). A
   * refused answer (blank, too long, already answered) gets the page again with the reason.
   */
  app.post<{ Params: { token: string } }>('/prealert/:token/ack', async (req, reply) => {
    const found = await lookup(req);
    if (found.kind !== 'found') return problem(reply, found);
    const parsed = prealertAckInput.safeParse(req.body ?? {});
    let status = 400;
    let message: string;
    if (parsed.success) {
      try {
        await acknowledgePrealert(app.orm.em.fork(), req.params.token, parsed.data);
        return reply.code(303).headers(PRIVATE_HEADERS).header('location', prealertPath(req.params.token)).send();
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        status = HTTP_STATUS_OF[error.kind];
        message = error.message;
      }
    } else {
      message = parsed.error.issues[0]?.message ?? 'Type a short answer, e.g. Ready for you: bay 4';
    }
    // Read again: an answer stored meanwhile (by someone else) shows in place of the form.
    const now = await lookupPrealert(app.orm.em.fork(), req.params.token, opts.estimates);
    if (now.kind !== 'found') return problem(reply, now);
    return reply.code(status).headers(PRIVATE_HEADERS).type('text/html; charset=utf-8').send(prealertPage(now.view, req.params.token, opts.site, message));
  });
}
