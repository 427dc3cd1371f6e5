import { Alert, Anchor, Badge, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { CREW_STEP_LABELS, mapsHref, type CrewStep } from '../../../shared/crew';
import { telHref } from '../../../shared/contact-links';
import { useCrewApp } from '../../lib/crew-app';
import { crewDevice, withWaitingTaps, outboxLine, outcomeOfError, type CrewOp, type SavedAssignment, type SendOutcome } from '../../lib/crew-outbox';
import { formatDateTime, formatTime } from '../../lib/dates';
import { useCrewOutbox, type CrewOutbox } from '../../lib/use-crew-outbox';
import { useLiveStream } from '../../lib/live-stream';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { errorToast } from '../../lib/staff-feedback';
import { LiveStatus } from '../LiveUpdates/LiveStatus';

type Assignment = RouterOutputs['crew']['current'];
type CrewBooking = NonNullable<Assignment['booking']>;

/**
 * The crew's phone screen (issue 11): the vehicle's current booking, with the pickup address
 * (maps link), the customer (call link), the notes, and one large button for the next step.
 * Changes arrive live (a new assignment, an operator's step); the last step can be taken back
 * within a minute.
 */
export function CrewScreen() {
  const utils = trpc.useUtils();
  // Opened with no network, these fail; they are asked again until the server answers (TanStack
  // Query's own "back online" refetch never comes: it believes a page starts online).
  const me = trpc.auth.me.useQuery(undefined, { refetchInterval: whileFailing });
  const current = trpc.crew.current.useQuery(undefined, { enabled: me.data?.role === 'crew', refetchInterval: whileFailing });
  useEffect(() => {
    const retryNow = () => void utils.auth.me.refetch(undefined, { type: 'all' }).then(() => utils.crew.current.refetch(undefined, { type: 'active' }));
    window.addEventListener('online', retryNow);
    return () => window.removeEventListener('online', retryNow);
  }, [utils]);
  const navigate = useNavigate();
  const { staff } = useRouteContext({ from: '/_console' });
  const signOut = trpc.auth.signOut.useMutation();

  const refetchAssignment = () => void utils.crew.current.invalidate();
  // Taps are kept on the phone until the server has them (issue 19.1).
  const outbox = useCrewOutbox({
    send: async (op: CrewOp, signal): Promise<SendOutcome> => {
      const input = { bookingId: op.bookingId, step: op.step, clientOpId: op.clientOpId, tappedAt: op.tappedAt };
      try {
        const booking = op.kind === 'step' ? await utils.client.crew.recordStep.mutate(input, { signal }) : await utils.client.crew.undoStep.mutate(input, { signal });
        return { kind: 'sent', booking };
      } catch (error) {
        return outcomeOfError(error);
      }
    },
    // The server's answer is the booking as it now stands: shown at once if it is on screen.
    onSent: ({ booking }) =>
      utils.crew.current.setData(undefined, (old) => (old?.vehicle && old.booking?.id === booking.id ? { ...old, booking } : old)),
    onRefused: (_op, message) => {
      errorToast('Not recorded', message);
      refetchAssignment();
    },
  });
  // Cut off, it comes back by itself and resumes from its last event (web/lib/live-stream.ts).
  const live = useLiveStream(utils.client.crew.onChange, undefined, {
    enabled: me.data?.role === 'crew',
    onData: refetchAssignment,
    // The stream ends when the session or role ends: the account query says which.
    onAccessEnded: () => void utils.auth.me.invalidate(),
    // Back after a cut: the assignment is read again, whatever was missed, and waiting taps go.
    onReconnected: () => {
      refetchAssignment();
      outbox.flush();
    },
  });

  // The assignment as last received, kept on the phone: with no network the screen opens on it (issue 19.3).
  const [saved, setSaved] = useState<SavedAssignment | null>(null);
  useEffect(() => {
    void crewDevice.lastAssignment().then(setSaved, () => {});
  }, []);
  useEffect(() => {
    if (current.data) void crewDevice.saveAssignment(current.data).catch(() => {});
  }, [current.data]);
  const unreachable = me.isError || me.fetchStatus === 'paused' || current.isError || current.fetchStatus === 'paused';
  const offlineCopy = !current.data && unreachable ? saved : null;

  const signedOut = me.data === null;
  const notCrew = me.data && me.data.role !== 'crew';
  useEffect(() => {
    // No session (signed out here or elsewhere, or ended by an administrator): the patient data goes too.
    if (signedOut) void crewDevice.forgetAssignment().finally(() => navigate({ to: '/auth', replace: true }));
    else if (notCrew) void navigate({ to: '/admin', replace: true });
  }, [signedOut, notCrew, navigate]);

  const assignment = current.data ?? offlineCopy?.assignment;
  const booking = assignment?.booking ? withWaitingTaps(assignment.booking, outbox.waiting) : null;
  // Between trips: no booking under way and nothing waiting to send. Only then is a new version offered.
  const app = useCrewApp({ betweenTrips: !!assignment && (!booking || booking.next === null) && outbox.waiting.length === 0 });

  const logout = async () => {
    // Taps not yet sent would be lost with the session: they go first.
    if (outbox.waiting.length > 0) {
      errorToast('Not signed out', `${outboxLine(outbox.waiting.length, null)}. Sign out once the connection is back and they are sent.`);
      outbox.flush();
      return;
    }
    try {
      await signOut.mutateAsync();
      await crewDevice.forgetAssignment();
      await staff?.resetSession();
      await navigate({ to: '/auth', replace: true });
    } catch {
      notifications.show({ title: 'Error', message: 'Failed to logout. Please try again.', color: 'red' });
    }
  };

  return (
    <Container size={480} px="sm" py="md">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Stack gap={0}>
          <Title order={1} size="h3">
            {assignment?.vehicle ? assignment.vehicle.vehicleNumber : 'Crew'}
          </Title>
          <LiveStatus stream={live} texts={CREW_LIVE_TEXTS} testId="crew-live" />
        </Stack>
        <Button variant="default" size="xs" onClick={() => void logout()} loading={signOut.isPending}>
          Logout
        </Button>
      </Group>
      {offlineCopy && (
        <Alert color="orange" title="Offline" mb="md" data-testid="crew-offline">
          No connection to the server. This is the assignment this phone saved at {formatTime(offlineCopy.savedAt)}. Steps you tap are
          kept on the phone and sent when the connection is back.
        </Alert>
      )}
      {app.updateOffered && (
        <Alert color="blue" title="A new version of this screen is ready" mb="md" data-testid="crew-update">
          <Button size="xs" mt={4} onClick={app.update}>
            Update now
          </Button>
        </Alert>
      )}
      {!assignment && current.isError ? (
        <Alert color="red" title="Could not load your assignment">
          {current.error.message}{' '}
          <Button size="xs" variant="light" onClick={() => void current.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !assignment && unreachable ? (
        <Alert color="orange" title="Offline" data-testid="crew-offline">
          No connection to the server, and this phone has no saved assignment yet. The screen loads by itself when the connection is back.
        </Alert>
      ) : !assignment ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : !assignment.vehicle ? (
        <Alert color="yellow" title="No ambulance linked">
          Your account is not linked to an ambulance yet. Ask an administrator to link it in Users.
        </Alert>
      ) : booking ? (
        <BookingCard booking={booking} outbox={outbox} />
      ) : (
        <Card withBorder padding="xl" data-testid="crew-no-assignment">
          <Title order={2} size="h3">
            No assignment
          </Title>
          <Text mt="xs">There is no booking for {assignment.vehicle.vehicleNumber} right now. This screen updates by itself when one arrives.</Text>
        </Card>
      )}
      <OutboxLine waiting={outbox.waiting.length} lastSentAt={outbox.lastSentAt} />
    </Container>
  );
}

/** A failed query is asked again every 5 s; one that succeeded waits for live changes. */
const whileFailing = (query: { state: { status: string } }) => (query.state.status === 'error' ? 5_000 : false);

/** "2 steps waiting to send · last sent 14:02": the crew can see nothing is lost. */
function OutboxLine({ waiting, lastSentAt }: { waiting: number; lastSentAt: string | null }) {
  const line = outboxLine(waiting, lastSentAt ? formatTime(lastSentAt) : null);
  if (!line) return null;
  return (
    <Text mt="md" size="sm" c={waiting > 0 ? 'orange.9' : 'dimmed'} role="status" data-testid="crew-outbox">
      {line}
    </Text>
  );
}

const CREW_LIVE_TEXTS = { live: 'Live', connecting: 'Connecting…', stopped: 'Live updates stopped' };

function BookingCard({ booking, outbox }: { booking: CrewBooking; outbox: CrewOutbox }) {
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

  return (
    <Stack gap="md" data-testid="crew-booking">
      <Group justify="space-between">
        <Text fw={700}>Booking {booking.reference}</Text>
        <Badge>{booking.service}</Badge>
      </Group>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          Pickup
        </Text>
        <Text fw={600} size="lg">
          {booking.pickupLocation}
        </Text>
        <Anchor href={mapsHref(booking.pickupLocation)} target="_blank" rel="noopener noreferrer">
          Open in Maps
        </Anchor>
        {booking.dropoffLocation && (
          <Text mt="xs" size="sm">
            To: {booking.dropoffLocation}
          </Text>
        )}
        <Text mt="xs" size="sm">
          When: {formatDateTime(booking.bookingDate)}
        </Text>
      </Card>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          Customer
        </Text>
        <Text fw={600}>{booking.customerName}</Text>
        <Button component="a" href={telHref(booking.customerPhone)} variant="light" mt="xs" fullWidth>
          Call {booking.customerPhone}
        </Button>
        {booking.notes && (
          <Text mt="sm" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            Notes: {booking.notes}
          </Text>
        )}
      </Card>
      {booking.next ? (
        <Button size="xl" h={88} fullWidth color="red" onClick={() => void tap(booking.next!)}>
          {CREW_STEP_LABELS[booking.next]}
        </Button>
      ) : (
        <Alert color="green" title="Completed">
          This booking is complete.
        </Alert>
      )}
      {undoable && (
        <Button variant="subtle" onClick={() => void takeBack(undoable.step)}>
          Undo “{CREW_STEP_LABELS[undoable.step]}”
        </Button>
      )}
      <Stack gap={4} data-testid="crew-steps">
        {booking.steps.map((s) => (
          <Group key={s.step} justify="space-between">
            <Text size="sm" c={s.at ? undefined : 'dimmed'}>
              {CREW_STEP_LABELS[s.step]}
            </Text>
            <Text size="sm">{s.at ? formatDateTime(s.at) : '—'}</Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
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
