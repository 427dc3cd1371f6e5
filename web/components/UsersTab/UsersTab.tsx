import { Badge, Button, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '../../../shared/roles';
import { formatDateTime, formatDay } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { refreshAfterChange } from '../../lib/staff-refresh';
import { apiErrorMessage, errorToast, successToast, useFetchErrorToast } from '../../lib/staff-feedback';
import { StaffTableFrame } from '../StaffTable/StaffTable';

type User = RouterOutputs['users']['list'][number];

/** "none" stands for no role in the select (a Select value cannot be null and chosen). */
const NO_ROLE = 'none';
/**
 * A partner's person (issue 37) gets that role only from an invitation, which names their
 * organisation (Organisations tab): shown, for an account that has it, but never chosen here.
 */
const ROLE_OPTIONS = [...ROLES.map((value) => ({ value, label: ROLE_LABELS[value], disabled: value === 'partner' })), { value: NO_ROLE, label: 'No role (no access)' }];

/** Spec section 2, Users (admins only): every account, newest first, and its role. */
export function UsersTab() {
  const users = trpc.users.list.useQuery();
  useFetchErrorToast(users.error, 'Failed to fetch user data');
  const [assigning, setAssigning] = useState<User | null>(null);
  const endSessions = trpc.users.endSessions.useMutation({
    onSuccess: ({ ended }, { userId }) => {
      const email = users.data?.find((u) => u.id === userId)?.email ?? 'The user';
      successToast('Sessions ended', `${email} is signed out on every device (${ended} session${ended === 1 ? '' : 's'}).`);
    },
    onError: (error) => errorToast('Could not end the sessions', apiErrorMessage(error)),
  });

  return (
    <>
      <StaffTableFrame
        pending={users.isPending}
        loadingText="Loading users..."
        emptyText="No users found"
        minWidth={800}
        columns={[
          { label: 'Name', cell: (user) => user.fullName },
          { label: 'Email', cell: (user) => user.email },
          { label: 'Phone', cell: (user) => user.phone ?? 'N/A' },
          {
            label: 'Role',
            cell: (user) =>
              user.role ? (
                // Wraps on a phone's card: the crew's vehicle picker goes under its badge.
                <Group gap="xs">
                  <Badge variant="light">{ROLE_LABELS[user.role]}</Badge>
                  {user.role === 'crew' && <CrewVehicleSelect user={user} />}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  No role
                </Text>
              ),
          },
          { label: 'Joined', cell: (user) => formatDay(user.createdAt) },
          {
            label: 'Actions',
            actions: true,
            cell: (user) => (
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => setAssigning(user)} aria-label={`Assign role to ${user.email}`}>
                  Assign Role
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => endSessions.mutate({ userId: user.id })}
                  loading={endSessions.isPending && endSessions.variables?.userId === user.id}
                  aria-label={`End sessions of ${user.email}`}
                >
                  End sessions
                </Button>
              </Group>
            ),
          },
        ]}
        rows={users.data}
      />
      <RoleChanges />
      <Modal opened={assigning !== null} onClose={() => setAssigning(null)} title="Assign Role" centered>
        {assigning ? <AssignRoleForm user={assigning} onDone={() => setAssigning(null)} /> : null}
      </Modal>
    </>
  );
}

const roleName = (role: Role | null) => (role ? ROLE_LABELS[role] : 'No role');

/** Who changed whose role, from what to what: newest first, kept for good (admins only). */
function RoleChanges() {
  const changes = trpc.users.roleChanges.useQuery();
  useFetchErrorToast(changes.error, 'Failed to fetch role changes');
  return (
    <Stack gap="xs" mt="xl" component="section" aria-labelledby="role-changes-title">
      <Title order={2} size="h4" id="role-changes-title">
        Role changes
      </Title>
      {!changes.data ? (
        <Text c="dimmed">Loading role changes...</Text>
      ) : changes.data.length === 0 ? (
        <Text c="dimmed">No role changes yet.</Text>
      ) : (
        changes.data.map((c) => (
          <Text size="sm" key={c.id} data-testid="role-change">
            <Text span c="dimmed">
              {formatDateTime(c.occurredAt)}
            </Text>{' '}
            {c.actor ? c.actor.name : 'System'} changed the role of {c.user.fullName ?? c.user.email ?? 'a deleted account'}
            {c.user.fullName && c.user.email ? ` (${c.user.email})` : ''} from {roleName(c.before)} to {roleName(c.after)}.
          </Text>
        ))
      )}
    </Stack>
  );
}

/** Defaults to the current role, or viewer for an account without one (spec section 4). */
function AssignRoleForm({ user, onDone }: { user: User; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [choice, setChoice] = useState<string>(user.role ?? 'viewer');
  const assign = trpc.users.assignRole.useMutation();

  const save = async () => {
    let failed = false;
    const role = choice === NO_ROLE ? null : (choice as Role);
    try {
      await assign.mutateAsync({ userId: user.id, role, expectedRole: user.role });
      // The row shows the new role at once (its refetch waits for the change's live event): a
      // change made right after starts from it, not from the role it replaced, which the
      // server would refuse as changed meanwhile (seen: 409 on an admin's second quick change).
      utils.users.list.setData(undefined, (rows) => rows?.map((row) => (row.id === user.id ? { ...row, role } : row)));
      successToast('Role assigned successfully', `${user.email} is now ${role === null ? 'without a role' : ROLE_LABELS[role]}.`);
      onDone();
    } catch (error) {
      failed = true;
      errorToast('Failed to assign role', apiErrorMessage(error));
    } finally {
      // One's own role: the account stream (AccountUpdates) brings it.
      refreshAfterChange(utils, ['user'], { failed });
    }
  };

  return (
    <Stack>
      <Text size="sm">
        {user.fullName} ({user.email})
      </Text>
      <Select label="Role" data={ROLE_OPTIONS} value={choice} onChange={(value) => value && setChoice(value)} allowDeselect={false} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={assign.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={assign.isPending}>
          Assign Role
        </Button>
      </Group>
    </Stack>
  );
}

/** A crew account's vehicle (issue 11): the crew sees only that vehicle's bookings. */
function CrewVehicleSelect({ user }: { user: User }) {
  const fleet = trpc.fleet.list.useQuery();
  const utils = trpc.useUtils();
  const link = trpc.users.linkVehicle.useMutation({
    onSuccess: () => void utils.users.list.invalidate(),
    onError: (error) => errorToast('Could not link the vehicle', apiErrorMessage(error)),
  });
  return (
    <Select
      size="xs"
      w={160}
      placeholder="No vehicle"
      aria-label={`Vehicle of ${user.email}`}
      data={(fleet.data ?? []).map((a) => ({ value: a.id, label: a.vehicleNumber }))}
      value={user.ambulanceId}
      clearable
      disabled={link.isPending}
      onChange={(ambulanceId) => link.mutate({ userId: user.id, ambulanceId: ambulanceId ?? null })}
    />
  );
}
