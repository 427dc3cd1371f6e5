import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { BOOKING_STATUS_COLORS, BOOKING_STATUS_LABELS } from '../../shared/booking-values';
import { formatDateTime } from '../lib/dates';
import { trpc } from '../lib/staff-client';
import { useFetchErrorToast } from '../lib/staff-feedback';
import { StaffTableFrame } from '../components/StaffTable/StaffTable';
import { partnerCancellation } from './cancel-reasons';
import { currentMonth, monthLabel, shiftMonth } from './months';
import { PartnerButtonLink } from './PartnerLinks';
import type { PartnerRouter } from './router';

/**
 * The organisation's trips of one month (Bengaluru time), the month in the URL, with the month
 * before and after as links and the month as CSV (GET /partner/history.csv?month=yyyy-MM, the
 * server's own route: a plain download, the session cookie is the access).
 */
export function History({ month: chosen }: { month: string | undefined }) {
  const month = chosen ?? currentMonth();
  const history = trpc.partner.history.useQuery({ month });
  useFetchErrorToast(history.error, 'Failed to fetch your history');
  const thisMonth = currentMonth();
  const trips = history.data?.items;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3" data-testid="history-month">
          {monthLabel(month)}
        </Title>
        <Anchor href={`/partner/history.csv?month=${month}`} download>
          Download CSV
        </Anchor>
      </Group>
      <Group gap="xs">
        <PartnerButtonLink<PartnerRouter, string, '/partner/history'> to="/partner/history" search={{ month: shiftMonth(month, -1) }} variant="default" size="xs">
          ← {monthLabel(shiftMonth(month, -1))}
        </PartnerButtonLink>
        {month < thisMonth ? (
          <PartnerButtonLink<PartnerRouter, string, '/partner/history'> to="/partner/history" search={{ month: shiftMonth(month, 1) }} variant="default" size="xs">
            {monthLabel(shiftMonth(month, 1))} →
          </PartnerButtonLink>
        ) : null}
      </Group>
      <StaffTableFrame
        pending={history.isPending}
        loadingText="Loading trips…"
        emptyText="No trips this month."
        minWidth={900}
        columns={[
          { label: 'When', noWrap: true, title: true, cell: (t) => formatDateTime(t.bookingDate) },
          { label: 'Patient', cell: (t) => t.patientName },
          { label: 'Reference', noWrap: true, cell: (t) => `#${t.reference}` },
          {
            label: 'Status',
            noWrap: true,
            cell: (t) => (
              <Badge color={BOOKING_STATUS_COLORS[t.status]} variant="light">
                {BOOKING_STATUS_LABELS[t.status]}
              </Badge>
            ),
          },
          { label: 'Destination', cell: (t) => t.dropoffLocation ?? '' },
          { label: 'Ambulance', noWrap: true, cell: (t) => t.vehicle?.number ?? '' },
          { label: 'Cancelled because', cell: (t) => (t.status === 'cancelled' ? partnerCancellation(t.cancelCode, t.cancelReason) : '') },
        ]}
        rows={trips}
      />
      {trips && trips.length > 0 ? (
        <Text size="xs" c="dimmed">
          {trips.length} trip{trips.length === 1 ? '' : 's'} in {monthLabel(month)}
        </Text>
      ) : null}
    </Stack>
  );
}
