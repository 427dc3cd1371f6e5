import { useEffect, useState } from 'react';
import { useCrewApp } from '../../lib/crew-app';
import { crewDevice, withWaitingTaps, outboxLine, outcomeOfError, type CrewAssignment, type CrewOp, type SavedAssignment, type SendOutcome } from '../../lib/crew-outbox';
import { formatClockTime } from '../../lib/provider-clock';
import { useHydrated } from '../../lib/hydrated';
import { takeFlashToast } from '../../lib/flash-toast';
import { useLiveStream } from '../../lib/live-stream';
import { TapEchoes } from '../../lib/tap-echoes';
import { useCrewOutbox } from '../../lib/use-crew-outbox';
import { httpApi, liveApi } from '../../lean/api-client';
import { errorToast, showToast, Toasts } from '../../lean/toasts';
import { useCrewAssignment } from './use-crew-assignment';
import { Notice, LiveStatus, OutboxLine } from './CrewStatus';
import { BookingCard } from './CrewBookingCard';

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
  // This phone's own taps, whose events need no read of the assignment (web/lib/tap-echoes.ts).
  const [echoes] = useState(() => new TapEchoes());

  // Taps are kept on the phone until the server has them (issue 19.1).
  const outbox = useCrewOutbox({
    send: async (op: CrewOp, signal): Promise<SendOutcome> => {
      const input = { bookingId: op.bookingId, step: op.step, clientOpId: op.clientOpId, tappedAt: op.tappedAt };
      try {
        const api = liveApi().crew;
        const booking = op.kind === 'step' ? await api.recordStep.mutate({ ...input, odometerKm: op.odometerKm }, { signal }) : await api.undoStep.mutate(input, { signal });
        return { kind: 'sent', booking };
      } catch (error) {
        return outcomeOfError(error);
      }
    },
    // The server's answer is the booking as it now stands: shown at once if it is on screen.
    onSent: ({ booking }) => {
      current.update((old) => (old.vehicle && old.booking?.id === booking.id ? { ...old, booking } : old));
      if (echoes.answered(booking.id, booking.version)) current.refetch();
    },
    onRefused: (_op, message) => {
      errorToast('Not recorded', message);
      echoes.forget();
      current.refetch();
    },
  });
  // Cut off, it comes back by itself and resumes from its last event (web/lib/live-stream.ts).
  const live = useLiveStream(crewChanges, undefined, {
    enabled: current.signedIn,
    // A tap's answer already shows the booking as that change left it: only news is read again.
    onData: ({ data }) => {
      let news = false;
      for (const c of data.kind === 'changes' ? data.changes : [data]) {
        const onItsWay = c.kind === 'change' && outbox.waiting.some((op) => op.bookingId === c.entityId);
        if (c.kind !== 'change' || c.topic !== 'booking' || !c.row || echoes.event(c.entityId, c.row.version, onItsWay) === 'news') news = true;
      }
      if (news) current.refetch();
    },
    // A change between the first read and the stream's start would be missed: read once more.
    onFirstStarted: current.refetch,
    // The stream ends when the session or role ends: reading the assignment says which.
    onAccessEnded: current.refetch,
    // Back after a cut: the assignment is read again, whatever was missed, and waiting taps go.
    onReconnected: () => {
      echoes.forget();
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
  // Rendered with the page by the server: waits for the script rather than dropping a tap.
  const started = useHydrated();
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
        <button type="button" className="secondary small" onClick={() => void logout()} disabled={signingOut || !started}>
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
        <BookingCard booking={booking} tripStarted={!!assignment.booking?.steps.some((s) => s.step === 'on_the_way' && s.at)} outbox={outbox} prealert={assignment.prealert ?? null} />
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
