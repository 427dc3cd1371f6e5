import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FAILED_MESSAGE, failedMessage, type FieldErrors, type PlainFormKind } from '../../../shared/public-forms';
import { useHydrated } from '../../lib/hydrated';
import { usePlainFormAnswer } from '../../lib/plain-form-answer';
import type { Receipt } from './Receipt';
import { newIdempotencyKey } from '../../lib/idempotency-key';

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



export type Status = { state: 'editing' } | { state: 'sending' } | { state: 'sent'; receipt: Receipt } | { state: 'failed'; message: string };

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
