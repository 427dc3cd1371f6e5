import { Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { PositionAnnouncement } from '../../../server/live/position-channel';
import { useLiveStream, type LiveStreamState } from '../../lib/live-stream';
import { trpc, type RouterOutputs } from '../../lib/staff-client';

export type FleetMapData = RouterOutputs['fleet']['positions'];

/** The newer of two fixes of one vehicle wins. */
function upsert(positions: PositionAnnouncement[], next: PositionAnnouncement): PositionAnnouncement[] {
  const current = positions.find((p) => p.ambulanceId === next.ambulanceId);
  if (current && Date.parse(current.fixedAt) >= Date.parse(next.fixedAt)) return positions;
  return [...positions.filter((p) => p.ambulanceId !== next.ambulanceId), next];
}

/**
 * Every write to the maps' data keeps each vehicle's newest fix. A refetch's answer can be read
 * before a fix that was announced while it was on its way: taken as it is, it would put the
 * marker back where it was (seen in CI: the marker moved north, then back). Vehicles only in the
 * old data stay; the map and the table draw only the vehicles of fleet.list.
 */
function keepNewestFixes(old: unknown, next: unknown): unknown {
  const before = old as FleetMapData | undefined;
  const after = next as FleetMapData | undefined;
  if (!before || !after || before === after) return next;
  const positions = before.positions.reduce(upsert, after.positions);
  return positions === after.positions ? after : { ...after, positions };
}

/**
 * The fleet's latest positions (fleet.positions), kept current by fleet.onPosition: each
 * announcement patches the query's data; the stream's start and a reconnect read everything
 * again (what was announced before or meanwhile). With `vehicleId` (a booking's map), only that
 * vehicle's fixes are sent; another vehicle subscribes again.
 */
export function useLivePositions(vehicleId?: string): { data: FleetMapData | undefined; error: unknown; byVehicle: Map<string, PositionAnnouncement>; stream: LiveStreamState } {
  const utils = trpc.useUtils();
  const query = trpc.fleet.positions.useQuery(undefined, { structuralSharing: keepNewestFixes });
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
