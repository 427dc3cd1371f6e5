import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import { HISTORY_FIELD_LABELS, type HistoryEntryDTO } from '../../../shared/history';
import { AMBULANCE_TYPE_LABELS, type AmbulanceType } from '../../../shared/schemas/ambulance';
import { BOOKING_STATUS_LABELS, CANCEL_REASON_MAX, SERVICE_TYPE_LABELS, type BookingStatus, type ServiceType } from '../../../shared/booking-values';
import { formatDateTime } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorMessage, errorToast, successToast, useFetchErrorToast } from '../../lib/staff-feedback';
import { refreshAfterChange } from '../../lib/staff-refresh';

type Booking = RouterOutputs['bookings']['byId'];

/**
 * The next steps a dispatcher takes from each status (any status stays reachable from Edit). Named
 * for the status, apart from the crew's steps on the booking's page ('On the way', 'Completed'), which also record
 * the step's time and need a vehicle.
 */
const NEXT_STEPS: Partial<Record<BookingStatus, { status: BookingStatus; label: string }[]>> = {
  pending: [{ status: 'confirmed', label: 'Confirm' }],
  confirmed: [{ status: 'in_progress', label: 'Mark in progress' }],
  in_progress: [{ status: 'completed', label: 'Mark completed' }],
};

/**
 * The booking's ambulance and status: assign (suitable vehicles first, with warnings and
 * refusals), unassign, move it on, cancel with a reason.
 */
export function BookingDispatch({ booking, canManage }: { booking: Booking; canManage: boolean }) {
  const utils = trpc.useUtils();
  const [assigning, setAssigning] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const setStatus = trpc.bookings.setStatus.useMutation();
  const unassign = trpc.bookings.unassign.useMutation();
  const active = booking.status === 'pending' || booking.status === 'confirmed' || booking.status === 'in_progress';

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    let failed = false;
    try {
      await action();
      successToast(success);
    } catch (error) {
      failed = true;
      errorToast(failure, apiErrorMessage(error));
    } finally {
      refreshAfterChange(utils, ['booking', 'ambulance'], { failed });
    }
    return !failed;
  };

  const a = booking.ambulance;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        Ambulance
      </Title>
      {a ? (
        <Stack gap={2} mb="sm" data-testid="assigned-ambulance">
          <Text fw={600}>
            {a.vehicleNumber} · {AMBULANCE_TYPE_LABELS[a.ambulanceType]}
          </Text>
          <Text size="sm">
            {a.driverName ? `Driver: ${a.driverName}` : 'No driver on record'}
            {a.driverPhone ? (
              <>
                {' · '}
                <Anchor href={`tel:${a.driverPhone.replace(/[^\d+]/g, '')}`}>{a.driverPhone}</Anchor>
              </>
            ) : null}
          </Text>
        </Stack>
      ) : (
        <Text c="dimmed" mb="sm">
          No ambulance assigned.
        </Text>
      )}
      {booking.cancelReason ? (
        <Text size="sm" mb="sm">
          Cancelled: {booking.cancelReason}
        </Text>
      ) : null}
      {canManage && active ? (
        <Group gap="xs">
          <Button onClick={() => setAssigning(true)}>{a ? 'Reassign ambulance' : 'Assign ambulance'}</Button>
          {a ? (
            <Button
              variant="default"
              loading={unassign.isPending}
              onClick={() => void run(() => unassign.mutateAsync({ bookingId: booking.id }), 'Ambulance unassigned', 'Failed to unassign ambulance')}
            >
              Unassign
            </Button>
          ) : null}
          {(NEXT_STEPS[booking.status] ?? []).map((step) => (
            <Button
              key={step.status}
              variant="light"
              loading={setStatus.isPending && setStatus.variables?.status === step.status}
              onClick={() =>
                void run(
                  () => setStatus.mutateAsync({ id: booking.id, status: step.status }),
                  `Booking marked ${BOOKING_STATUS_LABELS[step.status].toLowerCase()}`,
                  'Failed to update booking',
                )
              }
            >
              {step.label}
            </Button>
          ))}
          <Button variant="light" color="red" onClick={() => setCancelling(true)}>
            Cancel booking
          </Button>
        </Group>
      ) : null}

      <Modal opened={assigning} onClose={() => setAssigning(false)} title="Assign ambulance" size="lg" centered>
        {assigning ? <AssignList booking={booking} onDone={() => setAssigning(false)} run={run} /> : null}
      </Modal>
      <Modal opened={cancelling} onClose={() => setCancelling(false)} title="Cancel booking?" centered>
        {cancelling ? (
          <CancelForm
            onCancel={() => setCancelling(false)}
            onConfirm={async (reason) => {
              const done = await run(
                () => setStatus.mutateAsync({ id: booking.id, status: 'cancelled', reason }),
                'Booking cancelled',
                'Failed to cancel booking',
              );
              if (done) setCancelling(false);
            }}
            busy={setStatus.isPending}
          />
        ) : null}
      </Modal>
    </Paper>
  );
}

/** Every vehicle, suitable ones first; refused ones cannot be chosen and say why. */
function AssignList(props: { booking: Booking; onDone: () => void; run: (action: () => Promise<unknown>, success: string, failure: string) => Promise<boolean> }) {
  const options = trpc.bookings.assignmentOptions.useQuery({ bookingId: props.booking.id });
  useFetchErrorToast(options.error, 'Failed to fetch ambulances');
  const assign = trpc.bookings.assign.useMutation();
  if (!options.data) return <Text>Loading ambulances...</Text>;
  if (options.data.vehicles.length === 0) return <Text>No ambulances in fleet</Text>;
  return (
    <Stack gap="xs">
      {options.data.vehicles.map(({ ambulance: a, suitable, warning, refusal, current }) => (
        <Paper key={a.id} withBorder p="sm" data-testid="vehicle-option" aria-label={a.vehicleNumber}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Group gap="xs">
                <Text fw={600}>{a.vehicleNumber}</Text>
                <Text size="sm" c="dimmed">
                  {AMBULANCE_TYPE_LABELS[a.ambulanceType]}
                </Text>
                {suitable ? (
                  <Badge color="green" variant="light" size="sm">
                    Suitable
                  </Badge>
                ) : null}
                {current ? (
                  <Badge color="blue" variant="light" size="sm">
                    Current
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm">{a.driverName ? `Driver: ${a.driverName}` : 'No driver on record'}</Text>
              {warning ? (
                <Text size="sm" c="yellow.9" data-testid="vehicle-warning">
                  ⚠ {warning}
                </Text>
              ) : null}
              {refusal ? (
                <Text size="sm" c="red.8" data-testid="vehicle-refusal">
                  {refusal}
                </Text>
              ) : null}
            </div>
            <Button
              size="xs"
              disabled={refusal !== null || current}
              loading={assign.isPending && assign.variables?.ambulanceId === a.id}
              aria-label={`Assign ${a.vehicleNumber}`}
              onClick={() => void (async () => {
                const done = await props.run(
                  () => assign.mutateAsync({ bookingId: props.booking.id, ambulanceId: a.id }),
                  `${a.vehicleNumber} assigned`,
                  'Failed to assign ambulance',
                );
                if (done) props.onDone();
                else void options.refetch();
              })()}
            >
              Assign
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function CancelForm(props: { onCancel: () => void; onConfirm: (reason: string) => Promise<void>; busy: boolean }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!reason.trim()) return setError('Please give a reason for cancelling.');
        void props.onConfirm(reason.trim());
      }}
      noValidate
    >
      <Stack>
        <Textarea
          label="Reason for cancelling"
          required
          autosize
          minRows={2}
          maxLength={CANCEL_REASON_MAX}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
            Keep booking
          </Button>
          <Button type="submit" color="red" loading={props.busy}>
            Cancel booking
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const ACTION_LABELS: Record<HistoryEntryDTO['action'], string> = {
  created: 'Created',
  updated: 'Edited',
  status_changed: 'Status changed',
  assigned: 'Ambulance assigned',
  unassigned: 'Ambulance unassigned',
  dispatched: 'Dispatched',
  released: 'Released',
  availability_changed: 'Availability changed',
  deleted: 'Deleted',
  role_changed: 'Role changed',
  step_recorded: 'Crew step',
  step_undone: 'Crew step taken back',
  crew_vehicle_changed: 'Crew vehicle changed',
};

/** Field values as people read them (statuses by label, times in Bengaluru). */
function shown(field: string, value: string | null): string {
  if (value === null || value === '') return 'none';
  if (field === 'status' && value in BOOKING_STATUS_LABELS) return BOOKING_STATUS_LABELS[value as BookingStatus];
  if (field === 'serviceType' && value in SERVICE_TYPE_LABELS) return SERVICE_TYPE_LABELS[value as ServiceType];
  if (field === 'ambulanceType' && value in AMBULANCE_TYPE_LABELS) return AMBULANCE_TYPE_LABELS[value as AmbulanceType];
  if (field === 'bookingDate' && /^\d{4}-\d\d-\d\dT/.test(value)) return formatDateTime(value);
  return value;
}

/** Every change to the booking, oldest first: who, when, what from what to what. */
export function BookingTimeline({ bookingId }: { bookingId: string }) {
  const history = trpc.bookings.timeline.useQuery({ id: bookingId });
  useFetchErrorToast(history.error, 'Failed to fetch the timeline');
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        Timeline
      </Title>
      {!history.data ? (
        <Text c="dimmed">Loading timeline...</Text>
      ) : history.data.length === 0 ? (
        <Text c="dimmed">No history recorded.</Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} data-testid="timeline">
          {history.data.map((entry) => (
            <Timeline.Item key={entry.id} title={ACTION_LABELS[entry.action]} data-testid="timeline-entry">
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.occurredAt)} · {entry.actor ? entry.actor.name : entry.origin === 'website' ? 'Website' : 'System'}
              </Text>
              {entry.changes.map((change) => (
                <Text size="sm" key={change.field}>
                  {HISTORY_FIELD_LABELS[change.field] ?? change.field}: {shown(change.field, change.before)} → {shown(change.field, change.after)}
                </Text>
              ))}
              {entry.reason ? <Text size="sm">Reason: {entry.reason}</Text> : null}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
