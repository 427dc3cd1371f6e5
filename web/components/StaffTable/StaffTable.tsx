import { Button, Group, Pagination, Table, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { apiErrorMessage, errorToast, successToast } from '../../lib/staff-feedback';

/**
 * What every staff table shows: a loading line, an empty line, or the table with its header
 * row (a `false` column is left out, e.g. Actions for a role that cannot act).
 */
export function StaffTableFrame<Row>(props: {
  pending: boolean;
  loadingText: string;
  emptyText: string;
  minWidth: number;
  columns: (string | false)[];
  rows: readonly Row[] | undefined;
  renderRow: (row: Row) => ReactNode;
}) {
  if (props.pending) return <Text>{props.loadingText}</Text>;
  if (!props.rows || props.rows.length === 0) return <Text>{props.emptyText}</Text>;
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => (column ? <Table.Th key={column}>{column}</Table.Th> : null))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{props.rows.map(props.renderRow)}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

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
  remove: (input: { id: string }) => Promise<unknown>;
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
      await options.remove({ id: row.id });
      successToast(options.success);
    } catch (error) {
      failed = true;
      errorToast(options.failure, apiErrorMessage(error));
    } finally {
      setBusy(false);
      setRow(null);
      options.refresh({ failed });
    }
  };
  return { row, ask: setRow, cancel: () => setRow(null), confirm, busy };
}
