import { Group, Text } from '@mantine/core';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { REPORT_INTERVAL_LABELS, type ReportInterval } from '../../../shared/schemas/reports';
import { minutesShown } from './report-format';

/**
 * The intervals stacked per day. Only these five: they are consecutive (request → assigned →
 * on the way → at pickup → on board → at destination), so their bars add up to a trip's time.
 * Call-back, response and total overlap them (call-back runs beside assignment, response is
 * assignment + turnout + travel, total all of them and more): stacking those would count the
 * same minutes twice.
 */
export const STACKED_INTERVALS = ['assignment', 'turnout', 'travel', 'onScene', 'transport'] as const satisfies readonly ReportInterval[];

const COLORS: Record<(typeof STACKED_INTERVALS)[number], string> = {
  assignment: 'var(--mantine-color-blue-6)',
  turnout: 'var(--mantine-color-cyan-5)',
  travel: 'var(--mantine-color-teal-6)',
  onScene: 'var(--mantine-color-yellow-5)',
  transport: 'var(--mantine-color-grape-5)',
};

export interface IntervalsDay {
  day: string;
  /** p50 in seconds of each stacked interval, or null when no request had it. */
  p50: Record<(typeof STACKED_INTERVALS)[number], number | null>;
}

/**
 * Where the minutes go: per day, the p50 of each consecutive interval stacked (plain SVG, as
 * ShareChart). Medians of the parts do not add up to the median trip exactly; the bar shows
 * each part's typical length. The table beside it has the exact figures.
 */
export function IntervalsChart({ days }: { days: IntervalsDay[] }) {
  if (days.length === 0) return null;
  const width = 600;
  const height = 200;
  const pad = 24;
  const left = 40;
  const slot = (width - left) / days.length;
  const totals = days.map((d) => STACKED_INTERVALS.reduce((sum, k) => sum + (d.p50[k] ?? 0), 0));
  if (days.every((d) => STACKED_INTERVALS.every((k) => d.p50[k] === null))) {
    return (
      <Text size="sm" c="dimmed" data-testid="intervals-chart-empty">
        No trip steps (assignment to destination) recorded in this range: nothing to chart.
      </Text>
    );
  }
  // The scale's top: a whole number of minutes at least the tallest bar (at least 1).
  const topMinutes = Math.max(1, Math.ceil(Math.max(...totals) / 60));
  const y = (secs: number) => height - pad - (secs / (topMinutes * 60)) * (height - 2 * pad);
  return (
    <figure style={{ margin: 0 }} data-testid="intervals-chart">
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width * 1.5, display: 'block' }} role="img" aria-label="Where the minutes go: the median of each step of a trip, stacked, per day">
        <line x1={left} x2={width} y1={y(0)} y2={y(0)} stroke="var(--mantine-color-gray-5)" />
        <line x1={left} x2={width} y1={y(topMinutes * 60)} y2={y(topMinutes * 60)} stroke="var(--mantine-color-gray-3)" />
        <text x={left - 4} y={y(topMinutes * 60) + 4} textAnchor="end" fontSize="11" fill="currentColor">
          {`${topMinutes} min`}
        </text>
        <text x={left - 4} y={y(0) + 4} textAnchor="end" fontSize="11" fill="currentColor">
          0
        </text>
        {days.map((d, i) => {
          let base = 0;
          const label = format(parseISO(d.day), 'EEE d MMM');
          return (
            <g key={d.day} data-testid="intervals-day" data-day={d.day}>
              {STACKED_INTERVALS.map((k) => {
                const secs = d.p50[k];
                if (secs === null) return null;
                const bottom = base;
                base += secs;
                return (
                  <rect
                    key={k}
                    data-testid="intervals-bar"
                    data-day={d.day}
                    data-interval={k}
                    data-p50={minutesShown(secs)}
                    x={left + i * slot + slot * 0.15}
                    width={slot * 0.7}
                    y={y(bottom + secs)}
                    height={y(bottom) - y(bottom + secs)}
                    fill={COLORS[k]}
                  >
                    <title>{`${label}: ${REPORT_INTERVAL_LABELS[k]} p50 ${minutesShown(secs)}`}</title>
                  </rect>
                );
              })}
              <text x={left + i * slot + slot / 2} y={height - 6} textAnchor="middle" fontSize="11" fill="currentColor">
                {format(parseISO(d.day), 'd MMM')}
              </text>
            </g>
          );
        })}
      </svg>
      <Group gap="sm" aria-hidden="true">
        {STACKED_INTERVALS.map((k) => (
          <Group key={k} gap={4}>
            <svg width="10" height="10">
              <rect width="10" height="10" fill={COLORS[k]} />
            </svg>
            <Text size="xs">{REPORT_INTERVAL_LABELS[k]}</Text>
          </Group>
        ))}
      </Group>
      <Text component="figcaption" size="xs" c="dimmed">
        Median (p50) of each step per day, stacked: assignment, turnout, travel, on scene, transport (minutes:seconds in each bar&apos;s tooltip).
      </Text>
    </figure>
  );
}
