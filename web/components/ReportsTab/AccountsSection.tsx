import { Anchor, Group, Paper, Table, Text, Title } from '@mantine/core';
import { formatRupees } from '../../../shared/money';
import { ACCOUNTS_CSV_PATHS } from '../../../shared/schemas/fares';
import { formatDateTime } from '../../lib/dates';
import { trpc } from '../../lib/staff-client';
import { apiErrorMessage } from '../../lib/staff-feedback';

/**
 * The accounts (issue 40.5), for operators and admins: the period's bills and payments as CSV for
 * the accountant, and what is outstanding, by whom the bills are made out to.
 */
export function AccountsSection({ from, to }: { from: string; to: string }) {
  const outstanding = trpc.bills.outstanding.useQuery();
  const query = `?${new URLSearchParams({ from, to })}`;
  const rows = outstanding.data ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="report-accounts">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" id="report-accounts">
          Accounts
        </Title>
        <Group gap="md">
          <Anchor href={`${ACCOUNTS_CSV_PATHS.bills}${query}`} download>
            Bills of the period (CSV)
          </Anchor>
          <Anchor href={`${ACCOUNTS_CSV_PATHS.payments}${query}`} download>
            Payments of the period (CSV)
          </Anchor>
        </Group>
      </Group>
      <Text size="sm" fw={600} mb={4}>
        Outstanding
      </Text>
      {outstanding.error ? (
        <Text c="red">{apiErrorMessage(outstanding.error)}</Text>
      ) : !outstanding.data ? (
        <Text c="dimmed">Loading…</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">Nothing is due on any bill.</Text>
      ) : (
        <Table data-testid="accounts-outstanding">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Billed to</Table.Th>
              <Table.Th ta="right">Bills</Table.Th>
              <Table.Th ta="right">Due</Table.Th>
              <Table.Th>Oldest bill</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.recipientName}|${r.recipientGstin ?? ''}`}>
                <Table.Td>
                  {r.recipientName}
                  {r.recipientGstin ? ` (${r.recipientGstin})` : ''}
                </Table.Td>
                <Table.Td ta="right">{r.bills}</Table.Td>
                <Table.Td ta="right">{formatRupees(r.duePaise)}</Table.Td>
                <Table.Td>{formatDateTime(r.oldestIssuedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
