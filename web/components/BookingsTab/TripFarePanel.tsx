import { Button, Group, NumberInput, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import type { FareItemKind, FareSource } from '../../../shared/fares';
import { formatRupees } from '../../../shared/money';
import { fareAdjustInput } from '../../../shared/schemas/fares';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorMessage, errorToast, successToast } from '../../lib/staff-feedback';
import { hundredthsInputProps } from '../MoneyInput/hundredths-input';
import { TripBills } from './TripBills';

type Fare = NonNullable<RouterOutputs['fares']['trip']['fare']>;
type NoFare = NonNullable<RouterOutputs['fares']['trip']['reason']>;

const ITEM_LABELS: Record<FareItemKind, string> = {
  minimum: 'Minimum fare',
  distance: 'Distance after the km the minimum covers',
  waiting: 'Waiting at the pickup, after the free minutes',
  night: 'Night surcharge',
  concession: 'Concession',
  add_on: 'Add-on',
};
const SOURCE_TEXTS: Record<FareSource, string> = {
  odometer: 'from the odometer readings the crew entered at the start and the end',
  path: 'from the crew phone’s recorded path',
  estimate: 'estimated by road from the pickup point to the hospital (too few positions recorded)',
  none: 'not known (no path and no pickup point and hospital): the minimum fare',
};
const NO_FARE: Record<NoFare, string> = {
  not_completed: 'The fare is computed once the trip is completed.',
  no_card: 'No rate card was in force for this trip: set the fare by hand on the bill.',
  no_line: 'The rate card has no fare for this service on this vehicle: it is quoted.',
};

/**
 * A completed trip's fare (issue 40.3): the items the rate card gives, where the distance came
 * from, what is charged; operators may set another total with a reason (the timeline keeps it).
 */
export function TripFarePanel({ bookingId, canManage }: { bookingId: string; canManage: boolean }) {
  const query = trpc.fares.trip.useQuery({ bookingId });
  const [editing, setEditing] = useState(false);
  const fare = query.data?.fare ?? null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Trip fare">
      <Title order={3} size="h5" mb="xs">
        Trip fare
      </Title>
      {query.error ? <Text c="red">{apiErrorMessage(query.error)}</Text> : !query.data ? <Text c="dimmed">Loading the fare…</Text> : !fare ? <Text c="dimmed">{NO_FARE[query.data.reason!]}</Text> : null}
      {fare ? (
        <Stack gap="xs">
          <Table data-testid="trip-fare-items">
            <Table.Tbody>
              {fare.items.map((item, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{ITEM_LABELS[item.kind]}{item.code ? ` (${item.code})` : ''}</Table.Td>
                  <Table.Td ta="right">{formatRupees(item.paise)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th>{fare.totalPaise === fare.computedPaise ? 'Fare' : 'Fare from the card'}</Table.Th>
                <Table.Th ta="right">{formatRupees(fare.computedPaise)}</Table.Th>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="sm" c="dimmed">
            {(fare.distanceMetres / 1000).toFixed(1)} km, {SOURCE_TEXTS[fare.distanceSource]}; {fare.waitingMinutes} min waiting at the pickup.
          </Text>
          <Text fw={700} data-testid="trip-fare-total">
            Charged: {formatRupees(fare.totalPaise)}
            {fare.totalPaise !== fare.computedPaise || fare.adjustedByName ? ` (set by ${fare.adjustedByName ?? 'staff'}; the reason is on the timeline)` : ''}
          </Text>
          {canManage && !editing ? (
            <Group>
              <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                Change the fare
              </Button>
            </Group>
          ) : null}
          {editing ? <AdjustForm fare={fare} onDone={() => setEditing(false)} /> : null}
          <TripBills bookingId={bookingId} canManage={canManage} />
        </Stack>
      ) : null}
    </Paper>
  );
}

function AdjustForm({ fare, onDone }: { fare: Fare; onDone: () => void }) {
  const utils = trpc.useUtils();
  const adjust = trpc.fares.adjust.useMutation();
  const form = useForm({
    initialValues: { bookingId: fare.bookingId, version: fare.version, totalPaise: fare.totalPaise, reason: '' },
    validate: schemaResolver(fareAdjustInput, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await adjust.mutateAsync(values);
      successToast('Fare changed');
      onDone();
    } catch (error) {
      errorToast('Failed to change the fare', apiErrorMessage(error));
    } finally {
      void utils.fares.trip.invalidate({ bookingId: fare.bookingId });
      void utils.bookings.timeline.invalidate({ id: fare.bookingId });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <NumberInput
          label="Fare charged (₹)"
          min={0}
          {...hundredthsInputProps(form, 'totalPaise')}
        />
        <Textarea label="Reason" required autosize minRows={2} {...form.getInputProps('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={adjust.isPending}>
            Save fare
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
