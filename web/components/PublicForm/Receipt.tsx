import { useState, type ReactNode } from 'react';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { useHydrated } from '../../lib/hydrated';
import { absoluteUrl } from '../../lib/site';

/** What the server answered: the reference, and for a booking request the family's tracking link. */
export interface Receipt {
  reference: string;
  trackingPath?: string;
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
