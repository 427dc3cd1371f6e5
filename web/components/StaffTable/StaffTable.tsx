import { Button, Group, Pagination, Table, Text, type TableTrProps } from '@mantine/core';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { successToast } from '../../lib/staff-feedback';
import { writeErrorToast } from '../../lib/stale-write';
import './StaffTable.css';

/** One column of a staff table: its header, and what a row shows in it. */
export interface StaffColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Kept on one line (a badge or a date): a squeezed badge would truncate its label. */
  noWrap?: boolean;
  /** Names the row: the heading of its card on a phone (default: the first column). */
  title?: boolean;
  /** Buttons: on a phone's card they need no label in front of them. */
  actions?: boolean;
}

/**
 * What every staff table shows: a loading line, an empty line, or the table with its header
 * row (a `false` column is left out, e.g. Actions for a role that cannot act). On a phone
 * (StaffTable.css) each row is a card: the title column is its heading and every other cell
 * reads "Label value", so nothing scrolls sideways.
 */
export function StaffTableFrame<Row extends { id: string }>(props: {
  pending: boolean;
  loadingText: string;
  emptyText: string;
  /** Below this width the table scrolls inside its frame (computers and tablets). */
  minWidth: number;
  columns: (StaffColumn<Row> | false)[];
  rows: readonly Row[] | undefined;
  rowProps?: (row: Row) => TableTrProps;
}) {
  if (props.pending) return <Text>{props.loadingText}</Text>;
  if (!props.rows || props.rows.length === 0) return <Text>{props.emptyText}</Text>;
  const columns = props.columns.filter((column) => column !== false);
  const titleColumn = columns.find((column) => column.title) ?? columns[0];
  return (
    <div className="staff-table-frame" style={{ '--staff-table-min-width': `${props.minWidth}px` } as CSSProperties}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.id} {...props.rowProps?.(row)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.label}
                  data-label={column.actions || column === titleColumn ? undefined : column.label}
                  data-title={column === titleColumn || undefined}
                  data-actions={column.actions || undefined}
                  style={column.noWrap ? NO_WRAP : undefined}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Total and page links under a table (only when there is more than one page). */
export function ListPagination(props: {
  data: { total: number; pageCount: number } | undefined;
  page: number;
  setPage: (page: number) => void;
  noun: string;
}) {
  const { data, page, setPage } = props;
  // Rows deleted (here or elsewhere) can leave the current page past the end.
  useEffect(() => {
    if (data && page > data.pageCount) setPage(data.pageCount);
  }, [data, page, setPage]);
  if (!data || data.pageCount <= 1) return null;
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {data.total} {props.noun}
      </Text>
      <Pagination value={page} onChange={setPage} total={data.pageCount} aria-label={`${props.noun} pages`} />
    </Group>
  );
}

/** Edit and Delete buttons of a row; the labels name the row for screen readers. */
export function RowActions(props: { label: string; onEdit?: () => void; onDelete?: () => void; editText?: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {props.onEdit ? (
        <Button size="xs" variant="light" onClick={props.onEdit} aria-label={`${props.editText ?? 'Edit'} ${props.label}`}>
          {props.editText ?? 'Edit'}
        </Button>
      ) : null}
      {props.onDelete ? (
        <Button size="xs" variant="light" color="red" onClick={props.onDelete} aria-label={`Delete ${props.label}`}>
          Delete
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * The row waiting for delete confirmation, and the delete itself with the spec's toasts
 * (section 8). After a refused delete the table is refetched to show what the server holds.
 */
export function useConfirmedDelete<Row extends { id: string }>(options: {
  /** Deletes the row (a versioned row sends the version it was read at). */
  remove: (row: Row) => Promise<unknown>;
  success: string;
  failure: string;
  /** Called after the attempt; `failed` when the server refused it. */
  refresh: (outcome: { failed: boolean }) => void;
}) {
  const [row, setRow] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!row) return;
    setBusy(true);
    let failed = false;
    try {
      await options.remove(row);
      successToast(options.success);
    } catch (error) {
      failed = true;
      writeErrorToast(options.failure, error, () => options.refresh({ failed: true }));
    } finally {
      setBusy(false);
      setRow(null);
      options.refresh({ failed });
    }
  };
  return { row, ask: setRow, cancel: () => setRow(null), confirm, busy };
}
