import { Button, Group, Paper, ScrollArea, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { CANCEL_CODE_LABELS } from '../../../shared/cancel-codes';
import { providerToday } from '../../../shared/dates';
import { CALL_BACK_TARGET, REPORT_INTERVAL_LABELS, REPORT_INTERVALS } from '../../../shared/schemas/reports';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { useFetchErrorToast } from '../../lib/staff-feedback';
import { useStaffSearch } from '../../lib/staff-search';
import { IntervalsChart, STACKED_INTERVALS, type IntervalsDay } from './IntervalsChart';
import { hoursShown, minutesShown, percentShown } from './report-format';
import { ShareChart } from './ShareChart';
import { VehiclesChart } from './VehiclesChart';
import { usePermission } from '../../lib/use-permission';
import { AccountsSection } from './AccountsSection';
import { HANDOVER_HEADER, HandoversBody, LONG_HANDOVER_HEADER, SimpleTable, handoverRows, longHandoverRows } from './HandoversSection';

type Figures = RouterOutputs['reports']['figures'];
type Vehicles = RouterOutputs['reports']['vehicles'];
type Cancellations = RouterOutputs['reports']['cancellations'];

/** The default range: the last 7 days, today included (Bengaluru). */
function lastSevenDays(): { from: string; to: string } {
  const today = providerToday();
  return { from: format(addDays(parseISO(today), -6), 'yyyy-MM-dd'), to: today };
}


/** One table's rows as CSV (quoted where needed), downloaded under `name`. */
function downloadCsv(name: string, header: string[], rows: (string | number | null)[][]) {
  const cell = (v: string | number | null) => {
    const text = v === null ? '' : String(v);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const csv = [header, ...rows].map((r) => r.map(cell).join(',')).join('\n') + '\n';
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The Reports tab (issue 21): is the 5-minute promise kept, and where the time goes, per day and
 * shift; per vehicle; cancellations by reason. Its range, shift and source are in the URL. It
 * only reads, so viewers see it as everyone does (the accounts below it are for operators and admins).
 */
export function ReportsTab() {
  const { search, update } = useStaffSearch();
  const defaults = lastSevenDays();
  const input = { from: search.from ?? defaults.from, to: search.to ?? defaults.to, shift: search.shift ?? 'all', source: search.source ?? 'all' } as const;
  const valid = input.from <= input.to;
  const figures = trpc.reports.figures.useQuery(input, { enabled: valid });
  const vehicles = trpc.reports.vehicles.useQuery(input, { enabled: valid });
  const cancellations = trpc.reports.cancellations.useQuery(input, { enabled: valid });
  const handovers = trpc.reports.handovers.useQuery(input, { enabled: valid });
  useFetchErrorToast(figures.error ?? vehicles.error ?? cancellations.error ?? handovers.error, 'Failed to fetch the reports');
  const suffix = `${input.from}_${input.to}_${input.shift}_${input.source}`;
  const canReadAccounts = usePermission('readAccounts');

  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" wrap="wrap">
          <TextInput type="date" label="From" value={input.from} max={input.to} onChange={(e) => e.currentTarget.value && void update({ from: e.currentTarget.value })} />
          <TextInput type="date" label="To" value={input.to} min={input.from} onChange={(e) => e.currentTarget.value && void update({ to: e.currentTarget.value })} />
          <LabelledSegments
            id="report-shift"
            label="Shift"
            value={input.shift}
            onChange={(shift) => void update({ shift })}
            data={[
              { value: 'all', label: 'Both' },
              { value: 'day', label: 'Day' },
              { value: 'night', label: 'Night' },
            ]}
          />
          <LabelledSegments
            id="report-source"
            label="Source"
            value={input.source}
            onChange={(source) => void update({ source })}
            data={[
              { value: 'all', label: 'Both' },
              { value: 'website', label: 'Website' },
              { value: 'staff', label: 'Staff' },
            ]}
          />
        </Group>
        {valid ? null : (
          <Text c="red" mt="xs" role="alert">
            The start date must be on or before the end date
          </Text>
        )}
      </Paper>
      <FiguresSection data={figures.data} shift={input.shift} file={`report-days_${suffix}.csv`} />
      <VehiclesSection data={vehicles.data} file={`report-vehicles_${suffix}.csv`} />
      <CancellationsSection data={cancellations.data} file={`report-cancellations_${suffix}.csv`} />
      <Section
        title="Hospital handovers"
        id="report-handovers"
        onDownload={handovers.data ? () => downloadCsv(`report-handovers_${suffix}.csv`, HANDOVER_HEADER, [...handoverRows(handovers.data), [], LONG_HANDOVER_HEADER, ...longHandoverRows(handovers.data)]) : undefined}
      >
        <HandoversBody data={handovers.data} />
      </Section>
      {canReadAccounts && valid ? <AccountsSection from={input.from} to={input.to} /> : null}
    </Stack>
  );
}

/** A SegmentedControl named by a label above it (it has no label of its own). */
function LabelledSegments<T extends string>(props: { id: string; label: string; value: T; onChange: (value: T) => void; data: { value: T; label: string }[] }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={props.id}>
        {props.label}
      </Text>
      <SegmentedControl aria-labelledby={props.id} value={props.value} onChange={props.onChange} data={props.data} />
    </Stack>
  );
}

function Section(props: { title: string; id: string; onDownload?: () => void; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={props.id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={props.id}>
          {props.title}
        </Title>
        {props.onDownload ? (
          <Button size="xs" variant="light" onClick={props.onDownload}>
            Download CSV
          </Button>
        ) : null}
      </Group>
      {props.children}
    </Paper>
  );
}

/** Per day (for the chosen shift, or both), then the whole range. */
function FiguresSection({ data, shift, file }: { data: Figures | undefined; shift: 'all' | 'day' | 'night'; file: string }) {
  // Every day of the range (the server lists days without requests too), then the total.
  const rows = (data ?? []).filter((r) => (r.day === null ? true : shift === 'all' ? r.shift === null : r.shift === shift));
  const days = rows.filter((r) => r.day !== null);
  const header = ['Day', 'Requests', 'Called within 5 min', 'Share within 5 min', ...REPORT_INTERVALS.flatMap((k) => [`${REPORT_INTERVAL_LABELS[k]} p50 (s)`, `${REPORT_INTERVAL_LABELS[k]} p90 (s)`])];
  const csvRows = rows.map((r) => [
    r.day ?? 'Total',
    r.requests,
    r.calledWithin5,
    r.within5Share === null ? null : Math.round(r.within5Share * 1000) / 1000,
    ...REPORT_INTERVALS.flatMap((k) => [r.intervals[k].p50, r.intervals[k].p90]),
  ]);
  return (
    <Section title="Call-back promise and intervals" id="report-days" onDownload={data ? () => downloadCsv(file, header, csvRows) : undefined}>
      <Text size="sm" c="dimmed" mb="xs">
        Target: {Math.round(CALL_BACK_TARGET * 100)}% of requests called back within 5 minutes. Times are minutes:seconds (p50 / p90).
      </Text>
      {!data ? (
        <Text c="dimmed">Loading figures...</Text>
      ) : rows.at(-1)?.requests === 0 ? (
        <Text c="dimmed">No requests in this range.</Text>
      ) : (
        <>
        <ShareChart days={days.map((r) => ({ day: r.day!, share: r.within5Share }))} target={CALL_BACK_TARGET} />
        <IntervalsChart days={days.map((r) => ({ day: r.day!, p50: Object.fromEntries(STACKED_INTERVALS.map((k) => [k, r.intervals[k].p50])) as IntervalsDay['p50'] }))} />
        <ScrollArea>
          <Table striped data-testid="report-days" miw={900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Requests</Table.Th>
                <Table.Th>Within 5 min</Table.Th>
                {REPORT_INTERVALS.map((k) => (
                  <Table.Th key={k}>{REPORT_INTERVAL_LABELS[k]}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.day ?? 'total'} data-testid="report-day" data-day={r.day ?? 'total'}>
                  <Table.Td>{r.day ? format(parseISO(r.day), 'EEE d MMM') : 'Total'}</Table.Td>
                  <Table.Td>{r.requests}</Table.Td>
                  <Table.Td data-testid="within5">
                    {percentShown(r.within5Share)} ({r.calledWithin5})
                  </Table.Td>
                  {REPORT_INTERVALS.map((k) => (
                    <Table.Td key={k} data-interval={k}>
                      {minutesShown(r.intervals[k].p50)} / {minutesShown(r.intervals[k].p90)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        </>
      )}
    </Section>
  );
}

function VehiclesSection({ data, file }: { data: Vehicles | undefined; file: string }) {
  const header = ['Vehicle', 'Trips', 'Hours busy', 'Hours in service', 'Utilisation', 'Median response (s)'];
  const round = (n: number) => Math.round(n * 100) / 100;
  const csvRows = (data ?? []).map((v) => [v.vehicleNumber, v.trips, round(v.busyHours), round(v.inServiceHours), v.utilisation === null ? null : round(v.utilisation), v.medianResponseSeconds]);
  return (
    <Section title="Vehicles" id="report-vehicles" onDownload={data ? () => downloadCsv(file, header, csvRows) : undefined}>
      {!data ? (
        <Text c="dimmed">Loading vehicles...</Text>
      ) : (
        <>
        <VehiclesChart vehicles={data} />
        <ScrollArea>
          <Table striped data-testid="report-vehicles">
            <Table.Thead>
              <Table.Tr>
                {header.map((h) => (
                  <Table.Th key={h}>{h.replace(' (s)', '')}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((v) => (
                <Table.Tr key={v.id} data-testid="report-vehicle" data-vehicle={v.vehicleNumber}>
                  <Table.Td>{v.vehicleNumber}</Table.Td>
                  <Table.Td data-testid="trips">{v.trips}</Table.Td>
                  <Table.Td data-testid="busy-hours">{hoursShown(v.busyHours)}</Table.Td>
                  <Table.Td data-testid="in-service-hours">{hoursShown(v.inServiceHours)}</Table.Td>
                  <Table.Td data-testid="utilisation">{percentShown(v.utilisation)}</Table.Td>
                  <Table.Td>{minutesShown(v.medianResponseSeconds)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        </>
      )}
    </Section>
  );
}

function CancellationsSection({ data, file }: { data: Cancellations | undefined; file: string }) {
  const header = ['Reason', 'Side', 'Cancellations'];
  const csvRows = (data?.byReason ?? []).map((r) => [CANCEL_CODE_LABELS[r.code], r.side === 'customer' ? "Customer's side" : 'Ours', r.count]);
  return (
    <Section title="Cancellations" id="report-cancellations" onDownload={data ? () => downloadCsv(file, header, csvRows) : undefined}>
      {!data ? (
        <Text c="dimmed">Loading cancellations...</Text>
      ) : (
        <>
          <Text size="sm" mb="xs" data-testid="cancel-sides">
            Customer&apos;s side: {data.customerSide} · Ours: {data.ourSide}
          </Text>
          <SimpleTable header={header} rows={csvRows} testId="report-cancellations" />
        </>
      )}
    </Section>
  );
}
