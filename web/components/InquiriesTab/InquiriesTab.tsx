import { Anchor, Badge, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { refreshAfterChange } from '../../lib/staff-refresh';
import { useFetchErrorToast } from '../../lib/staff-feedback';
import { usePermission } from '../../lib/use-permission';
import { ConfirmDelete } from '../ConfirmDelete/ConfirmDelete';
import { useStaffSearch, useUrlSearchBox } from '../../lib/staff-search';
import { ListPagination, RowActions, StaffTableFrame, useConfirmedDelete } from '../StaffTable/StaffTable';

type Inquiry = RouterOutputs['inquiries']['list']['items'][number];

const PREVIEW_LENGTH = 60;
const preview = (message: string) => (message.length > PREVIEW_LENGTH ? `${message.slice(0, PREVIEW_LENGTH).trimEnd()}…` : message);

/** Spec section 2, Inquiries: contact submissions, newest first, 50 a page. */
export function InquiriesTab() {
  const canDelete = usePermission('manageOperations');
  const utils = trpc.useUtils();
  const { search: url, update, filter } = useStaffSearch();
  const searchBox = useUrlSearchBox(url.search, (search) => void filter({ search }, { replace: true }));
  const page = url.page ?? 1;
  const setPage = (next: number) => void update({ page: next });
  const spamView = url.spam === true;
  const inquiries = trpc.inquiries.list.useQuery(
    { page, search: url.search, possibleSpam: spamView },
    { placeholderData: (previous) => previous },
  );
  useFetchErrorToast(inquiries.error, 'Failed to fetch contact submissions');

  const [viewing, setViewing] = useState<Inquiry | null>(null);
  const remove = trpc.inquiries.delete.useMutation();
  const deletion = useConfirmedDelete<Inquiry>({
    remove: (inquiry) => remove.mutateAsync({ id: inquiry.id }),
    success: 'Contact submission deleted successfully',
    failure: 'Failed to delete contact submission',
    refresh: (outcome) => refreshAfterChange(utils, ['inquiry'], outcome),
  });


  const data = inquiries.data;
  return (
    <>
      <Group mb="md">
        <TextInput
          aria-label="Search inquiries"
          placeholder="Search name, email, phone or message"
          value={searchBox.text}
          onChange={(e) => searchBox.setText(e.currentTarget.value)}
          w={320}
        />
        <Switch label="Possible spam" checked={spamView} onChange={(e) => void filter({ spam: e.currentTarget.checked || undefined })} />
      </Group>

      <StaffTableFrame
        pending={inquiries.isPending}
        loadingText="Loading contact submissions..."
        emptyText="No contact submissions"
        minWidth={900}
        columns={[
          {
            label: 'Status',
            noWrap: true,
            cell: (inquiry) => (
              <Badge color={inquiry.isRead ? 'gray' : 'blue'} variant={inquiry.isRead ? 'light' : 'filled'}>
                {inquiry.isRead ? 'Read' : 'Unread'}
              </Badge>
            ),
          },
          { label: 'Name', title: true, cell: (inquiry) => inquiry.name },
          { label: 'Email', cell: (inquiry) => <Anchor href={`mailto:${inquiry.email}`}>{inquiry.email}</Anchor> },
          { label: 'Phone', cell: (inquiry) => (inquiry.phone ? <Anchor href={`tel:${inquiry.phone}`}>{inquiry.phone}</Anchor> : 'N/A') },
          { label: 'Message', cell: (inquiry) => <Text inherit maw={320}>{preview(inquiry.message)}</Text> },
          { label: 'Date', noWrap: true, cell: (inquiry) => formatDateTime(inquiry.createdAt) },
          {
            label: 'Actions',
            actions: true,
            cell: (inquiry) => (
              <RowActions
                label={`inquiry from ${inquiry.name}`}
                editText="View"
                onEdit={() => setViewing(inquiry)}
                onDelete={canDelete ? () => deletion.ask(inquiry) : undefined}
              />
            ),
          },
        ]}
        rows={data?.items}
        rowProps={(inquiry) => ({ fw: inquiry.isRead ? undefined : 600 })}
      />

      <ListPagination data={data} page={page} setPage={setPage} noun="inquiries" />

      <InquiryDetail inquiry={viewing} onClose={() => setViewing(null)} />
      <ConfirmDelete
        title="Delete contact submission?"
        state={deletion}
      >
        The message from {deletion.row?.name} will be deleted. This cannot be undone.
      </ConfirmDelete>
    </>
  );
}

/** The detail dialog; opening an unread inquiry marks it read (spec section 4). */
function InquiryDetail({ inquiry, onClose }: { inquiry: Inquiry | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const markRead = trpc.inquiries.markRead.useMutation({
    onSuccess: () => refreshAfterChange(utils, ['inquiry'], { failed: false }),
    // Spec section 8: a failure to mark read is only logged.
    onError: (error) => console.warn('Could not mark the inquiry read:', error.message),
  });
  const id = inquiry && !inquiry.isRead ? inquiry.id : null;
  const { mutate } = markRead;
  useEffect(() => {
    if (id) mutate({ id });
  }, [id, mutate]);

  return (
    <Modal opened={inquiry !== null} onClose={onClose} title={inquiry ? `Inquiry from ${inquiry.name}` : ''} size="lg" centered>
      {inquiry ? (
        <Stack gap="sm">
          <Detail label="Received">{formatDateTime(inquiry.createdAt)}</Detail>
          <Detail label="Name">{inquiry.name}</Detail>
          <Detail label="Email">
            <Anchor href={`mailto:${inquiry.email}`}>{inquiry.email}</Anchor>
          </Detail>
          {inquiry.phone ? (
            <Detail label="Phone">
              <Anchor href={`tel:${inquiry.phone}`}>{inquiry.phone}</Anchor>
            </Detail>
          ) : null}
          <Detail label="Message">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{inquiry.message}</Text>
          </Detail>
        </Stack>
      ) : null}
    </Modal>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}
