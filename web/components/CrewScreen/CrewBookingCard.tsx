import { useCallback, useEffect, useState } from 'react';
import { telHref } from '../../../shared/contact-links';
import { ARRIVAL_STEPS, CREW_STEP_LABELS, mapsHref, type CrewStep } from '../../../shared/crew-steps';
import { ODOMETER_STEPS, odometerKmOf } from '../../../shared/crew-odometer';
import { outcomeOfError, type CrewBooking } from '../../lib/crew-outbox';
import { formatClockDateTime } from '../../lib/provider-clock';
import { usePositionSharing, type PositionFix, type PositionSendOutcome, type SharingState } from '../../lib/position-sharing';
import type { CrewOutbox } from '../../lib/use-crew-outbox';
import { liveApi } from '../../lean/api-client';
import { errorToast } from '../../lean/toasts';
import { useHydrated } from '../../lib/hydrated';
import { Notice } from './CrewStatus';
import { CrewPrealert, type CrewPrealertState } from './CrewPrealert';

/**
 * One booking: `booking` as the crew sees it (taps still waiting applied), `tripStarted` when the
 * server has recorded "On the way" (before that it refuses a position).
 */
export function BookingCard({ booking, tripStarted, outbox, prealert }: { booking: CrewBooking; tripStarted: boolean; outbox: CrewOutbox; prealert: CrewPrealertState | null }) {
  const undoable = useUntil(booking.undoable?.until ?? null) ? booking.undoable : null;
  // The server renders the card with the page: its buttons wait (disabled) until the script can
  // take a tap, instead of dropping one made before (seen: "On the way" tapped as the page
  // appeared, never stored, the screen unchanged).
  const started = useHydrated();
  // Stored on the phone, not yet sent: a failure here is the device's storage (rare), said in words.
  const keep = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      errorToast('Not recorded', error instanceof Error ? error.message : 'This phone could not store the step.');
    }
  };
  // The odometer, typed before "Patient on board" and before the arrival (optional: a step is never held back for it).
  const [odometer, setOdometer] = useState('');
  const asksOdometer = booking.next !== null && ODOMETER_STEPS.includes(booking.next);
  const tap = (step: CrewStep) => {
    const typed = asksOdometer ? odometer.trim() : '';
    const km = typed ? odometerKmOf(typed) : null;
    if (typed && km === null) {
      errorToast('Odometer not understood', 'Type the km as the odometer shows them, like 45210.5, or leave it empty.');
      return;
    }
    setOdometer('');
    return keep(() => outbox.tap(booking.id, step, km ?? undefined));
  };
  const takeBack = (step: CrewStep) => keep(() => outbox.undo(booking.id, step));

  // The vehicle's position is shared from "On the way" (once the server has it) to "Reached
  // destination" (as soon as it is tapped: where the crew goes afterwards is nobody's business).
  const stepAt = (step: CrewStep) => booking.steps.find((s) => s.step === step)?.at ?? null;
  const onTrip = tripStarted && booking.next !== null && !!stepAt('on_the_way') && !ARRIVAL_STEPS.some((s) => stepAt(s));
  const sendPosition = useCallback(
    async (fix: PositionFix): Promise<PositionSendOutcome> => {
      try {
        await liveApi().crew.sharePosition.mutate({ bookingId: booking.id, ...fix });
        return 'sent';
      } catch (error) {
        const outcome = outcomeOfError(error);
        // A refusal (the step "On the way" not yet received, the trip just ended) drops this fix only.
        return outcome.kind === 'refused' ? 'refused' : 'retry';
      }
    },
    [booking.id],
  );
  const sharing = usePositionSharing(onTrip, sendPosition);

  return (
    <div className="crew-booking" data-testid="crew-booking">
      <div className="row">
        <strong>Booking {booking.reference}</strong>
        <span className="badge">{booking.service}</span>
      </div>
      <section className="card">
        <p className="label">Pickup</p>
        <p className="pickup">{booking.pickupLocation}</p>
        <a href={mapsHref(booking.pickupLocation)} target="_blank" rel="noopener noreferrer">
          Open in Maps
        </a>
        {booking.dropoffLocation && <p className="small-text">To: {booking.dropoffLocation}</p>}
        <p className="small-text">When: {formatClockDateTime(booking.bookingDate)}</p>
      </section>
      <section className="card">
        <p className="label">Customer</p>
        <p className="customer">{booking.customerName}</p>
        <a className="button light" href={telHref(booking.customerPhone)}>
          Call {booking.customerPhone}
        </a>
        {booking.notes && <p className="small-text notes">Notes: {booking.notes}</p>}
      </section>
      {asksOdometer ? (
        <label className="odometer">
          Odometer (km), optional
          <input type="text" inputMode="decimal" autoComplete="off" value={odometer} onChange={(e) => setOdometer(e.currentTarget.value)} disabled={!started} />
        </label>
      ) : null}
      {booking.next ? (
        <button type="button" className="primary step" onClick={() => void tap(booking.next!)} disabled={!started}>
          {CREW_STEP_LABELS[booking.next]}
        </button>
      ) : (
        <Notice tone="green" title="Completed">
          This booking is complete.
        </Notice>
      )}
      <SharingLine sharing={sharing} />
      {booking.toHospital ? (
        <CrewPrealert bookingId={booking.id} serviceType={null} canSend={booking.status === 'in_progress' && booking.next === 'at_hospital'} prealert={prealert} />
      ) : null}
      {undoable && (
        <button type="button" className="subtle" onClick={() => void takeBack(undoable.step)} disabled={!started}>
          Undo “{CREW_STEP_LABELS[undoable.step]}”
        </button>
      )}
      <dl className="steps" data-testid="crew-steps">
        {booking.steps.map((s) => (
          <div key={s.step} className={s.at ? 'step-done' : 'step-open'}>
            <dt>{CREW_STEP_LABELS[s.step]}</dt>
            <dd>{s.at ? formatClockDateTime(s.at) : '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** "Sharing location · updated 12 s ago", or why the position is not shared. */
function SharingLine({ sharing }: { sharing: SharingState }) {
  const now = useSecondsClock(sharing.kind === 'sharing' && sharing.sentAt !== null);
  if (sharing.kind === 'off') return null;
  const text =
    sharing.kind === 'refused'
      ? 'Location is off: this phone did not allow it, so the family and the control room cannot see where you are. Your steps still work. Allow location for this site in the browser’s settings.'
      : sharing.kind === 'unavailable'
        ? 'No location from this phone yet. Your steps still work.'
        : sharing.sentAt === null
          ? 'Sharing location · finding your position…'
          : `Sharing location · updated ${Math.max(0, Math.round((now - sharing.sentAt) / 1000))} s ago`;
  return (
    <p className={sharing.kind === 'sharing' ? 'sharing' : 'sharing sharing-off'} role="status" data-testid="crew-location" data-state={sharing.kind}>
      {text}
    </p>
  );
}

/** The time, read again every second while `ticking`. */
function useSecondsClock(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** True until the given instant (re-renders when it passes). */
function useUntil(until: string | null): boolean {
  // The clock is read in the effect, not while rendering: `passed` is the instant that went by.
  const [passed, setPassed] = useState<string | null>(null);
  useEffect(() => {
    if (!until) return;
    const timer = setTimeout(() => setPassed(until), Math.max(0, Date.parse(until) - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [until]);
  return until !== null && passed !== until;
}
