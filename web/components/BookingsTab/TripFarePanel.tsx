import { Button, Checkbox, Group, NumberInput, Paper, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
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
type Options = NonNullable<RouterOutputs['fares']['trip']['options']>;

const labelOf = (list: { code: string; label: string }[] | undefined, code: string) => list?.find((o) => o.code === code)?.label ?? code;

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
  const [editing, setEditing] = useState<'total' | 'extras' | null>(null);
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
          {fare.addOns.length || fare.concessionCode ? (
            <Text size="sm" data-testid="trip-fare-extras">
              {[...fare.addOns.map((a) => `${labelOf(query.data?.options?.addOns, a.code)}${a.quantity > 1 ? ` × ${a.quantity}` : ''}`), ...(fare.concessionCode ? [`concession: ${labelOf(query.data?.options?.concessions, fare.concessionCode)}`] : [])].join(', ')}
            </Text>
          ) : null}
          {canManage && !editing ? (
            <Group>
              <Button size="xs" variant="default" onClick={() => setEditing('total')}>
                Change the fare
              </Button>
              {query.data?.options && (query.data.options.addOns.length || query.data.options.concessions.length) ? (
                <Button size="xs" variant="default" onClick={() => setEditing('extras')}>
                  Add-ons and concession
                </Button>
              ) : null}
            </Group>
          ) : null}
          {editing === 'total' ? <AdjustForm fare={fare} onDone={() => setEditing(null)} /> : null}
          {editing === 'extras' && query.data?.options ? <ExtrasForm fare={fare} options={query.data.options} onDone={() => setEditing(null)} /> : null}
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

/**
 * The trip's add-ons and concession, from its card: a per-trip add-on is ticked, a per-floor one
 * takes the floors carried. Saved, the fare is computed again and charged.
 */
function ExtrasForm({ fare, options, onDone }: { fare: Fare; options: Options; onDone: () => void }) {
  const utils = trpc.useUtils();
  const save = trpc.fares.setExtras.useMutation();
  const chosen = new Map(fare.addOns.map((a) => [a.code, a.quantity]));
  const [quantities, setQuantities] = useState<Record<string, number>>(Object.fromEntries(options.addOns.map((a) => [a.code, chosen.get(a.code) ?? 0])));
  const [concession, setConcession] = useState<string | null>(fare.concessionCode);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const addOns = Object.entries(quantities)
        .filter(([, quantity]) => quantity > 0)
        .map(([code, quantity]) => ({ code, quantity }));
      await save.mutateAsync({ bookingId: fare.bookingId, version: fare.version, addOns, concessionCode: concession });
      successToast('Fare computed again');
      onDone();
    } catch (error) {
      errorToast('Failed to change the add-ons', apiErrorMessage(error));
    } finally {
      void utils.fares.trip.invalidate({ bookingId: fare.bookingId });
      void utils.bookings.timeline.invalidate({ id: fare.bookingId });
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Add-ons and concession">
      <Stack gap="xs">
        {options.addOns.map((a) =>
          a.per === 'trip' ? (
            <Checkbox
              key={a.code}
              label={`${a.label} (${formatRupees(a.pricePaise)} per trip)`}
              checked={quantities[a.code] > 0}
              onChange={(e) => setQuantities((q) => ({ ...q, [a.code]: e.currentTarget.checked ? 1 : 0 }))}
            />
          ) : (
            <NumberInput
              key={a.code}
              label={`${a.label}: floors (${formatRupees(a.pricePaise)} per floor)`}
              min={0}
              max={50}
              allowDecimal={false}
              value={quantities[a.code]}
              onChange={(v) => setQuantities((q) => ({ ...q, [a.code]: typeof v === 'number' ? v : Number(v) || 0 }))}
            />
          ),
        )}
        {options.concessions.length ? (
          <Select
            label="Concession"
            data={[{ value: '', label: 'None' }, ...options.concessions.map((c) => ({ value: c.code, label: `${c.label} (${c.whoQualifies})` }))]}
            value={concession ?? ''}
            allowDeselect={false}
            onChange={(v) => setConcession(v ? v : null)}
          />
        ) : null}
        <Text size="xs" c="dimmed">
          Saved, the fare is computed again with these and charged (a total set by hand is replaced).
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save add-ons
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
