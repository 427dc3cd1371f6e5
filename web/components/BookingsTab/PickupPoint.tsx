import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LazyBlock, lazyNamed } from '../../lib/staff-lazy';
import { formatDistance, formatEstimate, formatPoint, mapsLinkOf } from '../../../shared/geo';
import type { DetailBooking } from './BookingDetail';

/** The pickup point's form (and the validator) load when first opened. */
const PickupPointForm = lazyNamed(() => import('./PickupPointForm'), 'PickupPointForm');
/**
 * Where the patient is: the point (from the caller's phone, with its accuracy, or set by staff),
 * its distance and estimate from the base, a warning outside the service area, and for operators
 * and admins a form to set or correct it by pasting coordinates or a Google Maps link.
 */
export function PickupPoint({ booking, canManage }: { booking: DetailBooking; canManage: boolean }) {
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
