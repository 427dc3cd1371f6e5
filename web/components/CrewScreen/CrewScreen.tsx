import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { telHref } from '../../../shared/contact-links';
import { CREW_STEP_LABELS, mapsHref, type CrewStep } from '../../../shared/crew-steps';
import { useCrewApp } from '../../lib/crew-app';
import {
  crewDevice,
  withWaitingTaps,
  outboxLine,
  outcomeOfError,
  type CrewAssignment,
  type CrewBooking,
  type CrewOp,
  type SavedAssignment,
  type SendOutcome,
} from '../../lib/crew-outbox';
import { formatClockDateTime, formatClockTime } from '../../lib/provider-clock';
import { takeFlashToast } from '../../lib/flash-toast';
import { liveStatusText, useLiveStream, type LiveStreamState } from '../../lib/live-stream';
import { usePositionSharing, type PositionFix, type PositionSendOutcome, type SharingState } from '../../lib/position-sharing';
import { useCrewOutbox, type CrewOutbox } from '../../lib/use-crew-outbox';
import { httpApi, liveApi } from '../../lean/api-client';
import { errorToast, showToast, Toasts } from '../../lean/toasts';
import { useCrewAssignment } from './use-crew-assignment';

/** The crew's live stream; its client is made when it is first subscribed (never in the page renderer). */
const crewChanges: Pick<ReturnType<typeof liveApi>['crew']['onChange'], 'subscribe'> = {
  subscribe: (input, handlers) => liveApi().crew.onChange.subscribe(input, handlers),
};

/**
 * The crew's phone screen (issue 11): the vehicle's current booking, with the pickup address
 * (maps link), the customer (call link), the notes, and one large button for the next step.
 * Changes arrive live (a new assignment, an operator's step); the last step can be taken back
 * within a minute. A page of its own, prerendered, with neither Mantine nor the router nor
 * TanStack Query, so it opens fast on a cheap phone (issue 19.4).
 */
export function CrewScreen({ initial }: { initial?: CrewAssignment }) {
  const current = useCrewAssignment(initial);

  // Taps are kept on the phone until the server has them (issue 19.1).
  const outbox = useCrewOutbox({
    send: async (op: CrewOp, signal): Promise<SendOutcome> => {
      const input = { bookingId: op.bookingId, step: op.step, clientOpId: op.clientOpId, tappedAt: op.tappedAt };
      try {
        const api = liveApi().crew;
        const booking = op.kind === 'step' ? await api.recordStep.mutate(input, { signal }) : await api.undoStep.mutate(input, { signal });
        return { kind: 'sent', booking };
      } catch (error) {
        return outcomeOfError(error);
      }
    },
    // The server's answer is the booking as it now stands: shown at once if it is on screen.
    onSent: ({ booking }) => current.update((old) => (old.vehicle && old.booking?.id === booking.id ? { ...old, booking } : old)),
    onRefused: (_op, message) => {
      errorToast('Not recorded', message);
      current.refetch();
    },
  });
  // Cut off, it comes back by itself and resumes from its last event (web/lib/live-stream.ts).
  const live = useLiveStream(crewChanges, undefined, {
    enabled: current.signedIn,
    onData: current.refetch,
    // A change between the first read and the stream's start would be missed: read once more.
    onFirstStarted: current.refetch,
    // The stream ends when the session or role ends: reading the assignment says which.
    onAccessEnded: current.refetch,
    // Back after a cut: the assignment is read again, whatever was missed, and waiting taps go.
    onReconnected: () => {
      current.refetch();
      outbox.flush();
    },
  });

  // The assignment as last received, kept on the phone: with no network the screen opens on it (issue 19.3).
  const [saved, setSaved] = useState<SavedAssignment | null>(null);
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) showToast(flash);
    void crewDevice.lastAssignment().then(setSaved, () => {});
  }, []);
  useEffect(() => {
    if (current.data) void crewDevice.saveAssignment(current.data).catch(() => {});
  }, [current.data]);
  const offlineCopy = !current.data && current.unreachable ? saved : null;

  useEffect(() => {
    // No session (signed out here or elsewhere, or ended by an administrator): the patient data goes too.
    if (current.access === 'signed-out') void crewDevice.forgetAssignment().finally(() => location.replace('/auth'));
    else if (current.access === 'not-crew') location.replace('/admin');
  }, [current.access]);

  const assignment = current.data ?? offlineCopy?.assignment;
  const booking = assignment?.booking ? withWaitingTaps(assignment.booking, outbox.waiting) : null;
  // Between trips: no booking under way and nothing waiting to send. Only then is a new version offered.
  const app = useCrewApp({ betweenTrips: !!assignment && (!booking || booking.next === null) && outbox.waiting.length === 0 });

  const [signingOut, setSigningOut] = useState(false);
  const logout = async () => {
    // Taps not yet sent would be lost with the session: they go first.
    if (outbox.waiting.length > 0) {
      errorToast('Not signed out', `${outboxLine(outbox.waiting.length, null)}. Sign out once the connection is back and they are sent.`);
      outbox.flush();
      return;
    }
    setSigningOut(true);
    try {
      await httpApi().auth.signOut.mutate();
      await crewDevice.forgetAssignment();
      location.replace('/auth');
    } catch {
      setSigningOut(false);
      errorToast('Error', 'Failed to logout. Please try again.');
    }
  };

  return (
    <main className="crew">
      <header className="crew-header">
        <div>
          <h1>{assignment?.vehicle ? assignment.vehicle.vehicleNumber : 'Crew'}</h1>
          <LiveStatus stream={live} />
        </div>
        <button type="button" className="secondary small" onClick={() => void logout()} disabled={signingOut}>
          Logout
        </button>
      </header>
      {offlineCopy && (
        <Notice tone="orange" title="Offline" testId="crew-offline">
          No connection to the server. This is the assignment this phone saved at {formatClockTime(offlineCopy.savedAt)}. Steps you tap are kept on
          the phone and sent when the connection is back.
        </Notice>
      )}
      {app.updateOffered && (
        <Notice tone="blue" title="A new version of this screen is ready" testId="crew-update">
          <button type="button" className="primary small" onClick={app.update}>
            Update now
          </button>
        </Notice>
      )}
      {!assignment && current.error ? (
        <Notice tone="red" title="Could not load your assignment">
          {current.error}{' '}
          <button type="button" className="secondary small" onClick={current.refetch}>
            Try again
          </button>
        </Notice>
      ) : !assignment && current.unreachable ? (
        <Notice tone="orange" title="Offline" testId="crew-offline">
          No connection to the server, and this phone has no saved assignment yet. The screen loads by itself when the connection is back.
        </Notice>
      ) : !assignment ? (
        <p className="crew-loading" role="status">
          Loading your assignment…
        </p>
      ) : !assignment.vehicle ? (
        <Notice tone="yellow" title="No ambulance linked">
          Your account is not linked to an ambulance yet. Ask an administrator to link it in Users.
        </Notice>
      ) : booking ? (
        <BookingCard booking={booking} tripStarted={!!assignment.booking?.steps.some((s) => s.step === 'on_the_way' && s.at)} outbox={outbox} />
      ) : (
        <section className="card" data-testid="crew-no-assignment">
          <h2>No assignment</h2>
          <p>There is no booking for {assignment.vehicle.vehicleNumber} right now. This screen updates by itself when one arrives.</p>
        </section>
      )}
      <OutboxLine waiting={outbox.waiting.length} lastSentAt={outbox.lastSentAt} />
      <Toasts />
    </main>
  );
}

function Notice({ tone, title, testId, children }: { tone: 'red' | 'orange' | 'yellow' | 'blue' | 'green'; title: string; testId?: string; children: ReactNode }) {
  return (
    <section className={`notice notice-${tone}`} data-testid={testId}>
      <h2>{title}</h2>
      <div>{children}</div>
    </section>
  );
}

const CREW_LIVE_TEXTS = { live: 'Live', connecting: 'Connecting…', stopped: 'Live updates stopped' };

/**
 * The truth about the live stream (as the dashboard's LiveStatus): live, connecting,
 * reconnecting since when (it comes back by itself), or stopped with a button to reload.
 */
function LiveStatus({ stream }: { stream: LiveStreamState }) {
  if (stream.state === 'off') return null;
  const text = liveStatusText(stream, CREW_LIVE_TEXTS, formatClockTime);
  return (
    <p className="live-status">
      <span role="status" data-testid="crew-live" data-state={stream.state} className={stream.state === 'live' ? 'live-on' : 'live-off'}>
        {text}
      </span>
      {stream.state === 'stopped' && (
        <button type="button" className="secondary small" onClick={() => location.reload()}>
          Reload
        </button>
      )}
    </p>
  );
}

/** "2 steps waiting to send · last sent 14:02": the crew can see nothing is lost. */
function OutboxLine({ waiting, lastSentAt }: { waiting: number; lastSentAt: string | null }) {
  const line = outboxLine(waiting, lastSentAt ? formatClockTime(lastSentAt) : null);
  if (!line) return null;
  return (
    <p className={waiting > 0 ? 'outbox outbox-waiting' : 'outbox'} role="status" data-testid="crew-outbox">
      {line}
    </p>
  );
}

/**
 * One booking: `booking` as the crew sees it (taps still waiting applied), `tripStarted` when the
 * server has recorded "On the way" (before that it refuses a position).
 */
function BookingCard({ booking, tripStarted, outbox }: { booking: CrewBooking; tripStarted: boolean; outbox: CrewOutbox }) {
  const undoable = useUntil(booking.undoable?.until ?? null) ? booking.undoable : null;
  // Stored on the phone, not yet sent: a failure here is the device's storage (rare), said in words.
  const keep = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      errorToast('Not recorded', error instanceof Error ? error.message : 'This phone could not store the step.');
    }
  };
  const tap = (step: CrewStep) => keep(() => outbox.tap(booking.id, step));
  const takeBack = (step: CrewStep) => keep(() => outbox.undo(booking.id, step));

  // The vehicle's position is shared from "On the way" (once the server has it) to "Reached
  // destination" (as soon as it is tapped: where the crew goes afterwards is nobody's business).
  const stepAt = (step: CrewStep) => booking.steps.find((s) => s.step === step)?.at ?? null;
  const onTrip = tripStarted && booking.next !== null && !!stepAt('on_the_way') && !stepAt('at_destination');
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
      {booking.next ? (
        <button type="button" className="primary step" onClick={() => void tap(booking.next!)}>
          {CREW_STEP_LABELS[booking.next]}
        </button>
      ) : (
        <Notice tone="green" title="Completed">
          This booking is complete.
        </Notice>
      )}
      <SharingLine sharing={sharing} />
      {undoable && (
        <button type="button" className="subtle" onClick={() => void takeBack(undoable.step)}>
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
