import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BOOKING_STATUS_COLORS, BOOKING_STATUS_LABELS } from '../../shared/booking-values';
import { formatEstimate } from '../../shared/geo';
import { TRIP_NEED_LABELS } from '../../shared/schemas/partner';
import { formatTime } from '../lib/dates';
import { trpc, type RouterOutputs } from '../lib/staff-client';
import { useFetchErrorToast } from '../lib/staff-feedback';
import { CancelTrip } from './CancelTrip';
import { boardDays, providerDay } from './months';
import { PartnerButtonLink } from './PartnerLinks';
import { useEstimateUpdates } from './use-estimate-updates';
import type { PartnerRouter } from './router';

export type BoardTrip = RouterOutputs['partner']['board']['items'][number];

/**
 * The board: the organisation's trips of today and tomorrow (Bengaluru days, as the server
 * reads them), each with its time, patient, status, vehicle and, while a vehicle is on its way,
 * the arrival estimate the family's tracking page shows. It keeps itself current over the live
 * stream (PartnerLive, in the frame), no reload; while a vehicle is on its way, its positions
 * move the estimate through the same live path (useEstimateUpdates), as no trip's change event
 * comes with them.
 */
export function Board() {
  const board = trpc.partner.board.useQuery();
  useEstimateUpdates(board.data?.items.some((t) => t.vehicle !== null && (t.status === 'confirmed' || t.status === 'in_progress')) ?? false);
  useFetchErrorToast(board.error, 'Failed to fetch your trips');
  const [cancelling, setCancelling] = useState<BoardTrip | null>(null);
  const { today, tomorrow } = boardDays();
  const trips = board.data?.items ?? [];
  const days = [
    { title: 'Today', empty: 'No trips today.', trips: trips.filter((t) => providerDay(t.bookingDate) <= today) },
    { title: 'Tomorrow', empty: 'No trips tomorrow.', trips: trips.filter((t) => providerDay(t.bookingDate) === tomorrow) },
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          Board
        </Title>
        <PartnerButtonLink<PartnerRouter> to="/partner/request" size="sm">
          Request a trip
        </PartnerButtonLink>
      </Group>
      {board.isPending ? <Text>Loading your trips…</Text> : null}
      {board.isPending
        ? null
        : days.map((day) => (
            <Stack key={day.title} gap="sm" component="section" aria-label={day.title}>
              <Title order={3} size="h4">
                {day.title}
              </Title>
              {day.trips.length === 0 ? (
                <Text c="dimmed">{day.empty}</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                  {day.trips.map((trip) => (
                    <TripCard key={trip.id} trip={trip} onCancel={() => setCancelling(trip)} />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          ))}
      <CancelTrip trip={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

function TripCard({ trip, onCancel }: { trip: BoardTrip; onCancel: () => void }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="board-trip" data-reference={trip.reference} aria-label={`Trip #${trip.reference}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} fz="lg" data-testid="trip-time">
            {formatTime(trip.bookingDate)}
          </Text>
          <Badge color={BOOKING_STATUS_COLORS[trip.status]} variant="light" data-testid="trip-status">
            {BOOKING_STATUS_LABELS[trip.status]}
          </Badge>
        </Group>
        <div>
          <Text fw={600} data-testid="trip-patient">
            {trip.patientName}
          </Text>
          <Text size="xs" c="dimmed">
            #{trip.reference}
            {trip.dropoffLocation ? ` · to ${trip.dropoffLocation}` : ''}
          </Text>
        </div>
        {trip.needs.length > 0 ? (
          <Group gap={4}>
            {trip.needs.map((need) => (
              <Badge key={need} size="sm" variant="outline" color="gray">
                {TRIP_NEED_LABELS[need]}
              </Badge>
            ))}
          </Group>
        ) : null}
        <Text size="sm" data-testid="trip-vehicle">
          {trip.vehicle ? `Ambulance ${trip.vehicle.number}` : 'No ambulance assigned yet'}
        </Text>
        {trip.arrivalMinutes !== null ? (
          <Text size="sm" fw={600} c="teal.9" data-testid="trip-arrival">
            {arrivalText(trip.arrivalMinutes)}
          </Text>
        ) : null}
        {trip.cancellable ? (
          <Group justify="flex-end">
            <Button size="xs" variant="subtle" color="red" onClick={onCancel} aria-label={`Cancel trip #${trip.reference}`}>
              Cancel trip
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** "About 7 min away", as the family's tracking page says it (never exact: shared/geo's formatEstimate). */
function arrivalText(minutes: number): string {
  const estimate = formatEstimate(minutes);
  return `${estimate.charAt(0).toUpperCase()}${estimate.slice(1)} away`;
}
