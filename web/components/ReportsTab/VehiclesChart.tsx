import { Text } from '@mantine/core';
import type { RouterOutputs } from '../../lib/staff-client';
import { hoursShown, percentShown } from './report-format';

/** A vehicle's row of the report, as the server sends it. */
type VehicleBar = RouterOutputs['reports']['vehicles'][number];

/**
 * Bars per vehicle (plain SVG, as ShareChart): a pale bar for the hours in service over the
 * range, the hours busy on trips filled over it, so its share of the pale bar is the
 * utilisation; trips and utilisation written at the end. The table beside it has the figures.
 */
export function VehiclesChart({ vehicles }: { vehicles: VehicleBar[] }) {
  if (vehicles.length === 0) return null;
  const width = 600;
  const row = 20;
  const left = 110;
  const right = 150;
  const top = 4;
  const height = top + vehicles.length * row + 4;
  const most = Math.max(1e-9, ...vehicles.map((v) => Math.max(v.inServiceHours, v.busyHours)));
  const x = (hours: number) => left + (hours / most) * (width - left - right);
  return (
    <figure style={{ margin: 0 }} data-testid="vehicles-chart">
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width * 1.5, display: 'block' }} role="img" aria-label="Hours busy against hours in service, per vehicle">
        {vehicles.map((v, i) => {
          const yTop = top + i * row;
          const summary = `${v.trips} trips, ${percentShown(v.utilisation)}`;
          return (
            <g
              key={v.id}
              data-testid="vehicle-bar"
              data-vehicle={v.vehicleNumber}
              data-trips={v.trips}
              data-busy-hours={hoursShown(v.busyHours)}
              data-in-service-hours={hoursShown(v.inServiceHours)}
              data-utilisation={percentShown(v.utilisation)}
            >
              <title>{`${v.vehicleNumber}: ${hoursShown(v.busyHours)} h busy of ${hoursShown(v.inServiceHours)} h in service (${percentShown(v.utilisation)}), ${v.trips} trips`}</title>
              <text x={left - 6} y={yTop + row * 0.7} textAnchor="end" fontSize="11" fill="currentColor">
                {v.vehicleNumber}
              </text>
              <rect x={left} y={yTop + 3} width={x(v.inServiceHours) - left} height={row - 6} fill="var(--mantine-color-gray-2)" />
              <rect x={left} y={yTop + 3} width={x(v.busyHours) - left} height={row - 6} fill="var(--mantine-color-blue-6)" />
              <text x={width - right + 6} y={yTop + row * 0.7} fontSize="11" fill="currentColor">
                {summary}
              </text>
            </g>
          );
        })}
      </svg>
      <Text component="figcaption" size="xs" c="dimmed">
        Per vehicle: hours busy (dark) within hours in service (pale) over the range; trips and utilisation at the end.
      </Text>
    </figure>
  );
}
