import { Alert, Anchor, Badge, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { CREW_STEP_LABELS, mapsHref, type CrewStep } from '../../../shared/crew';
import { telHref } from '../../../shared/contact-links';
import { formatDateTime } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorMessage, errorToast } from '../../lib/staff-feedback';

type Assignment = RouterOutputs['crew']['current'];
type CrewBooking = NonNullable<Assignment['booking']>;

/**
 * The crew's phone screen (issue 11): the vehicle's current booking, with the pickup address
 * (maps link), the customer (call link), the notes, and one large button for the next step.
 * Changes arrive live (a new assignment, an operator's step); the last step can be taken back
 * within a minute.
 */
export function CrewScreen() {
  const me = trpc.auth.me.useQuery();
  const current = trpc.crew.current.useQuery(undefined, { enabled: me.data?.role === 'crew' });
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const { staff } = useRouteContext({ from: '/_console' });
  const signOut = trpc.auth.signOut.useMutation();

  const live = trpc.crew.onChange.useSubscription(undefined, {
    enabled: me.data?.role === 'crew',
    onData: () => void utils.crew.current.invalidate(),
    // The stream ends when the session or role ends: the account query says which.
    onError: () => void utils.auth.me.invalidate(),
  });

  const signedOut = me.data === null;
  const notCrew = me.data && me.data.role !== 'crew';
  useEffect(() => {
    if (signedOut) void navigate({ to: '/auth', replace: true });
    else if (notCrew) void navigate({ to: '/admin', replace: true });
  }, [signedOut, notCrew, navigate]);

  const logout = async () => {
    try {
      await signOut.mutateAsync();
      await staff?.resetSession();
      await navigate({ to: '/auth', replace: true });
    } catch {
      notifications.show({ title: 'Error', message: 'Failed to logout. Please try again.', color: 'red' });
    }
  };

  const assignment = current.data;
  return (
    <Container size={480} px="sm" py="md">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Stack gap={0}>
          <Title order={1} size="h3">
            {assignment?.vehicle ? assignment.vehicle.vehicleNumber : 'Crew'}
          </Title>
          <Text size="xs" c={live.status === 'pending' ? 'green' : 'dimmed'} data-testid="crew-live">
            {live.status === 'pending' ? 'Live' : 'Connecting…'}
          </Text>
        </Stack>
        <Button variant="default" size="xs" onClick={() => void logout()} loading={signOut.isPending}>
          Logout
        </Button>
      </Group>
      {current.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : current.isError ? (
        <Alert color="red" title="Could not load your assignment">
          {current.error.message}{' '}
          <Button size="xs" variant="light" onClick={() => void current.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !assignment?.vehicle ? (
        <Alert color="yellow" title="No ambulance linked">
          Your account is not linked to an ambulance yet. Ask an administrator to link it in Users.
        </Alert>
      ) : assignment.booking ? (
        <BookingCard booking={assignment.booking} />
      ) : (
        <Card withBorder padding="xl" data-testid="crew-no-assignment">
          <Title order={2} size="h3">
            No assignment
          </Title>
          <Text mt="xs">There is no booking for {assignment.vehicle.vehicleNumber} right now. This screen updates by itself when one arrives.</Text>
        </Card>
      )}
    </Container>
  );
}

function BookingCard({ booking }: { booking: CrewBooking }) {
  const utils = trpc.useUtils();
  const record = trpc.crew.recordStep.useMutation();
  const undo = trpc.crew.undoStep.useMutation();
  const undoable = useUntil(booking.undoable?.until ?? null) ? booking.undoable : null;

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      errorToast('Not recorded', apiErrorMessage(error));
    } finally {
      await utils.crew.current.invalidate();
    }
  };
  const tap = (step: CrewStep) => run(() => record.mutateAsync({ bookingId: booking.id, step }));
  const takeBack = (step: CrewStep) => run(() => undo.mutateAsync({ bookingId: booking.id, step }));

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
        <Button size="xl" h={88} fullWidth color="red" onClick={() => void tap(booking.next!)} loading={record.isPending}>
          {CREW_STEP_LABELS[booking.next]}
        </Button>
      ) : (
        <Alert color="green" title="Completed">
          This booking is complete.
        </Alert>
      )}
      {undoable && (
        <Button variant="subtle" onClick={() => void takeBack(undoable.step)} loading={undo.isPending}>
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
