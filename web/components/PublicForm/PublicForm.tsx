import { useEffect, useRef, type ReactNode } from 'react';
import type { BookingFormVariant } from '../../../shared/booking-options';
import { localPhone, telHref } from '../../../shared/contact-links';
import { getLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { FORM_KEY_PLACEHOLDER, PLAIN_FORM_ANCHORS, plainFormRoute, type FormValues } from '../../../shared/public-forms';
import { siteContact } from '../../lib/site';
import { Glyph } from '../Glyph/Glyph';
import { InitialValues } from './Field';
import type { Receipt } from './Receipt';
import { prepareSubmission, type Status, type useSubmission } from './submission';

/*
 * A public form (the booking and contact forms, islands of the public pages), by job: this
 * file the card and its plain-HTML post; submission.ts what a submit does; Field.tsx a labelled
 * field; Receipt.tsx the confirmation and the family's tracking link.
 */
export { Field } from './Field';
export { Confirmation, TrackingLink, withStrong, type Receipt } from './Receipt';
export { CONFIRMATION_MS, prepareSubmission, useSubmission, type SubmissionPlan, type SubmissionTools } from './submission';

/** The failure message with a call button, or the confirmation (announced politely). */
function SubmissionFeedback({ status, confirmation }: { status: Status; confirmation: (receipt: Receipt) => ReactNode }) {
  return (
    <>
      <div role="status" className="form-status">
        {status.state === 'sent' && <div className="form-confirmation">{confirmation(status.receipt)}</div>}
      </div>
      {status.state === 'failed' && (
        <div role="alert" className="form-failure">
          <p>{status.message}</p>
          <a className="button button-primary" href={telHref(siteContact.phone)}>
            <Glyph name="phone" size={18} /> {m.form_call_phone({ phone: localPhone(siteContact.phone) })}
          </a>
        </div>
      )}
    </>
  );
}

interface PublicFormProps {
  title: string;
  /** The booking form's variant, sent with a plain post (the landing page's has its own services). */
  variant?: BookingFormVariant;
  submission: ReturnType<typeof useSubmission>;
  /** What the confirmation says, with the reference the server gave. */
  confirmation: (receipt: Receipt) => ReactNode;
  /** Shown above the form once it is back (empty) after a confirmation: e.g. the tracking link. */
  afterConfirmation?: (receipt: Receipt) => ReactNode;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/**
 * The card every public form shares: heading, result messages, the form (which starts
 * downloading the validator when first focused) and its submit button; while the
 * confirmation shows, the form is gone, and it comes back empty.
 *
 * The form also works as plain HTML: its `action` is the form's plain route, which answers
 * with this page, the form in its new state. A submit before the code has loaded (or without
 * JavaScript) goes that way; once the code runs, it sends through the API instead.
 */
export function PublicForm({ title, variant, submission, confirmation, afterConfirmation, submitLabel, busyLabel, children }: PublicFormProps) {
  const { kind, answer, status, onSubmit, busy, ready, lastReceipt } = submission;
  const form = useRef<HTMLFormElement>(null);
  // Focused before the island started (its chunk was loading): the validator comes now.
  useEffect(() => {
    if (form.current?.contains(document.activeElement)) void prepareSubmission().catch(() => {});
  }, []);
  return (
    <div className="form-card" id={PLAIN_FORM_ANCHORS[kind]}>
      <h3 className="form-heading">{title}</h3>
      <SubmissionFeedback status={status} confirmation={confirmation} />
      {status.state !== 'sent' && lastReceipt && afterConfirmation?.(lastReceipt)}
      {status.state !== 'sent' && (
        <form
          ref={form}
          className="public-form"
          // Posting (never GET) keeps personal details out of URLs.
          method="post"
          // Under the page's language prefix: the answer comes in the page's language.
          action={`${plainFormRoute(kind, getLocale())}#${PLAIN_FORM_ANCHORS[kind]}`}
          data-ready={ready || undefined}
          onSubmit={(event) => void onSubmit(event)}
          onFocus={() => void prepareSubmission().catch(() => {})}
        >
          <PlainPostFields idempotencyKey={answer?.idempotencyKey} variant={variant} />
          <InitialValues.Provider value={answer?.values ?? NO_VALUES}>{children}</InitialValues.Provider>
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </form>
      )}
    </div>
  );
}

const NO_VALUES: FormValues = {};

/**
 * What a plain post carries besides the fields. The key is written by the server only: the
 * prerendered page holds FORM_KEY_PLACEHOLDER, replaced by a new key each time the page is
 * served (server/plugins/web.ts). The browser leaves the value as served (no value prop), and
 * its own submissions make their own key.
 */
function PlainPostFields({ idempotencyKey, variant }: { idempotencyKey?: string; variant?: BookingFormVariant }) {
  return (
    <>
      <input
        type="hidden"
        name="idempotencyKey"
        defaultValue={import.meta.env.SSR ? (idempotencyKey ?? FORM_KEY_PLACEHOLDER) : undefined}
        suppressHydrationWarning
      />
      {variant && <input type="hidden" name="variant" defaultValue={variant} />}
    </>
  );
}
