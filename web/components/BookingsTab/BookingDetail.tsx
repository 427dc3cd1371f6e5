import { Alert, Anchor, Badge, Button, CopyButton, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BOOKING_STATUS_COLORS, BOOKING_STATUS_LABELS, CUSTOMER_LANGUAGE_NAMES, SERVICE_TYPE_LABELS } from '../../../shared/booking-values';
import { customerMessage, customerSmsLink, customerWhatsAppLink, type MessageBooking } from '../../../shared/customer-messages';
import { formatDateTime } from '../../lib/dates';
import { siteContact } from '../../lib/site';
import { formatWait, useNow, waitLevel } from '../../lib/staff-queue';
import { refreshAfterChange } from '../../lib/staff-refresh';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorCode, apiErrorMessage } from '../../lib/staff-feedback';
import { writeErrorToast } from '../../lib/stale-write';
import { CREW_STEP_LABELS, CREW_STEPS, STEP_UNDO_MS, type CrewStep } from '../../../shared/crew';
import { oneAfterAnother } from '../../../shared/one-at-a-time';
import { usePermission } from '../../lib/use-permission';
import { ConfirmDelete } from '../ConfirmDelete/ConfirmDelete';
import { useConfirmedDelete } from '../StaffTable/StaffTable';
import { BookingDispatch, BookingTimeline } from './BookingDispatch';
import { BookingFormModal } from './BookingFormModal';
import { LazyBlock, lazyNamed } from '../../lib/staff-lazy';
import { formatDistance, formatEstimate, formatPoint, mapsLinkOf } from '../../../shared/geo';

/** The pickup point's form (and the validator) load when first opened. */
const PickupPointForm = lazyNamed(() => import('./PickupPointForm'), 'PickupPointForm');
/** The live map brings Leaflet: a chunk of its own (issue 20.4). */
const BookingMap = lazyNamed(() => import('../FleetMap/BookingMap'), 'BookingMap');

type DetailBooking = RouterOutputs['bookings']['byId'];

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

      <PickupPoint booking={b} canManage={canManage} />
      <LazyBlock label="Loading the map">
        <BookingMap booking={b} canManage={canManage} />
      </LazyBlock>
      <BookingDispatch booking={b} canManage={canManage} />
      {canManage && b.ambulance && <CrewSteps booking={b} />}
      <CustomerMessage booking={{ ...b, trackingUrl: absoluteTrackingUrl(b.trackingPath) }} />
      <TrackingLinkCopy path={b.trackingPath} />
      <BookingTimeline bookingId={b.id} />

      <BookingFormModal booking={b} opened={editing} onClose={() => setEditing(false)} />
      <ConfirmDelete title="Delete booking?" state={deletion}>
        The booking of {b.customerName} will be deleted. This cannot be undone.
      </ConfirmDelete>
    </Stack>
  );
}

/**
 * Where the patient is: the point (from the caller's phone, with its accuracy, or set by staff),
 * its distance and estimate from the base, a warning outside the service area, and for operators
 * and admins a form to set or correct it by pasting coordinates or a Google Maps link.
 */
function PickupPoint({ booking, canManage }: { booking: DetailBooking; canManage: boolean }) {
  const [editing, setEditing] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const point = booking.pickupPoint;
  const where = booking.pickupFromBase;
  return (
    <Paper withBorder p="md" radius="md" data-testid="pickup-point">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={3} size="h5">
          Pickup point
        </Title>
        {canManage && !editing ? (
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            {point ? 'Correct pickup point' : 'Set pickup point'}
          </Button>
        ) : null}
      </Group>
      {point ? (
        <Stack gap={2}>
          <Text>
            <Anchor href={mapsLinkOf(point)} target="_blank" rel="noopener noreferrer">
              {formatPoint(point)}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              {point.source === 'caller'
                ? `from the caller's phone${point.accuracyM === null ? '' : `, within ${Math.round(point.accuracyM)} m`}`
                : 'set by staff'}
            </Text>
          </Text>
          {where ? (
            <Text size="sm" data-testid="pickup-estimate">
              {formatDistance(where.distanceKm)} from the base (straight line) · {formatEstimate(where.minutes)} by road
            </Text>
          ) : null}
          {where && !where.inServiceArea ? (
            <Alert color="yellow" mt="xs" data-testid="pickup-warning">
              {warning ?? `Outside the service area (${where.serviceAreaKm} km around the base): check it with the caller.`}
            </Alert>
          ) : null}
        </Stack>
      ) : (
        <Text c="dimmed">No pickup point yet.</Text>
      )}
      {editing ? (
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <LazyBlock label="Loading the form">
            <PickupPointForm
              bookingId={booking.id}
              version={booking.version}
              onDone={(saved) => {
                setWarning(saved);
                setEditing(false);
              }}
            />
          </LazyBlock>
        </div>
      ) : null}
    </Paper>
  );
}

/** One click opens WhatsApp or the SMS app with the text for the booking's state (no messaging API). */
function CustomerMessage({ booking }: { booking: MessageBooking }) {
  const text = customerMessage(booking, siteContact);
  const language = booking.language ? CUSTOMER_LANGUAGE_NAMES[booking.language] : null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        Message the customer{language ? ` (in ${language}, the language they booked in)` : ''}
      </Title>
      {/* The message holds the tracking link: one long word that must wrap on a phone. */}
      <Text size="sm" c="dimmed" mb="sm" style={{ overflowWrap: 'anywhere' }} data-testid="customer-message">
        {text}
      </Text>
      <Group gap="xs">
        <Button component="a" href={customerWhatsAppLink(booking, siteContact)} target="_blank" rel="noopener noreferrer" color="green" variant="light">
          WhatsApp
        </Button>
        <Button component="a" href={customerSmsLink(booking, siteContact)} variant="light">
          SMS
        </Button>
      </Group>
    </Paper>
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

/** The family's tracking link as a full URL (the dashboard runs on the site's own origin). */
function absoluteTrackingUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/** Staff copy the family's private tracking link (to read it out or paste it anywhere). */
function TrackingLinkCopy({ path }: { path: string }) {
  const url = absoluteTrackingUrl(path);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        Tracking link for the family
      </Title>
      <Group gap="xs" wrap="nowrap">
        {/* miw 0 lets the link shrink and truncate: a flex item is never narrower than its text otherwise. */}
        <Text size="sm" truncate miw={0} data-testid="tracking-link">
          {url}
        </Text>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" color={copied ? 'teal' : undefined} onClick={copy} style={{ flexShrink: 0 }}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}

/** The step after `step` (null after the last). */
function stepAfter(step: CrewStep): CrewStep | null {
  return CREW_STEPS[CREW_STEPS.indexOf(step) + 1] ?? null;
}

/**
 * The crew's steps recorded by an operator (crews without a phone): same order and undo. A tap
 * shows the next step at once: taps not yet answered are kept here and laid over the booking as
 * the server last sent it (a refetch meanwhile, from any booking's live event, does not undo
 * them on screen). The answer then brings the booking's new version, and a refusal puts back what
 * the server holds. A tap made before that answer is sent after it, with the version it brought.
 */
function CrewSteps({ booking }: { booking: DetailBooking }) {
  const utils = trpc.useUtils();
  const record = trpc.bookings.recordStep.useMutation();
  const undo = trpc.bookings.undoStep.useMutation();
  // Taps go one after another, each made from the version the previous answer brought.
  const [inTurn] = useState(oneAfterAnother);
  const version = useRef(booking.version);
  useEffect(() => {
    version.current = Math.max(version.current, booking.version);
  }, [booking.version]);
  const [waiting, setWaiting] = useState<{ step: CrewStep; kind: 'record' | 'undo'; at: number }[]>([]);
  const run = (step: CrewStep, kind: 'record' | 'undo') => {
    const key = { id: booking.id };
    setWaiting((w) => [...w, { step, kind, at: Date.now() }]);
    const send = async () => {
      let failed = false;
      try {
        const input = { bookingId: booking.id, step, version: version.current };
        const result = await (kind === 'record' ? record.mutateAsync(input) : undo.mutateAsync(input));
        version.current = result.version;
        utils.bookings.byId.setData(key, (old) => old && { ...old, status: result.status, version: result.version, crewSteps: { next: result.next, undoable: result.undoable } });
      } catch (error) {
        failed = true;
        writeErrorToast('Step not recorded', error, () => void utils.bookings.byId.invalidate(key));
      } finally {
        // Answered (in order): no longer laid over what the server holds.
        setWaiting((w) => w.slice(1));
        refreshAfterChange(utils, ['booking'], { failed });
        void utils.bookings.timeline.invalidate(key);
      }
    };
    void inTurn(send);
  };
  let { next, undoable } = booking.crewSteps;
  for (const tap of waiting) {
    if (tap.kind === 'record') {
      next = stepAfter(tap.step);
      undoable = { step: tap.step, until: new Date(tap.at + STEP_UNDO_MS).toISOString() };
    } else {
      next = tap.step;
      undoable = null;
    }
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        Crew steps
      </Title>
      <Group gap="xs" data-testid="crew-steps">
        {CREW_STEPS.map((step) => (
          <Button
            key={step}
            size="xs"
            variant={next === step ? 'filled' : 'light'}
            aria-current={next === step ? 'step' : undefined}
            onClick={() => run(step, 'record')}
          >
            {CREW_STEP_LABELS[step]}
          </Button>
        ))}
        {undoable && (
          <Button size="xs" variant="subtle" onClick={() => run(undoable.step, 'undo')}>
            Undo “{CREW_STEP_LABELS[undoable.step]}”
          </Button>
        )}
      </Group>
    </Paper>
  );
}
