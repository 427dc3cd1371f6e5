import type { FastifyInstance, FastifyReply } from 'fastify';
import { firstIssueMessage } from '../../shared/schemas/auth';
import { historyInput, invitationAcceptSchema } from '../../shared/schemas/partner';
import { requireAccess } from '../auth/access';
import { rateLimitsFor, secondsToWait } from '../limits/rate-limits';
import { invitationPage, invitationProblemPage } from '../partner/invitation-page';
import { startSession } from '../services/auth.service';
import { DomainError, ForbiddenError, HTTP_STATUS_OF, InvalidInputError } from '../services/errors';
import { acceptInvitation, INVITATION_EXPIRED, INVITATION_PATH_PREFIX, INVITATION_USED, readInvitation } from '../services/invitations.service';
import { partnerHistoryCsv } from '../services/partner-trips.service';
import { acceptFormPosts } from './form-body';

const PRIVATE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' };
const PROBLEM_STATUS = { used: 410, expired: 410, unknown: 404 } as const;

/**
 * The partner console's plain routes (issue 37):
 * - `GET /partner/invitation/<token>`: the invitation page (plain HTML, no JavaScript needed);
 *   `POST` the same path (fields `password`, `confirm`) sets the password, creates the account
 *   (role `partner` for the organisation), signs it in and goes on to `/partner` (303). Refusals
 *   answer the page again with the message and their status (400, 404, 409, 410).
 * - `GET /partner/history.csv?month=yyyy-MM`: the month's history of the caller's organisation,
 *   through the same access check as the API (401 without a session, 403 for other roles).
 */
export async function partnerRoutes(app: FastifyInstance) {
  const limits = rateLimitsFor(app.orm);
  acceptFormPosts(app);

  /** A flood of look-ups (or of argon2 work, on posts) from one address waits, as the tracking links do. */
  async function tooMany(ip: string, reply: FastifyReply): Promise<boolean> {
    const wait = await secondsToWait(limits.trackingFloodPerAddress, ip);
    if (wait === null) return false;
    reply.code(429).header('retry-after', String(wait)).headers(PRIVATE_HEADERS).type('text/html; charset=utf-8');
    await reply.send(invitationProblemPage('unknown', 'Too many attempts from this address. Wait a minute, then reload this page.'));
    return true;
  }

  app.get<{ Params: { token: string } }>(`${INVITATION_PATH_PREFIX}:token`, async (req, reply) => {
    if (await tooMany(req.ip, reply)) return reply;
    const invitation = await readInvitation(app.orm.em.fork(), req.params.token);
    reply.headers(PRIVATE_HEADERS).type('text/html; charset=utf-8');
    if (invitation.state !== 'open') return reply.code(PROBLEM_STATUS[invitation.state]).send(invitationProblemPage(invitation.state));
    return reply.send(invitationPage(invitation, req.url.split('?')[0]));
  });

  app.post<{ Params: { token: string } }>(`${INVITATION_PATH_PREFIX}:token`, async (req, reply) => {
    if (await tooMany(req.ip, reply)) return reply;
    const em = app.orm.em.fork();
    const token = req.params.token;
    const invitation = await readInvitation(em, token);
    reply.headers(PRIVATE_HEADERS).type('text/html; charset=utf-8');
    if (invitation.state !== 'open') return reply.code(PROBLEM_STATUS[invitation.state]).send(invitationProblemPage(invitation.state));
    const values = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const parsed = invitationAcceptSchema.safeParse({ password: values.password ?? '', confirm: values.confirm ?? '' });
    const action = req.url.split('?')[0];
    if (!parsed.success) return reply.code(400).send(invitationPage(invitation, action, firstIssueMessage(parsed.error)));
    try {
      const { userId } = await acceptInvitation(em, token, parsed.data.password);
      const cookie = await startSession(app.lucia, userId, req.cookies?.[app.lucia.sessionCookieName] ?? null);
      return reply.header('set-cookie', cookie.serialize()).redirect('/partner', 303);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const status = HTTP_STATUS_OF[error.kind];
      if (error.message === INVITATION_USED) return reply.code(410).send(invitationProblemPage('used'));
      if (error.message === INVITATION_EXPIRED) return reply.code(410).send(invitationProblemPage('expired'));
      return reply.code(status).send(invitationPage(invitation, action, error.message));
    }
  });

  app.get('/partner/history.csv', { preHandler: requireAccess(app.lucia, 'partnerWork') }, async (req, reply) => {
    const organisationId = req.access?.user.organisationId;
    if (!organisationId) throw new ForbiddenError('Your account is not linked to an organisation.');
    const parsed = historyInput.safeParse(req.query);
    if (!parsed.success) throw new InvalidInputError(parsed.error.issues[0]?.message ?? 'Choose a month');
    const csv = await partnerHistoryCsv(app.orm.em.fork(), { id: req.access!.user.id, fullName: req.access!.user.fullName, organisationId }, parsed.data.month);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="trips-${parsed.data.month}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
