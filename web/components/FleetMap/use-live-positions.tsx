import { Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { PositionAnnouncement } from '../../../server/live/position-channel';
import { useLiveStream, type LiveStreamState } from '../../lib/live-stream';
import { trpc, type RouterOutputs } from '../../lib/staff-client';

export type FleetMapData = RouterOutputs['fleet']['positions'];

/** The newer of two fixes of one vehicle wins: a refetch never puts back an older one. */
function upsert(positions: PositionAnnouncement[], next: PositionAnnouncement): PositionAnnouncement[] {
  const current = positions.find((p) => p.ambulanceId === next.ambulanceId);
  if (current && Date.parse(current.fixedAt) > Date.parse(next.fixedAt)) return positions;
  return [...positions.filter((p) => p.ambulanceId !== next.ambulanceId), next];
}

/**
 * The fleet's latest positions (fleet.positions), kept current by fleet.onPosition: each
 * announcement patches the query's data; the stream's start and a reconnect read everything
 * again (what was announced before or meanwhile). With `vehicleId` (a booking's map), only that
 * vehicle's fixes are sent; another vehicle subscribes again.
 */
export function useLivePositions(vehicleId?: string): { data: FleetMapData | undefined; error: unknown; byVehicle: Map<string, PositionAnnouncement>; stream: LiveStreamState } {
  const utils = trpc.useUtils();
  const query = trpc.fleet.positions.useQuery();
  const stream = useLiveStream(utils.client.fleet.onPosition, vehicleId ? { vehicleId } : undefined, {
    onData: (position) => utils.fleet.positions.setData(undefined, (old) => old && { ...old, positions: upsert(old.positions, position) }),
    onAccessEnded: () => void utils.auth.me.invalidate(),
    onFirstStarted: () => void utils.fleet.positions.invalidate(),
    onReconnected: () => void utils.fleet.positions.invalidate(),
  });
  const byVehicle = useMemo(() => new Map((query.data?.positions ?? []).map((p) => [p.ambulanceId, p])), [query.data]);
  return { data: query.data, error: query.error, byVehicle, stream };
}

/**
 * Now, every second (ages and staleness move on). The dashboard has its own (lib/staff-queue);
 * sharing it would split it into a chunk of its own on the dashboard's first screen.
 */
export function useTicker(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const STREAM_TEXTS: Record<LiveStreamState['state'], string> = {
  off: '',
  connecting: 'Connecting positions…',
  live: 'Positions live',
  reconnecting: 'Positions reconnecting…',
  stopped: 'Positions stopped: reload the page',
};

/** Whether positions are arriving: nobody should trust a map that stopped moving. */
export function PositionsStatus({ stream }: { stream: LiveStreamState }) {
  return (
    <Text size="xs" role="status" data-testid="map-live-status" data-state={stream.state} c={stream.state === 'live' ? 'teal.9' : 'orange.9'}>
      {STREAM_TEXTS[stream.state]}
    </Text>
  );
}
