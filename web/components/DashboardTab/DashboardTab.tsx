import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useLiveStream } from '../../lib/live-stream';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { useFetchErrorToast } from '../../lib/staff-feedback';
import { useStreamed } from '../../lib/staff-refresh';
import { QueueFigures } from './QueueFigures';
import { RequestQueue } from './RequestQueue';

type Stats = RouterOutputs['dashboard']['stats'];

/** The eight cards of spec section 2, in its order. */
const CARDS: { key: keyof Stats; title: string; description: string; color: string }[] = [
  { key: 'totalBookings', title: 'Total Bookings', description: 'All-time', color: 'blue' },
  { key: 'todaysBookings', title: "Today's Bookings", description: 'Scheduled for today', color: 'cyan' },
  { key: 'pendingRequests', title: 'Pending Requests', description: 'Awaiting confirmation', color: 'yellow' },
  { key: 'confirmed', title: 'Confirmed', description: 'Active bookings', color: 'blue' },
  { key: 'totalFleet', title: 'Total Fleet', description: 'Ambulances in service', color: 'gray' },
  { key: 'availableAmbulances', title: 'Available Ambulances', description: 'Ready for dispatch', color: 'green' },
  { key: 'unreadInquiries', title: 'Unread Inquiries', description: 'Pending responses', color: 'red' },
  { key: 'completed', title: 'Completed', description: 'Finished bookings', color: 'green' },
];

const FIGURES = ['figures'] as const;

/**
 * Figures computed on the server in one call, then pushed by the server after each burst of
 * changes (computed once per process for every open dashboard, not refetched by each).
 */
export function DashboardTab() {
  const utils = trpc.useUtils();
  const stats = trpc.dashboard.stats.useQuery();
  const pushed = useLiveStream(utils.client.dashboard.onFigures, undefined, {
    // Over the first answer only: until it comes, the cards show they are loading.
    onData: (figures) => utils.dashboard.stats.setData(undefined, (current) => current && figures),
    onAccessEnded: () => void utils.auth.me.invalidate(),
  });
  // Only while the stream runs do changes leave the figures to it (staff-refresh.ts).
  useStreamed(FIGURES, pushed.state === 'live');
  useFetchErrorToast(stats.error, 'Failed to fetch dashboard figures');
  return (
    <>
      <RequestQueue />
      <QueueFigures stats={stats.data} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {CARDS.map((card) => (
          <Paper key={card.key} withBorder p="md" radius="md" data-testid={`stat-${card.key}`} aria-label={card.title}>
            <Text size="sm" fw={600} c="dimmed">
              {card.title}
            </Text>
            {stats.data ? (
              <Text fz={32} fw={700} c={card.color} data-testid="stat-value">
                {stats.data[card.key]}
              </Text>
            ) : (
              <Skeleton height={36} my={6} width="40%" data-testid="stat-loading" />
            )}
            <Text size="xs" c="dimmed">
              {card.description}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
