import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { BookingFormVariant } from '../../../shared/booking-options';
import { localPhone, telHref } from '../../../shared/contact-links';
import { getLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import {
  FAILED_MESSAGE,
  failedMessage,
  FORM_KEY_PLACEHOLDER,
  PLAIN_FORM_ANCHORS,
  plainFormRoute,
  type FieldErrors,
  type FormValues,
  type PlainFormKind,
} from '../../../shared/public-forms';
import { useHydrated } from '../../lib/hydrated';
import { usePlainFormAnswer } from '../../lib/plain-form-answer';
import { absoluteUrl, siteContact } from '../../lib/site';
import { Glyph } from '../Glyph/Glyph';

/** Spec: the confirmation shows for 5000 ms, then the form comes back empty. */
export const CONFIRMATION_MS = 5000;

/** The validator and API client, downloaded on first interaction with a form (not on page load). */
const loadTools = async () => {
  const [schemas, api] = await Promise.all([import('../../../shared/schemas/site'), import('../../lib/public-api')]);
  return { schemas, api };
};
export type SubmissionTools = Awaited<ReturnType<typeof loadTools>>;
let tools: Promise<SubmissionTools> | undefined;

/** Starts downloading the tools (call on first focus); a failed download is tried again later. */
export function prepareSubmission(): Promise<SubmissionTools> {
  tools ??= loadTools().catch((error: unknown) => {
    tools = undefined;
    throw error;
  });
  return tools;
}

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain http on a LAN address still gets a v4 uuid.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}


/** What the server answered: the reference, and for a booking request the family's tracking link. */
export interface Receipt {
  reference: string;
  trackingPath?: string;
}

type Status = { state: 'editing' } | { state: 'sending' } | { state: 'sent'; receipt: Receipt } | { state: 'failed'; message: string };

/** What a form does with its values: check them with the shared schema, then send them. */
export interface SubmissionPlan {
  /** Field -> first message, or null when the values pass the shared schema. */
  check(tools: SubmissionTools, values: Record<string, string>, idempotencyKey: string): FieldErrors | null;
  send(tools: SubmissionTools, values: Record<string, string>, idempotencyKey: string): Promise<Receipt>;
}

/**
 * Submission of a public form: validation with the shared schema, one idempotency key per
 * logical submission (kept across retries and double clicks until it succeeds, new after the
 * form resets), a busy state, server field errors next to their fields, a failure message
 * with a call button (inputs kept), and the confirmation for 5000 ms before an empty form.
 * On an answer page of a plain post (rendered by the server only) it starts in that answer's
 * state: the receipt, or the values with their errors.
 */
export function useSubmission(plan: SubmissionPlan, kind: PlainFormKind) {
  const answer = usePlainFormAnswer(kind);
  const [status, setStatus] = useState<Status>(() =>
    answer?.receipt
      ? { state: 'sent', receipt: answer.receipt }
      : answer?.failure
        ? { state: 'failed', message: answer.failure }
        : { state: 'editing' },
  );
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(() => answer?.fieldErrors ?? {});
  /** The last receipt stays available after the form resets (its tracking link must not vanish). */
  const [lastReceipt, setLastReceipt] = useState<Receipt | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const ready = useHydrated();

  useEffect(() => {
    if (status.state !== 'sent') return;
    const timer = setTimeout(() => {
      idempotencyKey.current = null;
      setFieldErrors({});
      setStatus({ state: 'editing' });
    }, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const form = event.currentTarget;
    const values = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]));
    setStatus({ state: 'sending' });
    try {
      const loaded = await prepareSubmission();
      idempotencyKey.current ??= newIdempotencyKey();
      const invalid = plan.check(loaded, values, idempotencyKey.current);
      if (invalid) return showFieldErrors(form, invalid);
      try {
        const receipt = await plan.send(loaded, values, idempotencyKey.current);
        setFieldErrors({});
        setStatus({ state: 'sent', receipt });
        setLastReceipt(receipt);
      } catch (error) {
        const failure = loaded.api.describeFailure(error);
        if (failure.kind === 'fields' && Object.keys(failure.fieldErrors).some((name) => form.elements.namedItem(name))) {
          showFieldErrors(form, failure.fieldErrors);
        } else {
          if (failure.kind === 'failed' && failure.startOver) idempotencyKey.current = null;
          // The API client's own failure text is English: the page's language instead.
          setStatus({ state: 'failed', message: failure.message === FAILED_MESSAGE ? failedMessage() : failure.message });
        }
      }
    } catch {
      // The tools could not be downloaded (offline): same as a failed send.
      setStatus({ state: 'failed', message: failedMessage() });
    } finally {
      inFlight.current = false;
    }
  };

  function showFieldErrors(form: HTMLFormElement, errors: FieldErrors) {
    setFieldErrors(errors);
    setStatus({ state: 'editing' });
    const first = Object.keys(errors).map((name) => form.elements.namedItem(name)).find((el) => el instanceof HTMLElement);
    (first)?.focus();
  }

  return { kind, answer, status, fieldErrors, lastReceipt, onSubmit, busy: status.state === 'sending', ready };
}

/** The values a form shows at first: none, or on an answer page the ones the person sent. */
const InitialValues = createContext<FormValues>({});

/** The value a field starts with (in the browser always none: the prerendered form is empty). */
export function useInitialValue(name: string): string | undefined {
  return useContext(InitialValues)[name];
}

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** Shown as required (asterisk, aria-required) without the browser enforcing it. */
  markedRequired?: boolean;
  error?: string;
  formId: string;
  children: (props: {
    id: string;
    name: string;
    defaultValue?: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    required?: boolean;
    'aria-required'?: true;
  }) => ReactNode;
}

/** A labelled form control with its error message. */
export function Field({ name, label, required, markedRequired, error, formId, children }: FieldProps) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const defaultValue = useInitialValue(name);
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {(required || markedRequired) && <span className="form-required" aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        name,
        defaultValue,
        required: required || undefined,
        'aria-required': markedRequired || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}

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
  return (
    <div className="form-card" id={PLAIN_FORM_ANCHORS[kind]}>
      <h3 className="form-heading">{title}</h3>
      <SubmissionFeedback status={status} confirmation={confirmation} />
      {status.state !== 'sent' && lastReceipt && afterConfirmation?.(lastReceipt)}
      {status.state !== 'sent' && (
        <form
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

/** Marks where a value goes in a message, so it can be drawn in bold wherever the language puts it. */
const SLOT = '\u{E000}';

/**
 * A message with one value in bold (`<strong>`): `message` is called with a marker, and the
 * value takes its place, before or after the words as the language has it.
 */
export function withStrong(message: (value: string) => string, value: string): ReactNode {
  const [before, ...after] = message(SLOT).split(SLOT);
  return (
    <>
      {before}
      <strong>{value}</strong>
      {after.join(value)}
    </>
  );
}

/** The confirmation text of a form: thanks, the reference, what happens next, the tracking link. */
export function Confirmation({ title, receipt, next }: { title: string; receipt: Receipt; next: string }) {
  return (
    <>
      <p className="form-confirmation-title">{title}</p>
      <p>{withStrong((reference) => m.receipt_reference({ reference }), receipt.reference)}</p>
      <p>{next}</p>
      {receipt.trackingPath && <TrackingLink receipt={receipt} />}
    </>
  );
}

/**
 * The family's private link to follow the request live: a plain link drawn as a button (the
 * tracking page is server-rendered; it needs no script), so it works on the answer page of a
 * plain post too. Once the app runs, Copy (where the browser has a clipboard) and Share (where it
 * has `navigator.share`, most phones) send it to relatives. The link's text is never the long URL:
 * one unbroken word widened a 390 px phone's page to ~700 px.
 */
export function TrackingLink({ receipt }: { receipt: Receipt }) {
  const ready = useHydrated();
  if (!receipt.trackingPath) return null;
  return (
    <div className="form-tracking">
      <a className="button button-primary button-block" href={receipt.trackingPath} data-document>
        {m.receipt_follow_live()}
      </a>
      {ready && <ShareTrackingLink url={trackingLinkText(receipt.trackingPath)} />}
      <p>
        <small>{m.receipt_link_private()}</small>
      </p>
    </div>
  );
}

/** Copy and Share, each only where the browser has it (a refusal or a closed sheet says nothing wrong). */
function ShareTrackingLink({ url }: { url: string }) {
  const [said, say] = useState('');
  const canCopy = typeof navigator.clipboard?.writeText === 'function';
  const canShare = typeof navigator.share === 'function';
  if (!canCopy && !canShare) return null;
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => say(m.receipt_link_copied()),
      () => say(m.receipt_copy_failed()),
    );
  const share = () =>
    navigator.share({ title: m.receipt_share_title(), url }).catch((error: unknown) => {
      if ((error as { name?: string }).name !== 'AbortError') void copy();
    });
  return (
    <div className="form-share">
      {canCopy && (
        <button type="button" className="button button-outline" onClick={() => void copy()}>
          {m.receipt_copy_link()}
        </button>
      )}
      {canShare && (
        <button type="button" className="button button-outline" onClick={() => void share()}>
          {m.receipt_share()}
        </button>
      )}
      <span role="status" className="form-share-status">
        {said}
      </span>
    </div>
  );
}

function trackingLinkText(path: string): string {
  // The server renders it on the answer page of a plain post.
  return typeof location === 'undefined' ? absoluteUrl(path) : `${location.origin}${path}`;
}
