import { Anchor, Badge, Button, Group, Modal, Paper, Radio, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import { HISTORY_FIELD_LABELS, type HistoryEntryDTO } from '../../../shared/history';
import { ANONYMISED } from '../../../shared/privacy';
import { AMBULANCE_TYPE_LABELS, type AmbulanceType } from '../../../shared/schemas/ambulance';
import { BOOKING_STATUS_LABELS, CANCEL_REASON_MAX, SERVICE_TYPE_LABELS, type BookingStatus, type ServiceType } from '../../../shared/booking-values';
import { CANCEL_CODE_LABELS, CANCEL_CODES, cancellationShown, type CancelCode } from '../../../shared/cancel-codes';
import { proximityLabel } from '../../../shared/fleet-positions';
import { formatDateTime, formatTime } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { successToast, useFetchErrorToast } from '../../lib/staff-feedback';
import { writeErrorToast } from '../../lib/stale-write';
import { refreshAfterChange } from '../../lib/staff-refresh';
import { FareEstimateText } from './FareEstimate';

type Booking = RouterOutputs['bookings']['byId'];

/**
 * The next steps a dispatcher takes from each status (status is not in the edit form: it moves
 * only through these actions, assignment and the crew's steps, each with its checks). Named
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
  const callBack = trpc.bookings.recordCallBack.useMutation();
  const active = booking.status === 'pending' || booking.status === 'confirmed' || booking.status === 'in_progress';

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    let failed = false;
    try {
      await action();
      successToast(success);
    } catch (error) {
      failed = true;
      writeErrorToast(failure, error, () => refreshAfterChange(utils, ['booking', 'ambulance'], { failed: true }));
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
      {booking.status === 'cancelled' && cancellationShown(booking.cancelCode, booking.cancelReason) ? (
        <Text size="sm" mb="sm">
          Cancelled: {cancellationShown(booking.cancelCode, booking.cancelReason)}
        </Text>
      ) : null}
      {canManage && active ? (
        <Group gap="xs">
          <Button onClick={() => setAssigning(true)}>{a ? 'Reassign ambulance' : 'Assign ambulance'}</Button>
          {booking.calledBackAt ? null : (
            <Button
              variant="light"
              color="teal"
              loading={callBack.isPending}
              onClick={() => void run(() => callBack.mutateAsync({ id: booking.id, version: booking.version }), 'Call recorded', 'Failed to record the call')}
            >
              Called the customer
            </Button>
          )}
          {a ? (
            <Button
              variant="default"
              loading={unassign.isPending}
              onClick={() => void run(() => unassign.mutateAsync({ bookingId: booking.id, version: booking.version }), 'Ambulance unassigned', 'Failed to unassign ambulance')}
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
                  () => setStatus.mutateAsync({ id: booking.id, version: booking.version, status: step.status }),
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
            onConfirm={async (cancelCode, reason) => {
              const done = await run(
                () => setStatus.mutateAsync({ id: booking.id, version: booking.version, status: 'cancelled', cancelCode, reason }),
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

/**
 * Every vehicle, suitable ones first (nearest first when the booking has a pickup point);
 * refused ones cannot be chosen and say why.
 */
function AssignList(props: { booking: Booking; onDone: () => void; run: (action: () => Promise<unknown>, success: string, failure: string) => Promise<boolean> }) {
  const options = trpc.bookings.assignmentOptions.useQuery({ bookingId: props.booking.id });
  useFetchErrorToast(options.error, 'Failed to fetch ambulances');
  const assign = trpc.bookings.assign.useMutation();
  if (!options.data) return <Text>Loading ambulances...</Text>;
  if (options.data.vehicles.length === 0) return <Text>No ambulances in fleet</Text>;
  return (
    <Stack gap="xs">
      <FareEstimateText bookingId={props.booking.id} />
      {options.data.byDistance ? (
        <Text size="sm" c="dimmed">
          Suitable, free vehicles nearest the pickup point first (positions up to 10 min old).
        </Text>
      ) : null}
      {options.data.vehicles.map(({ ambulance: a, suitable, warning, refusal, current, proximity }) => (
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
              {options.data.byDistance ? (
                <Text size="sm" fw={proximity ? 600 : undefined} c={proximity ? undefined : 'dimmed'} data-testid="vehicle-distance">
                  {proximityLabel(proximity, options.dataUpdatedAt)}
                </Text>
              ) : null}
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
                  () => assign.mutateAsync({ bookingId: props.booking.id, ambulanceId: a.id, version: props.booking.version }),
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

/**
 * A coded reason (what the reports count) and optional text. Text alone, as before the codes,
 * is taken as "Other"; "Other" needs the text.
 */
function CancelForm(props: { onCancel: () => void; onConfirm: (code: CancelCode, reason: string | null) => Promise<void>; busy: boolean }) {
  const [code, setCode] = useState<CancelCode | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const text = reason.trim();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const chosen = code ?? (text ? 'other' : null);
        if (!chosen || (chosen === 'other' && !text)) return setError('Please give a reason for cancelling.');
        void props.onConfirm(chosen, text || null);
      }}
      noValidate
    >
      <Stack>
        <Radio.Group
          label="Why is it cancelled?"
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
        >
          <Stack gap={6} mt={4}>
            {CANCEL_CODES.map((c) => (
              <Radio key={c} value={c} label={CANCEL_CODE_LABELS[c]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Reason for cancelling"
          description={code && code !== 'other' ? 'Optional: anything to add' : undefined}
          required={!code || code === 'other'}
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
  called_back: 'Called the customer',
  prealert_sent: 'Pre-alert sent to the hospital',
  prealert_acknowledged: 'Hospital answered the pre-alert',
  fare_adjusted: 'Fare changed',
  bill_issued: 'Bill issued',
  bill_cancelled: 'Bill cancelled',
  payment_recorded: 'Payment recorded',
  invited: 'Person invited', access_ended: 'Access ended', date_skipped: 'Date skipped', date_moved: 'Date moved', paused: 'Paused', resumed: 'Resumed', ended: 'Ended',
};

/** Field values as people read them (statuses by label, times in Bengaluru). */
function shown(field: string, value: string | null): string {
  if (value === null || value === '') return 'none';
  if (field === 'status' && value in BOOKING_STATUS_LABELS) return BOOKING_STATUS_LABELS[value as BookingStatus];
  if (field === 'cancelCode' && value in CANCEL_CODE_LABELS) return CANCEL_CODE_LABELS[value as CancelCode];
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
                {/* Tapped on a crew's phone without signal: when it reached us, if a minute or more later. */}
                {entry.receivedAt && Date.parse(entry.receivedAt) - Date.parse(entry.occurredAt) >= 60_000 ? ` · received ${formatTime(entry.receivedAt)}` : null}
              </Text>
              {entry.changes.map((change) => (
                <Text size="sm" key={change.field}>
                  {HISTORY_FIELD_LABELS[change.field] ?? change.field}:{' '}
                  {change.erased ? ANONYMISED : `${shown(change.field, change.before)} → ${shown(change.field, change.after)}`}
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
