import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useRef } from 'react';
import { newestReading } from '../../../shared/figures-order';
import { useLiveStream } from '../../lib/live-stream';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { useFetchErrorToast } from '../../lib/staff-feedback';
import { useStreamed } from '../../lib/staff-refresh';
import { QueueFigures } from './QueueFigures';
import { RequestQueue } from './RequestQueue';

type Stats = RouterOutputs['dashboard']['stats'];

/** The eight cards of spec section 2, in its order. */
const CARDS: { key: Exclude<keyof Stats, 'asOf'>; title: string; description: string; color: string }[] = [
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
 *
 * The fetch's answer, the pushed figures (a process's cached ones first) and a refetch after a
 * reconnect arrive in any order, and the last to arrive may have been read first (issue 36: a
 * first fetch answered after the figures pushed for a newer request, or cached figures pushed
 * after a fresher fetch, held the cards a change or more behind until the next change). Each
 * says what it was read from (`asOf`), and the cards keep the newest, whatever comes last.
 */
export function DashboardTab() {
  const utils = trpc.useUtils();
  /** Figures pushed before the first answer: the cards still show they are loading, and the answer is compared with them. */
  const early = useRef<Stats | null>(null);
  const stats = trpc.dashboard.stats.useQuery(undefined, {
    // Every write to the cached figures, fetched or pushed, keeps the newest reading.
    structuralSharing: (cached, fetched) => newestReading(cached as Stats | undefined, fetched as Stats, early.current),
  });
  const pushed = useLiveStream(utils.client.dashboard.onFigures, undefined, {
    onData: (figures) => {
      if (utils.dashboard.stats.getData() === undefined) early.current = newestReading(early.current, figures) ?? null;
      else utils.dashboard.stats.setData(undefined, figures);
    },
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
