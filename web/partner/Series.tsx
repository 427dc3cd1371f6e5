import { Badge, Button, Checkbox, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { BOOKING_STATUS_COLORS, BOOKING_STATUS_LABELS, SERVICE_TYPE_LABELS, SERVICE_TYPES } from '../../shared/booking-values';
import { seriesCreateInput, TRIP_NEED_LABELS, TRIP_NEEDS, WEEKDAY_LABELS, WEEKDAYS, type SeriesCreateInput } from '../../shared/schemas/partner';
import { formatDateTime } from '../lib/dates';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { trpc, type RouterOutputs } from '../lib/staff-client';
import { apiErrorMessage, errorToast, successToast, useFetchErrorToast } from '../lib/staff-feedback';
import { writeErrorToast } from '../lib/stale-write';
import { boardDays } from './months';
import { MoveSeriesDate, type SeriesTrip } from './MoveSeriesDate';

type Series = RouterOutputs['partner']['series']['list'][number];
type Values = {
  idempotencyKey: string;
  trip: { patientName: string; patientPhone: string; pickupLocation: string; dropoffLocation: string; serviceType: SeriesCreateInput['trip']['serviceType']; needs: string[]; notes: string };
  pattern: { weekdays: string[]; time: string; returnTime: string; startDate: string; ends: 'weeks' | 'until'; weeks: number | string; untilDate: string };
};

const SERVICE_OPTIONS = SERVICE_TYPES.map((value) => ({ value, label: SERVICE_TYPE_LABELS[value] }));
/** How many coming trips a series shows (the rest follow as the weeks pass). */
const SHOWN_TRIPS = 8;

/**
 * The form's values as the schema takes them (weekdays are numbers; a blank return is none; the
 * series ends after a number of weeks or on a date, whichever is chosen, the other one null).
 */
function toInput(values: Values): SeriesCreateInput {
  const { ends, weeks, untilDate, ...pattern } = values.pattern;
  return {
    idempotencyKey: values.idempotencyKey,
    trip: { ...values.trip, pickupLocation: values.trip.pickupLocation || null, needs: values.trip.needs as SeriesCreateInput['trip']['needs'] },
    pattern: {
      ...pattern,
      weekdays: pattern.weekdays.map(Number),
      returnTime: pattern.returnTime || null,
      weeks: ends === 'weeks' && weeks !== '' ? Number(weeks) : null,
      untilDate: ends === 'until' ? untilDate || null : null,
    },
  };
}

/** The schema's message for "neither" is on `weeks`; with "until a date" chosen it belongs beside the date. */
function formErrors(values: Values) {
  const errors = schemaResolver(seriesCreateInput, { sync: true })(toInput(values));
  if (values.pattern.ends === 'until' && errors['pattern.weeks'] && !errors['pattern.untilDate']) {
    const { ['pattern.weeks']: message, ...rest } = errors;
    return { ...rest, 'pattern.untilDate': message };
  }
  return errors;
}

/**
 * Weekly series (issue 37.2): a dialysis run built once ("Mon, Wed and Fri at 07:00, back at
 * 11:30, for 12 weeks" or "until 31 March"), its coming trips, one date skipped or moved without
 * touching the others, and the
 * series paused (its coming trips not yet dispatched go), resumed or ended.
 * The series' trips are on the board like any other on their day.
 */
export function SeriesScreen() {
  const series = trpc.partner.series.list.useQuery();
  useFetchErrorToast(series.error, 'Failed to fetch your series');
  const [view, setView] = useState(0);
  return (
    <Stack gap="lg">
      <SeriesForm key={view} onCreated={() => setView((v) => v + 1)} />
      <Title order={2} size="h3">
        Your series
      </Title>
      {series.isPending ? <Text>Loading your series…</Text> : null}
      {series.data?.length === 0 ? <Text c="dimmed">No series yet.</Text> : null}
      {series.data?.map((s) => <SeriesCard key={s.id} series={s} />)}
    </Stack>
  );
}

function SeriesForm({ onCreated }: { onCreated: () => void }) {
  const utils = trpc.useUtils();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = trpc.partner.series.create.useMutation();
  const form = useForm<Values>({
    initialValues: {
      idempotencyKey,
      trip: { patientName: '', patientPhone: '', pickupLocation: '', dropoffLocation: '', serviceType: 'transfer', needs: [], notes: '' },
      pattern: { weekdays: [], time: '07:00', returnTime: '', startDate: boardDays().tomorrow, ends: 'weeks', weeks: 12, untilDate: '' },
    },
    validate: formErrors,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(toInput(values));
      successToast('Series created', `${created.comingTrips.length} coming trips for ${created.patientName}.`);
      void utils.partner.invalidate();
      onCreated();
    } catch (error) {
      errorToast('The series was not created', `${apiErrorMessage(error)} What you typed is kept: press Create series again (it will not be made twice).`);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="New weekly series">
      <Paper withBorder p="md">
        <Stack>
          <Title order={2} size="h3">
            New weekly series
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Patient name" required {...form.getInputProps('trip.patientName')} />
            <TextInput label="Patient phone" type="tel" required {...form.getInputProps('trip.patientPhone')} />
            <TextInput label="Pickup" description="Blank: your address" {...form.getInputProps('trip.pickupLocation')} />
            <TextInput label="Destination" required {...form.getInputProps('trip.dropoffLocation')} />
          </SimpleGrid>
          <Select label="Service type" required allowDeselect={false} data={SERVICE_OPTIONS} {...form.getInputProps('trip.serviceType')} />
          <Checkbox.Group label="Needs" {...form.getInputProps('trip.needs')}>
            <Group mt="xs">
              {TRIP_NEEDS.map((need) => (
                <Checkbox key={need} value={need} label={TRIP_NEED_LABELS[need]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox.Group label="Weekdays" required {...form.getInputProps('pattern.weekdays')}>
            <Group mt="xs" gap="sm">
              {WEEKDAYS.map((day) => (
                <Checkbox key={day} value={String(day)} label={WEEKDAY_LABELS[day]} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <TextInput label="Time" type="time" description="Bengaluru time" required {...form.getInputProps('pattern.time')} />
            <TextInput label="Return at" type="time" description="Optional" {...form.getInputProps('pattern.returnTime')} />
            <TextInput label="From" type="date" required {...form.getInputProps('pattern.startDate')} />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="series-ends-label">
              Ends
            </Text>
            <SegmentedControl
              aria-labelledby="series-ends-label"
              data={[
                { value: 'weeks', label: 'After a number of weeks' },
                { value: 'until', label: 'On a date' },
              ]}
              {...form.getInputProps('pattern.ends')}
            />
            {form.values.pattern.ends === 'weeks' ? (
              <NumberInput label="For weeks" min={1} max={52} required {...form.getInputProps('pattern.weeks')} />
            ) : (
              <TextInput label="Until" type="date" description="The last date of the series" required {...form.getInputProps('pattern.untilDate')} />
            )}
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Create series
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

function SeriesCard({ series }: { series: Series }) {
  const utils = trpc.useUtils();
  const skip = trpc.partner.series.skip.useMutation();
  const skipDate = async (date: string) => {
    try {
      await skip.mutateAsync({ id: series.id, version: series.version, date });
      successToast('Date skipped', `No trip for ${series.patientName} on ${date}; the other dates stay as they are.`);
    } catch (error) {
      writeErrorToast('Could not skip the date', error, () => void utils.partner.series.list.invalidate());
    } finally {
      void utils.partner.invalidate();
    }
  };
  const pause = trpc.partner.series.pause.useMutation();
  const resume = trpc.partner.series.resume.useMutation();
  const end = trpc.partner.series.end.useMutation();
  /** Pause, resume or end, made from the version shown (a stale one is refused, naming who changed it). */
  const setState = async (action: typeof pause, done: string) => {
    try {
      await action.mutateAsync({ id: series.id, version: series.version });
      successToast(done, `The series for ${series.patientName}.`);
    } catch (error) {
      writeErrorToast('Could not change the series', error, () => void utils.partner.series.list.invalidate());
    } finally {
      void utils.partner.invalidate();
    }
  };
  const [moving, setMoving] = useState<SeriesTrip | null>(null);
  const days = series.weekdays.map((d) => WEEKDAY_LABELS[d]).join(', ');
  return (
    <Paper withBorder p="md" data-testid="series" aria-label={`Series for ${series.patientName}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>{series.patientName}</Text>
          <Badge variant="light" color={series.state === 'active' ? 'green' : 'gray'}>
            {series.state === 'active' ? 'Active' : series.state === 'paused' ? 'Paused' : 'Ended'}
          </Badge>
        </Group>
        <Text size="sm">
          {days} at {series.time}
          {series.returnTime ? `, back at ${series.returnTime}` : ''} · {series.startDate} to {series.endDate} · to {series.dropoffLocation}
        </Text>
        {series.state === 'ended' ? null : (
          <Group gap="xs">
            {series.state === 'active' ? (
              <Button size="xs" variant="default" loading={pause.isPending} onClick={() => void setState(pause, 'Series paused')}>
                Pause
              </Button>
            ) : (
              <Button size="xs" variant="default" loading={resume.isPending} onClick={() => void setState(resume, 'Series resumed')}>
                Resume
              </Button>
            )}
            <Button size="xs" variant="subtle" color="red" loading={end.isPending} onClick={() => void setState(end, 'Series ended')}>
              End series
            </Button>
          </Group>
        )}
        <Text size="sm" fw={600}>
          Coming trips
        </Text>
        {series.comingTrips.length === 0 ? <Text size="sm" c="dimmed">None.</Text> : null}
        {series.comingTrips.slice(0, SHOWN_TRIPS).map((trip) => (
          <Group key={trip.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="series-trip" data-date={trip.seriesDate}>
            <Text size="sm">
              {formatDateTime(trip.bookingDate)}
              {trip.seriesLeg === 'return' ? ' (return)' : ''}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Badge size="sm" variant="light" color={BOOKING_STATUS_COLORS[trip.status]}>
                {trip.status === 'cancelled' ? 'Skipped' : BOOKING_STATUS_LABELS[trip.status]}
              </Badge>
              {trip.status !== 'cancelled' && trip.seriesLeg === 'out' && trip.cancellable && trip.seriesDate ? (
                <>
                  <Button size="compact-xs" variant="subtle" onClick={() => setMoving(trip)} aria-label={`Move ${trip.seriesDate}`}>
                    Move
                  </Button>
                  <Button size="compact-xs" variant="subtle" color="red" loading={skip.isPending && skip.variables?.date === trip.seriesDate} onClick={() => void skipDate(trip.seriesDate!)} aria-label={`Skip ${trip.seriesDate}`}>
                    Skip
                  </Button>
                </>
              ) : null}
            </Group>
          </Group>
        ))}
      </Stack>
      <MoveSeriesDate series={series} trip={moving} onClose={() => setMoving(null)} />
    </Paper>
  );
}
