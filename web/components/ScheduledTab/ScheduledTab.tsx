import { Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { useState } from 'react';
import { BOOKING_STATUS_LABELS, SERVICE_TYPE_LABELS } from '../../../shared/booking-values';
import { providerToday } from '../../../shared/dates';
import { TRIP_NEED_LABELS } from '../../../shared/schemas/partner';
import { SCHEDULED_VIEW_DAYS, scheduledWeekInput } from '../../../shared/schemas/scheduled';
import { formatCalendarDate } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { useFetchErrorToast } from '../../lib/staff-feedback';
import { useStaffSearch } from '../../lib/staff-search';

type Hour = RouterOutputs['bookings']['scheduled']['days'][number]['hours'][number];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A calendar day `days` after another (yyyy-MM-dd, no time zone involved). */
const shiftDay = (day: string, days: number) => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

/**
 * The control room's Scheduled view (issue 37.3): trips booked for a time over seven Bengaluru
 * days, by day and hour, from today or from the day in the URL (`?tab=scheduled&from=
 * 2026-12-10`: reload, Back and a shared link keep it). An hour with more trips than the vehicles
 * in service that suit them is marked in red with both counts, so the reason is read, not guessed
 * from a colour.
 */
export function ScheduledTab() {
  const { search, update } = useStaffSearch();
  // The URL's day as the API reads it (shared schema): a hand-typed year 411 says so, and shows today.
  const fromUrl = scheduledWeekInput.safeParse({ from: search.from });
  const from = fromUrl.success ? fromUrl.data.from : undefined;
  const week = trpc.bookings.scheduled.useQuery(from ? { from } : {});
  useFetchErrorToast(week.error, 'Failed to fetch scheduled trips');
  const first = from ?? providerToday();
  const show = (day: string | undefined) => void update({ from: day === providerToday() ? undefined : day });
  return (
    <Stack>
      <WindowControl first={first} urlError={fromUrl.success ? null : (fromUrl.error.issues[0]?.message ?? null)} onShow={show} />
      {week.data ? <Week week={week.data} /> : week.isPending ? <Loader aria-label="Loading scheduled trips" /> : null}
    </Stack>
  );
}

/** The window's first day: typed (checked by the shared schema before the URL changes), a week back or on, or today. */
function WindowControl({ first, urlError, onShow }: { first: string; urlError: string | null; onShow: (day: string | undefined) => void }) {
  const [typed, setTyped] = useState(first);
  const [shown, setShown] = useState(first);
  const [error, setError] = useState<string | null>(null);
  // The URL moved (Back, the buttons): the box shows its day.
  if (shown !== first) {
    setShown(first);
    setTyped(first);
    setError(null);
  }
  const choose = (value: string) => {
    setTyped(value);
    if (!value) return;
    const parsed = scheduledWeekInput.safeParse({ from: value });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'From: use yyyy-MM-dd');
    setError(null);
    onShow(parsed.data.from);
  };
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput label="Week from" type="date" value={typed} onChange={(e) => choose(e.currentTarget.value)} error={error ?? urlError} w={180} />
      <Button variant="default" onClick={() => onShow(shiftDay(first, -SCHEDULED_VIEW_DAYS))}>
        Previous 7 days
      </Button>
      <Button variant="default" onClick={() => onShow(shiftDay(first, SCHEDULED_VIEW_DAYS))}>
        Next 7 days
      </Button>
      <Button variant="subtle" onClick={() => onShow(undefined)}>
        Today
      </Button>
    </Group>
  );
}

function Week({ week }: { week: RouterOutputs['bookings']['scheduled'] }) {
  const { days, vehiclesInService } = week;
  const overloaded = days.flatMap((d) => d.hours).filter((h) => h.overloaded).length;
  const range = days.length > 0 ? `${formatCalendarDate(days[0].date)} to ${formatCalendarDate(days.at(-1)!.date)}` : '';
  return (
    <Stack>
      <Text c="dimmed" size="sm" data-testid="scheduled-range">
        Trips booked for a time, {range} (Bengaluru time). {plural(vehiclesInService, 'vehicle', 'vehicles')} in service; a vehicle suits a trip as in the
        assignment dialog.
      </Text>
      {overloaded > 0 ? (
        <Alert color="red" title={`${plural(overloaded, 'hour has', 'hours have')} more trips than suitable vehicles`}>
          Move a trip or free a vehicle before they enter the queue.
        </Alert>
      ) : null}
      {days.map((day) => (
        <section key={day.date} aria-label={formatCalendarDate(day.date)}>
          <Title order={3} size="h4" mb="xs">
            {formatCalendarDate(day.date)}
          </Title>
          {day.hours.length === 0 ? (
            <Text c="dimmed" size="sm">
              No scheduled trips
            </Text>
          ) : (
            <Stack gap="xs">
              {day.hours.map((hour) => (
                <HourCard key={hour.startsAt} hour={hour} />
              ))}
            </Stack>
          )}
        </section>
      ))}
    </Stack>
  );
}

function HourCard({ hour }: { hour: Hour }) {
  const counts = `${plural(hour.trips.length, 'trip', 'trips')}, ${plural(hour.suitableVehicles, 'suitable vehicle', 'suitable vehicles')}`;
  return (
    <Card withBorder padding="sm" data-overloaded={hour.overloaded || undefined} style={hour.overloaded ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Text fw={700}>{hour.hour}</Text>
        {hour.overloaded ? (
          <Badge color="red" variant="filled">
            Overloaded: {counts}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {counts}
          </Text>
        )}
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Patient</Table.Th>
              <Table.Th>Organisation</Table.Th>
              <Table.Th>Service</Table.Th>
              <Table.Th>Needs</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hour.trips.map((trip) => (
              <Table.Tr key={trip.id}>
                <Table.Td>{trip.time}</Table.Td>
                <Table.Td>{trip.patientName}</Table.Td>
                <Table.Td>{trip.organisation ?? 'Staff booking'}</Table.Td>
                <Table.Td>{SERVICE_TYPE_LABELS[trip.serviceType]}</Table.Td>
                <Table.Td>{trip.needs.length ? trip.needs.map((n) => TRIP_NEED_LABELS[n]).join(', ') : '—'}</Table.Td>
                <Table.Td>
                  {BOOKING_STATUS_LABELS[trip.status]}
                  {trip.queued ? ' (in the queue)' : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
