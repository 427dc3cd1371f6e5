import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/dates';
import type { RouterOutputs } from '../../lib/staff-client';
import { minutesShown, percentShown } from './report-format';

type Handovers = RouterOutputs['reports']['handovers'];

export const HANDOVER_HEADER = ['Hospital', 'Trips', 'Handover p50', 'Handover p90', 'Within 15 min', 'Pre-alerts', 'Pre-alert lead p50'];
export const LONG_HANDOVER_HEADER = ['Booking', 'Hospital', 'Arrived', 'Handed over', 'Handover'];

/** The table's rows, as the CSV has them (times as m:ss). */
export function handoverRows(data: Handovers): (string | number | null)[][] {
  return data.hospitals.map((h) => [
    h.hospital ?? 'All hospitals',
    h.trips,
    minutesShown(h.handover.p50),
    minutesShown(h.handover.p90),
    `${h.within15} (${percentShown(h.within15Share)})`,
    h.prealerts,
    minutesShown(h.prealertLeadP50),
  ]);
}

export function longHandoverRows(data: Handovers): (string | number | null)[][] {
  return data.over45.map((t) => [t.bookingId.slice(0, 8).toUpperCase(), t.hospital ?? 'No longer listed', formatDateTime(t.arrivedAt), formatDateTime(t.handedOverAt), minutesShown(t.seconds)]);
}

/** A bar per hospital: its p50 handover against the 15-minute line (a chart in plain elements). */
function HandoverBars({ data }: { data: Handovers }) {
  const rows = data.hospitals.filter((h) => h.hospital !== null && h.handover.p50 !== null);
  const max = Math.max(45 * 60, ...rows.map((h) => h.handover.p90 ?? 0));
  return (
    <div role="img" aria-label="Median handover per hospital against the 15-minute target" data-testid="handover-chart" style={{ margin: '0.5rem 0' }}>
      {rows.map((h) => (
        <div key={h.hospitalId ?? h.hospital} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}>
          <span style={{ flex: '0 0 9rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{h.hospital}</span>
          <span style={{ flex: 1, position: 'relative', height: 12, background: '#f1f3f5' }}>
            <span style={{ position: 'absolute', inset: 0, width: `${(100 * h.handover.p50!) / max}%`, background: h.handover.p50! <= 900 ? '#2b8a3e' : '#e8590c' }} />
            <span style={{ position: 'absolute', top: -2, bottom: -2, left: `${(100 * 900) / max}%`, width: 2, background: '#1a1b1e' }} />
          </span>
          <span style={{ flex: '0 0 3rem' }}>{minutesShown(h.handover.p50)}</span>
        </div>
      ))}
    </div>
  );
}

/** A report's rows as a table, each cell as its CSV has it. */
export function SimpleTable({ header, rows, testId }: { header: string[]; rows: (string | number | null)[][]; testId: string }): ReactNode {
  return (
    <Table striped data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {header.map((h) => (
            <Table.Th key={h}>{h}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r, i) => (
          <Table.Tr key={i}>
            {r.map((c, j) => (
              <Table.Td key={j}>{c}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Handovers at the receiving hospitals (issue 39.4): the table, a chart, and the trips over 45 minutes. */
export function HandoversBody({ data }: { data: Handovers | undefined }) {
  if (!data) return <Text c="dimmed">Loading handovers...</Text>;
  return (
    <>
      <Text size="sm" mb="xs">
        Arrived at hospital → patient handed over (m:ss); target within 15 minutes, never over 45. Pre-alert lead: sent → arrival.
      </Text>
      <HandoverBars data={data} />
      <SimpleTable header={HANDOVER_HEADER} rows={handoverRows(data)} testId="report-handovers" />
      <Text size="sm" fw={600} mt="md">
        Handovers over 45 minutes: {data.over45.length}
      </Text>
      {data.over45.length ? <SimpleTable header={LONG_HANDOVER_HEADER} rows={longHandoverRows(data)} testId="report-long-handovers" /> : null}
    </>
  );
}
