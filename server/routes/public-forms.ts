import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { LOCALES, localizedPath, splitLocale, type Locale } from '../../shared/i18n/locale';
import {
  bookingFormInput,
  failedMessage,
  firstIssuePerField,
  messageFormInput,
  plainFormPage,
  plainFormRoute,
  type FormValues,
  type PlainFormAnswer,
  type PlainFormKind,
} from '../../shared/public-forms';
import { idempotencyKeySchema } from '../../shared/schemas/common';
import { bookingRequestSchema, inquirySchema } from '../../shared/schemas/site';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/connection-errors';
import { rateLimitsFor, screenPublicSubmission } from '../limits/rate-limits';
import { DomainError, HTTP_STATUS_OF } from '../services/errors';
import { requestBooking, sendInquiry, type SubmissionReceipt } from '../services/site.service';
import { inLanguage } from '../web/in-language';
import { acceptFormPosts } from './form-body';

/** The fields each form shows (an error about anything else is shown above the form). */
const FIELDS: Record<PlainFormKind, readonly string[]> = {
  booking: ['name', 'phone', 'pickupAddress', 'destination', 'serviceType', 'dateTime', 'notes', 'preferredContact'],
  message: ['name', 'email', 'phone', 'message'],
};

export interface PublicFormRoutesOptions {
  helplinePhone: string;
  /** The page `pagePath` with the form's outcome in place (server/web/prerender.ts). */
  renderAnswer: (pagePath: string, answer: PlainFormAnswer) => Promise<string>;
  /** Sends a page made for this visit (its other forms get their key; compressed; never cached). */
  sendPage: (req: FastifyRequest, reply: FastifyReply, html: string, status: number) => Promise<unknown>;
}

/**
 * The public forms without JavaScript: their `action`s, `POST /forms/booking` and
 * `POST /forms/message` (under the page's language prefix: `/kn/forms/booking`), take the
 * form as the browser posts it and run what the API's
 * `site.requestBooking` and `site.sendInquiry` run (the same schema, budgets, idempotency and
 * service). They answer with the page the form is on, the outcome in place: the receipt with
 * the reference (and the tracking link), or the form again with the person's values, each
 * field's message, and a refusal or failure with the call button. Nothing typed is lost.
 * All in the language of the page the form was posted from (its action's prefix): the schema
 * parses inside that language (its messages are made then), and the page answering is that
 * language's.
 */
export async function publicFormRoutes(app: FastifyInstance, opts: PublicFormRoutesOptions) {
  const limits = rateLimitsFor(app.orm);
  acceptFormPosts(app);

  type Outcome = { status: number; answer: Omit<PlainFormAnswer, 'kind' | 'values'> };

  async function handle(kind: PlainFormKind, req: FastifyRequest, reply: FastifyReply) {
    // The posting page's language: the prefix of the form's action (`/kn/forms/booking`).
    const { locale } = splitLocale(req.url.split('?')[0]);
    const values = formValues(req.body);
    const variant = kind === 'booking' && values.variant === 'landing' ? 'landing' : 'home';
    // The page carried a key made for this view (server/plugins/web.ts); a post without one
    // (an old copy of a page, a hand-made request) is stored all the same, under a new key.
    const sentKey = idempotencyKeySchema.safeParse(values.idempotencyKey);
    const key = sentKey.success ? sentKey.data : randomUUID();
    const outcome = await inLanguage(locale, () => submit(kind, locale, req, variant, values, key));
    if (outcome.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    const { idempotencyKey: _key, variant: _variant, ...shown } = values;
    const html = await opts.renderAnswer(localizedPath(plainFormPage(kind, variant), locale), { kind, values: shown, ...outcome.answer });
    return opts.sendPage(req, reply, html, outcome.status);
  }

  async function submit(kind: PlainFormKind, locale: Locale, req: FastifyRequest, variant: 'home' | 'landing', values: FormValues, key: string): Promise<Outcome> {
    const again = (status: number, fields: Record<string, string | undefined>, failure?: string, idempotencyKey = key): Outcome => {
      const hidden = Object.entries(fields).filter(([field]) => !FIELDS[kind].includes(field));
      return { status, answer: { fieldErrors: fields, failure: failure ?? hidden[0]?.[1], idempotencyKey } };
    };
    const parsed =
      kind === 'booking'
        ? bookingRequestSchema.safeParse({ ...bookingFormInput(variant, values, key), language: locale })
        : inquirySchema.safeParse({ ...messageFormInput(values, key), language: locale });
    if (!parsed.success) return again(400, firstIssuePerField(parsed.error.issues) ?? {});
    try {
      const receipt: SubmissionReceipt & { trackingPath?: string } =
        kind === 'booking'
          ? await bookBooking(req, parsed.data as z.output<typeof bookingRequestSchema>)
          : await sendMessage(req, parsed.data as z.output<typeof inquirySchema>);
      return { status: 200, answer: { fieldErrors: {}, receipt: { reference: receipt.reference, trackingPath: receipt.trackingPath }, idempotencyKey: key } };
    } catch (error) {
      if (error instanceof DomainError) {
        const status = HTTP_STATUS_OF[error.kind];
        // The key was used for other details: sending again makes a new request (new key).
        if (error.kind === 'conflict') return again(status, {}, error.message, randomUUID());
        if (error.field) return again(status, { [error.field]: error.message });
        return again(status, {}, error.message);
      }
      if (isDatabaseUnavailable(error)) {
        req.log.warn({ err: error }, 'plain form post failed: database unavailable');
        return again(503, {}, failedMessage(locale));
      }
      req.log.error({ err: error }, 'plain form post failed');
      return again(500, {}, failedMessage(locale));
    }
  }

  // The same calls as the API's site router (server/trpc/routers/site.router.ts).
  const bookBooking = (req: FastifyRequest, input: z.output<typeof bookingRequestSchema>) =>
    requestBooking(app.orm.em.fork(), input, () =>
      screenPublicSubmission(limits.bookingRequest, { address: req.ip, contact: input.phone }, opts.helplinePhone),
    );
  const sendMessage = (req: FastifyRequest, input: z.output<typeof inquirySchema>) =>
    sendInquiry(app.orm.em.fork(), input, () =>
      screenPublicSubmission(limits.inquiry, { address: req.ip, contact: input.email }, opts.helplinePhone),
    );

  for (const kind of ['booking', 'message'] as const) {
    for (const locale of LOCALES) {
      app.post(plainFormRoute(kind, locale), (req, reply) => handle(kind, req, reply));
      // An answer page opened again by GET (a bookmark, a restored tab): the forms' page.
      app.get(plainFormRoute(kind, locale), (_req, reply) => reply.redirect(`${localizedPath('/contact', locale)}#book`, 303));
    }
  }
}

/** The posted text fields (anything else, such as a JSON body, gives none: every field missing). */
function formValues(body: unknown): FormValues {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
