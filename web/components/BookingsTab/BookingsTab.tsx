import { Badge, Button, Group, Pagination, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import {
  BOOKING_STATUS_COLORS,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  SERVICE_TYPE_LABELS,
  type BookingStatus,
} from '../../../shared/schemas/booking';
import { formatDateTime } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorMessage, errorToast, successToast, useFetchErrorToast } from '../../lib/staff-feedback';
import { NO_WRAP } from '../AdminScreen/table-styles';
import { usePermission } from '../AdminScreen/use-permission';
import { ConfirmDelete } from '../ConfirmDelete/ConfirmDelete';
import { BookingFormModal } from './BookingFormModal';

type Booking = RouterOutputs['bookings']['list']['items'][number];

const STATUS_FILTER = BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] }));

/** Spec section 2, Bookings: newest first, 50 a page, search and status filter on the server. */
export function BookingsTab() {
  const canManage = usePermission('manageOperations');
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<BookingStatus | null>(null);
  const bookings = trpc.bookings.list.useQuery(
    { page, search: debouncedSearch || undefined, status: status ?? undefined },
    { placeholderData: (previous) => previous },
  );
  useFetchErrorToast(bookings.error, 'Failed to fetch bookings');

  const [editing, setEditing] = useState<Booking | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Booking | null>(null);
  const remove = trpc.bookings.delete.useMutation();

  const openForm = (booking: Booking | null) => {
    setEditing(booking);
    setFormOpen(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      successToast('Booking deleted successfully');
    } catch (error) {
      errorToast('Failed to delete booking', apiErrorMessage(error));
    } finally {
      setDeleting(null);
      void utils.bookings.list.invalidate();
      void utils.dashboard.stats.invalidate();
    }
  };

  const data = bookings.data;
  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group wrap="wrap">
          <TextInput
            aria-label="Search bookings"
            placeholder="Search name, phone or location"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={280}
          />
          <Select
            aria-label="Filter by status"
            placeholder="All statuses"
            data={STATUS_FILTER}
            value={status}
            onChange={(value) => {
              setStatus(value as BookingStatus | null);
              setPage(1);
            }}
            clearable
            w={180}
          />
        </Group>
        {canManage ? <Button onClick={() => openForm(null)}>New Booking</Button> : null}
      </Group>

      {bookings.isPending ? (
        <Text>Loading bookings...</Text>
      ) : !data || data.items.length === 0 ? (
        <Text>No bookings found</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Service</Table.Th>
                <Table.Th>From → To</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Status</Table.Th>
                {canManage ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>{b.customerName}</Table.Td>
                  <Table.Td>{b.customerPhone}</Table.Td>
                  <Table.Td>{SERVICE_TYPE_LABELS[b.serviceType]}</Table.Td>
                  <Table.Td>
                    {b.pickupLocation} → {b.dropoffLocation ?? 'Not given'}
                  </Table.Td>
                  <Table.Td style={NO_WRAP}>{formatDateTime(b.bookingDate)}</Table.Td>
                  <Table.Td style={NO_WRAP}>
                    <Badge color={BOOKING_STATUS_COLORS[b.status]} variant="light">
                      {BOOKING_STATUS_LABELS[b.status]}
                    </Badge>
                  </Table.Td>
                  {canManage ? (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => openForm(b)} aria-label={`Edit booking of ${b.customerName}`}>
                          Edit
                        </Button>
                        <Button size="xs" variant="light" color="red" onClick={() => setDeleting(b)} aria-label={`Delete booking of ${b.customerName}`}>
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {data && data.pageCount > 1 ? (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {data.total} bookings
          </Text>
          <Pagination value={page} onChange={setPage} total={data.pageCount} aria-label="Bookings pages" />
        </Group>
      ) : null}

      <BookingFormModal booking={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
      <ConfirmDelete
        opened={deleting !== null}
        title="Delete booking?"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        The booking of {deleting?.customerName} will be deleted. This cannot be undone.
      </ConfirmDelete>
    </>
  );
}
