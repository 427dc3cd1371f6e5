import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { useState } from 'react';
import { fromProviderLocal, PROVIDER_TIME_ZONE } from '../../shared/dates';
import { seriesMoveInput } from '../../shared/schemas/partner';
import { formatDateTime } from '../lib/dates';
import { trpc, type RouterOutputs } from '../lib/staff-client';
import { successToast } from '../lib/staff-feedback';
import { writeErrorToast } from '../lib/stale-write';

type Series = RouterOutputs['partner']['series']['list'][number];
export type SeriesTrip = Series['comingTrips'][number];

const inProvider = tz(PROVIDER_TIME_ZONE);

/**
 * Moves one date's trip of a series to another date and time (Bengaluru); its return moves by
 * the same amount and no other date changes (`partner.series.move`, made from the version shown).
 */
export function MoveSeriesDate({ series, trip, onClose }: { series: Series; trip: SeriesTrip | null; onClose: () => void }) {
  return (
    <Modal opened={trip !== null} onClose={onClose} title="Move one date" centered>
      {trip ? <MoveForm series={series} trip={trip} onDone={onClose} /> : null}
    </Modal>
  );
}

function MoveForm({ series, trip, onDone }: { series: Series; trip: SeriesTrip; onDone: () => void }) {
  const utils = trpc.useUtils();
  const move = trpc.partner.series.move.useMutation();
  const [date, setDate] = useState(() => format(trip.bookingDate, 'yyyy-MM-dd', { in: inProvider }));
  const [time, setTime] = useState(() => format(trip.bookingDate, 'HH:mm', { in: inProvider }));
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    // The date and time are read in Bengaluru whatever the browser's zone; the shared schema checks the instant.
    const to = fromProviderLocal(`${date}T${time}`)?.toISOString() ?? '';
    const parsed = seriesMoveInput.safeParse({ id: series.id, version: series.version, date: trip.seriesDate, to });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Choose a date and time');
    setError(null);
    try {
      await move.mutateAsync(parsed.data);
      successToast('Date moved', `The trip for ${series.patientName} of ${trip.seriesDate} is now at ${formatDateTime(parsed.data.to)}; the other dates stay as they are.`);
      onDone();
    } catch (err) {
      writeErrorToast('Could not move the date', err, onDone);
    } finally {
      void utils.partner.invalidate();
    }
  };
  return (
    <Stack>
      <Text size="sm">
        The trip of {trip.seriesDate}, now {formatDateTime(trip.bookingDate)}
        {series.returnTime ? ', and its return (moved by as much)' : ''}.
      </Text>
      <SimpleGrid cols={2}>
        <TextInput label="New date" type="date" required value={date} onChange={(e) => setDate(e.currentTarget.value)} />
        <TextInput label="New time" type="time" description="Bengaluru time" required value={time} onChange={(e) => setTime(e.currentTarget.value)} error={error} />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={move.isPending}>
          Keep it
        </Button>
        <Button onClick={() => void submit()} loading={move.isPending}>
          Move date
        </Button>
      </Group>
    </Stack>
  );
}
