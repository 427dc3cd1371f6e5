import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstIssueMessage, signInSchema } from '../../shared/schemas/auth';
import {
  homeOf,
  SIGN_IN_PATH,
  SIGNED_IN_FLASH_COOKIE,
  signInFailureNotice,
  validationNotice,
  type SignInAnswer,
  type SignInNotice,
} from '../../shared/sign-in';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../db/connection-errors';
import { rateLimitsFor } from '../limits/rate-limits';
import { signInWithNewSession } from '../services/auth.service';
import { DomainError, HTTP_STATUS_OF } from '../services/errors';
import { acceptFormPosts } from './form-body';

export interface SignInFormRoutesOptions {
  /** The sign-in screen's page with the answer in place (server/web/prerender.ts). */
  renderPage: (answer: SignInAnswer) => string;
  /** Sends a page made for this visit (compressed, never cached). */
  sendPage: (req: FastifyRequest, reply: FastifyReply, html: string, status: number) => Promise<unknown>;
}

/**
 * The sign-in form without JavaScript: `POST /auth`, the Login form's own action, taking the
 * form as the browser posts it. It runs what the API's `auth.signIn` runs (the same schema,
 * service, failure budgets and session; the cross-site check is the app's, for every write):
 * a sign-in sets the session cookie and goes on to the account's screen (303: /admin for staff,
 * /crew for crew, /partner for a partner's person); a refusal answers with the sign-in screen again, its status (400, 401, 429),
 * the spec's message in the page and the e-mail as typed (never the password).
 */
export async function signInFormRoutes(app: FastifyInstance, opts: SignInFormRoutesOptions) {
  // Budgets kept in PostgreSQL under the same names as the API's: one count for both paths.
  const rateLimits = rateLimitsFor(app.orm);
  const limits = { perAccount: rateLimits.signInFailuresPerAccount, perAddress: rateLimits.signInFailuresPerAddress };
  acceptFormPosts(app);

  app.post(SIGN_IN_PATH, async (req, reply) => {
    const values = formValues(req.body);
    const email = values.email ?? '';
    const refused = (status: number, notice: SignInNotice) => opts.sendPage(req, reply, opts.renderPage({ email, notice }), status);

    const parsed = signInSchema.safeParse({ email, password: values.password ?? '' });
    if (!parsed.success) return refused(400, validationNotice(firstIssueMessage(parsed.error)));
    try {
      const { account, sessionCookie } = await signInWithNewSession(app.orm.em.fork(), app.lucia, {
        input: parsed.data,
        limits,
        clientAddress: req.ip,
        previousSessionToken: req.cookies?.[app.lucia.sessionCookieName] ?? null,
      });
      const flash = `${SIGNED_IN_FLASH_COOKIE.name}=${SIGNED_IN_FLASH_COOKIE.value}; Path=/; Max-Age=60; SameSite=Lax`;
      return reply.header('set-cookie', [sessionCookie.serialize(), flash]).header('cache-control', 'no-store').redirect(homeOf(account.role), 303);
    } catch (error) {
      if (error instanceof DomainError) return refused(HTTP_STATUS_OF[error.kind], signInFailureNotice(error.message));
      if (isDatabaseUnavailable(error)) {
        req.log.warn({ err: error }, 'sign-in form post failed: database unavailable');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return refused(503, signInFailureNotice(UNAVAILABLE_MESSAGE));
      }
      throw error;
    }
  });
}

/** The posted text fields (anything else, such as a JSON body, gives none). */
function formValues(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
