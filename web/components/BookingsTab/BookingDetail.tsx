import { Anchor, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { BOOKING_STATUS_COLORS, BOOKING_STATUS_LABELS, CUSTOMER_LANGUAGE_NAMES, SERVICE_TYPE_LABELS } from '../../../shared/booking-values';
import { formatDateTime } from '../../lib/dates';
import { formatWait, useNow, waitLevel } from '../../lib/staff-queue';
import { refreshAfterChange } from '../../lib/staff-refresh';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorCode, apiErrorMessage } from '../../lib/staff-feedback';
import { usePermission } from '../../lib/use-permission';
import { ConfirmDelete } from '../ConfirmDelete/ConfirmDelete';
import { useConfirmedDelete } from '../StaffTable/StaffTable';
import { BookingDispatch, BookingTimeline } from './BookingDispatch';
import { BookingFormModal } from './BookingFormModal';
import { LazyBlock, lazyNamed } from '../../lib/staff-lazy';
import { CrewSteps } from './CrewSteps';
import { PrealertPanel } from './PrealertPanel';
import { FareEstimatePanel } from './FareEstimate';
import { TripFarePanel } from './TripFarePanel';
import { PickupPoint } from './PickupPoint';
import { CustomerMessage, absoluteTrackingUrl, TrackingLinkCopy } from './CustomerContact';

/** The live map brings Leaflet: a chunk of its own (issue 20.4). */
const BookingMap = lazyNamed(() => import('../FleetMap/BookingMap'), 'BookingMap');
/** The map block's height (its title, hint and 320-px canvas), held from the first frame. */
const MAP_BLOCK_HEIGHT = 440;

export type DetailBooking = RouterOutputs['bookings']['byId'];

/**
 * A booking's own page (/admin/bookings/$id): survives a reload and can be sent to a colleague.
 * Live changes refresh it like the list (LiveUpdates refetches every bookings query).
 */
export function BookingDetail({ id }: { id: string }) {
  const booking = trpc.bookings.byId.useQuery({ id }, { retry: false });
  const canManage = usePermission('manageOperations');
  const utils = trpc.useUtils();
  const backToList = useBackToBookings();
  const [editing, setEditing] = useState(false);
  const remove = trpc.bookings.delete.useMutation();
  const deletion = useConfirmedDelete<{ id: string; version: number }>({
    remove: async (row) => {
      await remove.mutateAsync({ id: row.id, version: row.version });
      backToList();
    },
    success: 'Booking deleted successfully',
    failure: 'Failed to delete booking',
    refresh: (outcome) => refreshAfterChange(utils, ['booking'], outcome),
  });

  if (booking.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading booking" />
      </Group>
    );
  }
  // A failed refetch keeps what was shown; only a booking never loaded (or gone) shows the error.
  if (booking.isError && (!booking.data || apiErrorCode(booking.error) === 'NOT_FOUND')) {
    const gone = apiErrorCode(booking.error) === 'NOT_FOUND' || apiErrorCode(booking.error) === 'BAD_REQUEST';
    return (
      <Stack align="flex-start">
        <BackButton onClick={backToList} />
        <Text role="alert">{gone ? 'This booking no longer exists. It may have been deleted by someone else.' : apiErrorMessage(booking.error)}</Text>
        {gone ? null : <Button onClick={() => void booking.refetch()}>Try again</Button>}
      </Stack>
    );
  }

  const b = booking.data;
  if (!b) return null;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <BackButton onClick={backToList} />
        {canManage ? (
          <Group gap="xs">
            <Button variant="light" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="light" color="red" onClick={() => deletion.ask(b)}>
              Delete
            </Button>
          </Group>
        ) : null}
      </Group>

      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="md" wrap="wrap">
          <Group gap="xs">
            <Title order={2} size="h3">
              {b.customerName}
            </Title>
            {CUSTOMER_LANGUAGE_NAMES[b.language] ? (
              <Badge variant="outline" color="violet" data-testid="booking-language" title="The customer booked in this language: the tracking page and the messages are in it">
                {CUSTOMER_LANGUAGE_NAMES[b.language]}
              </Badge>
            ) : null}
          </Group>
          <Badge color={BOOKING_STATUS_COLORS[b.status]} variant="light" size="lg">
            {BOOKING_STATUS_LABELS[b.status]}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label="Phone">
            <Anchor href={`tel:${b.customerPhone.replace(/[^\d+]/g, '')}`}>{b.customerPhone}</Anchor>
          </Field>
          <Field label="Email">{b.customerEmail ? <Anchor href={`mailto:${b.customerEmail}`}>{b.customerEmail}</Anchor> : 'Not given'}</Field>
          <Field label="Service">{SERVICE_TYPE_LABELS[b.serviceType]}</Field>
          <Field label="Date & time">{formatDateTime(b.bookingDate)}</Field>
          <Field label="Pickup">{b.pickupLocation}</Field>
          <Field label="Dropoff">{b.dropoffLocation ?? 'Not given'}</Field>
          <Field label="Source">{b.source === 'website' ? 'Website request' : 'Entered by staff'}</Field>
          <Field label="Received">
            {formatDateTime(b.createdAt)} <WaitClock createdAt={b.createdAt} confirmedAt={b.confirmedAt} calledBackAt={b.calledBackAt} pending={b.status === 'pending'} />
          </Field>
        </SimpleGrid>
        {b.notes ? (
          <Field label="Notes" mt="md">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{b.notes}</Text>
          </Field>
        ) : null}
      </Paper>

      {/* The actions first, above anything that loads later: a block that grows while the
          page loads moved the buttons under a dispatcher's click (and a test's). */}
      <BookingDispatch booking={b} canManage={canManage} />
      {canManage && b.ambulance && <CrewSteps booking={b} />}
      {b.status === 'completed' ? null : <FareEstimatePanel bookingId={b.id} />}
      <PickupPoint booking={b} canManage={canManage} />
      {/* As tall while its code and positions load as once drawn: what is below stays put. */}
      <LazyBlock label="Loading the map" minHeight={MAP_BLOCK_HEIGHT}>
        <BookingMap booking={b} canManage={canManage} minHeight={MAP_BLOCK_HEIGHT} />
      </LazyBlock>
      {b.destinationHospitalId ? <PrealertPanel booking={b} canManage={canManage} /> : null}
      <CustomerMessage booking={{ ...b, trackingUrl: absoluteTrackingUrl(b.trackingPath) }} />
      <TrackingLinkCopy path={b.trackingPath} />
      {/* Low on the page: it loads after the rest, and only the timeline is below it. */}
      {b.status === 'completed' ? <TripFarePanel bookingId={b.id} canManage={canManage} /> : null}
      <BookingTimeline bookingId={b.id} />

      <BookingFormModal booking={b} opened={editing} onClose={() => setEditing(false)} />
      <ConfirmDelete title="Delete booking?" state={deletion}>
        The booking of {b.customerName} will be deleted. This cannot be undone.
      </ConfirmDelete>
    </Stack>
  );
}

/** The call-back clock: running while the request waits, stopped at the first call or confirmation. */
function WaitClock(props: { createdAt: string; confirmedAt: string | null; calledBackAt: string | null; pending: boolean }) {
  const { createdAt, confirmedAt, calledBackAt, pending } = props;
  const now = useNow(pending && !confirmedAt && !calledBackAt);
  if (calledBackAt && (!confirmedAt || calledBackAt <= confirmedAt)) {
    return (
      <Text span size="sm" c="dimmed" data-testid="wait-clock">
        (called after {formatWait(Date.parse(calledBackAt) - Date.parse(createdAt))})
      </Text>
    );
  }
  if (confirmedAt) {
    return (
      <Text span size="sm" c="dimmed" data-testid="wait-clock">
        (confirmed after {formatWait(Date.parse(confirmedAt) - Date.parse(createdAt))})
      </Text>
    );
  }
  if (!pending) return null;
  const waited = now - Date.parse(createdAt);
  return (
    <Badge color={waitLevel(waited) === 'red' ? 'red' : waitLevel(waited) === 'amber' ? 'yellow' : 'gray'} variant="light" data-testid="wait-clock">
      waiting {formatWait(waited)}
    </Badge>
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="subtle" px={0} onClick={onClick}>
      ← Bookings
    </Button>
  );
}

/** Back where the person came from (their page and filters), or the bookings list for a shared link. */
function useBackToBookings() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  return () => {
    if (canGoBack) router.history.back();
    else void navigate({ to: '/admin', search: { tab: 'bookings' }, replace: true });
  };
}

function Field({ label, children, mt }: { label: string; children: ReactNode; mt?: string }) {
  return (
    <div style={mt ? { marginTop: `var(--mantine-spacing-${mt})` } : undefined}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}
