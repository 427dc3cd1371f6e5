import { Paper, Text, Title } from '@mantine/core';
import { formatRupees } from '../../../shared/money';
import { AMBULANCE_TYPE_LABELS } from '../../../shared/schemas/ambulance';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorMessage } from '../../lib/staff-feedback';

type NoEstimate = NonNullable<RouterOutputs['fares']['estimate']['reason']>;
const NO_ESTIMATE: Record<NoEstimate, string> = {
  no_card: 'No estimate: no rate card for this date.',
  no_points: 'No estimate yet: set the pickup point and a listed hospital.',
  quoted: 'No estimate: this service is quoted per trip.',
};

/**
 * The booking's fare range (issue 40.2). Two lines tall from its first frame, whatever it says:
 * it loads after the page and the assignment dialog, and a block that grows moves the buttons
 * below it under a dispatcher's click.
 */
export function FareEstimateText({ bookingId }: { bookingId: string }) {
  return (
    <Text mih="3.2em" lineClamp={2} data-testid="fare-estimate">
      <EstimateWords bookingId={bookingId} />
    </Text>
  );
}

function EstimateWords({ bookingId }: { bookingId: string }) {
  const estimate = trpc.fares.estimate.useQuery({ bookingId });
  if (estimate.error) return `No estimate: ${apiErrorMessage(estimate.error)}`;
  if (!estimate.data) return 'Estimating the fare…';
  const { estimate: e, reason } = estimate.data;
  if (!e) return NO_ESTIMATE[reason!];
  const range = e.lowPaise === e.highPaise ? formatRupees(e.lowPaise) : `${formatRupees(e.lowPaise)} – ${formatRupees(e.highPaise)}`;
  return `${range} · about ${Math.round(e.roadKm)} km by road · ${AMBULANCE_TYPE_LABELS[e.vehicleKind]}`;
}

/** The booking page's fare block: the range and what the final fare follows. */
export function FareEstimatePanel({ bookingId }: { bookingId: string }) {
  return (
    <Paper withBorder p="md" radius="md" aria-label="Fare estimate" component="section">
      <Title order={3} size="h5" mb="xs">
        Fare estimate
      </Title>
      <FareEstimateText bookingId={bookingId} />
      <Text size="sm" c="dimmed">
        The final fare follows the trip’s distance and waiting. Emergencies are dispatched before any payment.
      </Text>
    </Paper>
  );
}
