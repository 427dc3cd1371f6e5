import { Alert, Badge, Button, Group, Select, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  BOOKING_STATUS_COLORS,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  bookingsExportUrl,
  SERVICE_TYPE_LABELS,
} from '../../../shared/booking-values';
import { formatDateTime } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { useFetchErrorToast } from '../../lib/staff-feedback';
import { usePermission } from '../../lib/use-permission';
import { ConfirmDelete } from '../ConfirmDelete/ConfirmDelete';
import { AnchorLink } from '../../lib/staff-links';
import { refreshAfterChange } from '../../lib/staff-refresh';
import { useStaffSearch, useUrlField, useUrlSearchBox } from '../../lib/staff-search';
import { ListPagination, RowActions, StaffTableFrame, useConfirmedDelete } from '../StaffTable/StaffTable';
import { BookingFormModal } from './BookingFormModal';

type Booking = RouterOutputs['bookings']['list']['items'][number];

const STATUS_FILTER = BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] }));

/** Spec section 2, Bookings: newest first, 50 a page, search and status filter on the server. */
export function BookingsTab() {
  const canManage = usePermission('manageOperations');
  const canExport = usePermission('exportBookings');
  const utils = trpc.useUtils();
  const { search: url, update, filter } = useStaffSearch();
  const searchBox = useUrlSearchBox(url.search, (search) => void filter({ search }, { replace: true }));
  const page = url.page ?? 1;
  const setPage = (next: number) => void update({ page: next });
  const spamView = url.spam === true;
  const [spamSwitch, showSpam] = useUrlField(spamView, (on) => void filter({ spam: on || undefined }));
  const bookings = trpc.bookings.list.useQuery(
    { page, search: url.search, status: url.status, possibleSpam: spamView },
    { placeholderData: (previous) => previous },
  );
  useFetchErrorToast(bookings.error, 'Failed to fetch bookings');

  const [editing, setEditing] = useState<Booking | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const remove = trpc.bookings.delete.useMutation();
  const deletion = useConfirmedDelete<Booking>({
    remove: (b) => remove.mutateAsync({ id: b.id, version: b.version }),
    success: 'Booking deleted successfully',
    failure: 'Failed to delete booking',
    refresh: (outcome) => refreshAfterChange(utils, ['booking'], outcome),
  });

  const openForm = (booking: Booking | null) => {
    setEditing(booking);
    setFormOpen(true);
  };

  const data = bookings.data;
  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group wrap="wrap">
          <TextInput
            aria-label="Search bookings"
            placeholder="Search name, phone, location or reference"
            value={searchBox.text}
            onChange={(e) => searchBox.setText(e.currentTarget.value)}
            w={280}
          />
          <Select
            aria-label="Filter by status"
            placeholder="All statuses"
            data={STATUS_FILTER}
            value={url.status ?? null}
            onChange={(value) => void filter({ status: BOOKING_STATUSES.find((s) => s === value) })}
            clearable
            w={180}
          />
          <Switch
            label="Possible spam"
            checked={spamSwitch}
            onChange={(e) => showSpam(e.currentTarget.checked)}
          />
        </Group>
        <Group gap="xs">
          {canExport ? (
            // A plain download from the HTTP route: the same search and filter as the table, every matching row.
            <Button component="a" variant="default" href={bookingsExportUrl({ search: url.search, status: url.status, possibleSpam: spamView })} download>
              Export CSV
            </Button>
          ) : null}
          {canManage ? <Button onClick={() => openForm(null)}>New Booking</Button> : null}
        </Group>
      </Group>

      {spamView ? (
        <Text size="sm" c="dimmed" mb="sm">
          Website requests past the per-address or per-phone budget: stored, kept out of the queue and raising no alert. Check
          each before calling back.
        </Text>
      ) : null}
      {!spamView && data && data.possibleSpamMatches > 0 ? (
        // Issue 37.3: the searched-for request may be one held as possible spam; say where it is.
        <Alert color="yellow" mb="sm" data-testid="spam-matches">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              {data.possibleSpamMatches === 1 ? '1 matching booking is' : `${data.possibleSpamMatches} matching bookings are`} in the Possible spam view.
            </Text>
            <Button size="xs" variant="light" onClick={() => showSpam(true)}>
              Show in Possible spam
            </Button>
          </Group>
        </Alert>
      ) : null}
      <StaffTableFrame
        pending={bookings.isPending}
        loadingText="Loading bookings..."
        emptyText="No bookings found"
        minWidth={900}
        columns={[
          {
            label: 'Customer',
            cell: (b) => (
              <AnchorLink to="/admin/bookings/$id" params={{ id: b.id }} fw={600}>
                {b.customerName}
              </AnchorLink>
            ),
          },
          { label: 'Phone', cell: (b) => b.customerPhone },
          { label: 'Service', cell: (b) => SERVICE_TYPE_LABELS[b.serviceType] },
          { label: 'From → To', cell: (b) => `${b.pickupLocation} → ${b.dropoffLocation ?? 'Not given'}` },
          { label: 'Date', noWrap: true, cell: (b) => formatDateTime(b.bookingDate) },
          {
            label: 'Status',
            noWrap: true,
            cell: (b) => (
              <Badge color={BOOKING_STATUS_COLORS[b.status]} variant="light">
                {BOOKING_STATUS_LABELS[b.status]}
              </Badge>
            ),
          },
          canManage && {
            label: 'Actions',
            actions: true,
            cell: (b) => (
              <RowActions label={`booking of ${b.customerName}`} onEdit={() => openForm(b)} onDelete={() => deletion.ask(b)} />
            ),
          },
        ]}
        rows={data?.items}
      />

      <ListPagination data={data} page={page} setPage={setPage} noun="bookings" />

      <BookingFormModal booking={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
      <ConfirmDelete
        title="Delete booking?"
        state={deletion}
      >
        The booking of {deletion.row?.customerName} will be deleted. This cannot be undone.
      </ConfirmDelete>
    </>
  );
}
