import { Alert, Badge, Button, CopyButton, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { INVITATION_VALID_DAYS, invitationCreateInput, type InvitationCreateInput } from '../../../shared/schemas/partner';
import { formatDateTime, formatDay } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorMessage, apiFieldError, errorToast, successToast, useFetchErrorToast } from '../../lib/staff-feedback';
import { StaffTableFrame } from '../StaffTable/StaffTable';

type Organisation = RouterOutputs['organisations']['list'][number];
type Invitation = RouterOutputs['organisations']['invite'] & { email: string };

/**
 * An organisation's people: invite one by e-mail (the link is shown here, to copy and send: the
 * platform sends no e-mail itself), see who has access, end a person's access (their sessions
 * end at once and they can no longer sign in to the partner console).
 */
export function OrganisationPeople({ organisation }: { organisation: Organisation }) {
  const utils = trpc.useUtils();
  // Read on every opening: who accepted an invitation meanwhile is no live event of this screen.
  const members = trpc.organisations.members.useQuery({ organisationId: organisation.id }, { staleTime: 0 });
  useFetchErrorToast(members.error, 'Failed to fetch people');
  const endAccess = trpc.organisations.endAccess.useMutation({
    onSuccess: (_result, { userId }) => {
      const email = members.data?.people.find((p) => p.userId === userId)?.email ?? 'The person';
      successToast('Access ended', `${email} can no longer sign in to the partner console.`);
    },
    onError: (error) => errorToast('Could not end the access', apiErrorMessage(error)),
    onSettled: () => void utils.organisations.invalidate(),
  });
  return (
    <Stack>
      <InviteForm organisation={organisation} />
      <Title order={3} size="h5">
        People with access
      </Title>
      <StaffTableFrame
        pending={members.isPending}
        loadingText="Loading people..."
        emptyText="Nobody yet: invite someone above."
        minWidth={520}
        columns={[
          { label: 'Name', title: true, cell: (p) => p.fullName },
          { label: 'Email', cell: (p) => p.email },
          { label: 'Since', noWrap: true, cell: (p) => formatDay(p.since) },
          {
            label: 'Actions',
            actions: true,
            cell: (p) => (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => endAccess.mutate({ userId: p.userId })}
                loading={endAccess.isPending && endAccess.variables?.userId === p.userId}
                aria-label={`End access of ${p.email}`}
              >
                End access
              </Button>
            ),
          },
        ]}
        rows={members.data?.people.map((p) => ({ ...p, id: p.userId }))}
      />
      {members.data && members.data.invitations.length > 0 ? (
        <>
          <Title order={3} size="h5">
            Invitations not used yet
          </Title>
          <StaffTableFrame
            pending={false}
            loadingText=""
            emptyText=""
            minWidth={520}
            columns={[
              { label: 'Name', title: true, cell: (i) => i.fullName },
              { label: 'Email', cell: (i) => i.email },
              {
                label: 'Link',
                noWrap: true,
                cell: (i) =>
                  i.expired ? (
                    <Badge variant="light" color="gray">
                      Expired
                    </Badge>
                  ) : (
                    `Valid until ${formatDateTime(i.expiresAt)}`
                  ),
              },
            ]}
            rows={members.data.invitations}
          />
        </>
      ) : null}
    </Stack>
  );
}

function InviteForm({ organisation }: { organisation: Organisation }) {
  const utils = trpc.useUtils();
  const invite = trpc.organisations.invite.useMutation();
  const [sent, setSent] = useState<Invitation | null>(null);
  const form = useForm<Required<InvitationCreateInput>>({
    initialValues: { organisationId: organisation.id, fullName: '', email: '' },
    validate: schemaResolver(invitationCreateInput, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const invitation = await invite.mutateAsync(values);
      setSent({ ...invitation, email: values.email.trim().toLowerCase() });
      form.reset();
      void utils.organisations.invalidate();
    } catch (error) {
      const field = (['fullName', 'email'] as const).find((name) => apiFieldError(error, name));
      if (field) form.setFieldError(field, apiFieldError(error, field));
      else errorToast('Could not invite', apiErrorMessage(error));
    }
  });
  return (
    <Stack gap="xs">
      <form onSubmit={submit} noValidate aria-label="Invite a person">
        <Stack gap="xs">
          <Title order={3} size="h5">
            Invite a person
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Full name" required {...form.getInputProps('fullName')} />
            <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              Create invitation link
            </Button>
          </Group>
        </Stack>
      </form>
      {sent ? (
        <Alert color="green" title={`Invitation for ${sent.email}`} data-testid="invitation">
          <Stack gap={6}>
            <Text size="sm">
              Send this link to them (e-mail, WhatsApp). It lets them set a password and sign in, works once, and expires on{' '}
              {formatDateTime(sent.expiresAt)} ({INVITATION_VALID_DAYS} days).
            </Text>
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="invitation-link">
              {sent.url}
            </Text>
            <CopyButton value={sent.url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} w="fit-content">
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
