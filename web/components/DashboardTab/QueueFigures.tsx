import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RouterOutputs } from '../../lib/staff-client';
import { formatWait, useNow, waitLevel } from '../../lib/staff-queue';

type Stats = RouterOutputs['dashboard']['stats'];

const LEVEL_COLOR = { ok: 'teal', amber: 'yellow.8', red: 'red' } as const;

/** "3 min 12 s", "45 s", "1 h 05 min". */
function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(seconds / 3600)} h ${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')} min`;
}

/**
 * Beside the spec's eight cards: how the call-back promise is kept today (Bengaluru day), and
 * the fleet's maintenance. The oldest wait ticks every second from the server's arrival time.
 */
export function QueueFigures({ stats }: { stats: Stats | undefined }) {
  const since = stats?.oldestPendingSince ?? null;
  const now = useNow(since !== null);
  const oldestMs = since ? now - Date.parse(since) : null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="md">
      <Figure testId="oldestWait" title="Oldest wait now" description="Longest waiting request" loaded={Boolean(stats)}>
        {oldestMs === null ? (
          <Text fz={32} fw={700} c="teal" data-testid="figure-value">
            None
          </Text>
        ) : (
          <Text fz={32} fw={700} c={LEVEL_COLOR[waitLevel(oldestMs)]} data-testid="figure-value" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatWait(oldestMs)}
          </Text>
        )}
      </Figure>
      <Figure testId="waitedOver5" title="Waited over 5 min" description="Website requests today" loaded={Boolean(stats)}>
        <Text fz={32} fw={700} c={stats?.waitedOver5MinutesToday ? 'red' : 'teal'} data-testid="figure-value">
          {stats?.waitedOver5MinutesToday}
        </Text>
      </Figure>
      <Figure testId="medianConfirmation" title="Median time to confirm" description="Request to confirmation, today" loaded={Boolean(stats)}>
        <Text fz={32} fw={700} c="blue" data-testid="figure-value">
          {stats?.medianConfirmationSecondsToday == null ? 'None yet' : formatDuration(stats.medianConfirmationSecondsToday)}
        </Text>
      </Figure>
      <Figure testId="medianToArrival" title="Median time to arrive" description="Confirmation · request to arrival at pickup, today" loaded={Boolean(stats)}>
        <Text fz={32} fw={700} c="blue" data-testid="figure-value">
          {stats?.medianRequestToArrivalSecondsToday == null
            ? 'None yet'
            : `${stats.medianConfirmationToArrivalSecondsToday == null ? '–' : formatDuration(stats.medianConfirmationToArrivalSecondsToday)} · ${formatDuration(stats.medianRequestToArrivalSecondsToday)}`}
        </Text>
      </Figure>
      <Figure testId="maintenance" title="Maintenance" description="Overdue · due within 7 days" loaded={Boolean(stats)}>
        <Text fz={32} fw={700} c={stats?.maintenanceOverdue ? 'red' : stats?.maintenanceDueSoon ? 'yellow.8' : 'teal'} data-testid="figure-value">
          {stats?.maintenanceOverdue} · {stats?.maintenanceDueSoon}
        </Text>
      </Figure>
    </SimpleGrid>
  );
}

function Figure(props: { testId: string; title: string; description: string; loaded: boolean; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={`figure-${props.testId}`} aria-label={props.title}>
      <Text size="sm" fw={600} c="dimmed">
        {props.title}
      </Text>
      {props.loaded ? props.children : <Skeleton height={36} my={6} width="40%" />}
      <Text size="xs" c="dimmed">
        {props.description}
      </Text>
    </Paper>
  );
}
