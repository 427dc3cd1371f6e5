import { Text } from '@mantine/core';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';

/**
 * The within-5-minutes share per day against the target line: plain SVG drawn here (no chart
 * library yet: @mantine/charts and recharts are not installed in this build). The table beside
 * it holds the exact figures for screen readers; each bar names its day and share.
 */
export function ShareChart({ days, target }: { days: { day: string; share: number | null }[]; target: number }) {
  if (days.length === 0) return null;
  const width = 600;
  const height = 180;
  const pad = 24;
  const slot = (width - pad) / days.length;
  const y = (share: number) => height - pad - share * (height - 2 * pad);
  return (
    <figure style={{ margin: 0 }} data-testid="share-chart">
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width * 1.5, display: 'block' }} role="img" aria-label="Share of requests called back within 5 minutes, per day, against the target">
        <line x1={pad} x2={width} y1={y(1)} y2={y(1)} stroke="var(--mantine-color-gray-3)" />
        <line x1={pad} x2={width} y1={y(0)} y2={y(0)} stroke="var(--mantine-color-gray-5)" />
        {days.map((d, i) => {
          const share = d.share ?? 0;
          const percent = d.share === null ? 'no requests' : `${Math.round(d.share * 1000) / 10}%`;
          return (
            <g key={d.day} data-testid="share-bar" data-day={d.day} data-share={percent}>
              <title>{`${format(parseISO(d.day), 'EEE d MMM')}: ${percent}`}</title>
              <rect
                x={pad + i * slot + slot * 0.15}
                width={slot * 0.7}
                y={y(share)}
                height={y(0) - y(share)}
                fill={d.share !== null && d.share >= target ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-orange-6)'}
              />
              <text x={pad + i * slot + slot / 2} y={height - 6} textAnchor="middle" fontSize="11" fill="currentColor">
                {format(parseISO(d.day), 'd MMM')}
              </text>
            </g>
          );
        })}
        <line x1={pad} x2={width} y1={y(target)} y2={y(target)} stroke="var(--mantine-color-red-7)" strokeDasharray="6 4" data-testid="target-line" />
        <text x={pad} y={y(target) - 4} fontSize="11" fill="var(--mantine-color-red-7)">
          {`Target ${Math.round(target * 100)}%`}
        </text>
      </svg>
      <Text component="figcaption" size="xs" c="dimmed">
        Share called back within 5 minutes per day; the dashed line is the target.
      </Text>
    </figure>
  );
}
