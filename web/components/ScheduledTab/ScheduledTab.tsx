import { Alert, Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { BOOKING_STATUS_LABELS, SERVICE_TYPE_LABELS } from '../../../shared/booking-values';
import { TRIP_NEED_LABELS } from '../../../shared/schemas/partner';
import { formatCalendarDate } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { useFetchErrorToast } from '../../lib/staff-feedback';

type Hour = RouterOutputs['bookings']['scheduled']['days'][number]['hours'][number];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The control room's Scheduled view (issue 37.3): trips booked for a time over the next seven
 * Bengaluru days, by day and hour. An hour with more trips than the vehicles in service that
 * suit them is marked in red with both counts, so the reason is read, not guessed from a colour.
 */
export function ScheduledTab() {
  const week = trpc.bookings.scheduled.useQuery({});
  useFetchErrorToast(week.error, 'Failed to fetch scheduled trips');
  if (!week.data) return week.isPending ? <Loader aria-label="Loading scheduled trips" /> : null;
  const { days, vehiclesInService } = week.data;
  const overloaded = days.flatMap((d) => d.hours).filter((h) => h.overloaded).length;
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        Trips booked for a time, the next 7 days (Bengaluru time). {plural(vehiclesInService, 'vehicle', 'vehicles')} in service; a vehicle suits a trip as in the
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
