import { AppShell, Badge, Button, Container, Group, Loader, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { ROLE_LABELS } from '../../../shared/roles';
import { SERVICE_TYPE_LABELS } from '../../../shared/schemas/booking';
import { trpc } from '../../lib/staff-client';

/** Spec "Admin screen": header with e-mail, role and Logout; the dashboard tabs. */
export function AdminScreen() {
  const me = trpc.auth.me.useQuery();
  const navigate = useNavigate();
  const { staff } = useRouteContext({ from: '/_console' });
  const signOut = trpc.auth.signOut.useMutation();

  const logout = async () => {
    try {
      await signOut.mutateAsync();
      await staff?.resetSession();
      notifications.show({ title: 'Logged out successfully!', message: 'See you soon.', color: 'green' });
      await navigate({ to: '/auth', replace: true });
    } catch {
      notifications.show({ title: 'Error', message: 'Failed to logout. Please try again.', color: 'red' });
    }
  };

  if (me.isPending) {
    return (
      <Group justify="center" mih="100vh">
        <Loader aria-label="Loading" />
      </Group>
    );
  }
  const user = me.data;
  if (!user) {
    void navigate({ to: '/auth', replace: true });
    return null;
  }

  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Title order={1} size="h3">
            Admin Dashboard
          </Title>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" truncate data-testid="header-email">
              {user.email}
            </Text>
            <Badge variant="light" data-testid="header-role">
              {user.role ? ROLE_LABELS[user.role] : 'No role'}
            </Badge>
            <Button variant="default" size="xs" onClick={logout} loading={signOut.isPending}>
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl">{user.role ? <StaffTabs isAdmin={user.role === 'admin'} /> : <AwaitingAccess />}</Container>
      </AppShell.Main>
    </AppShell>
  );
}

function AwaitingAccess() {
  return (
    <Paper withBorder p="xl" mt="xl" maw={560} mx="auto">
      <Stack>
        <Title order={2} size="h3">
          Waiting for an administrator
        </Title>
        <Text>
          Your account has been created, but it has no staff role yet. An administrator must grant you access before
          you can see bookings, the fleet or inquiries. This page updates by itself once they do.
        </Text>
      </Stack>
    </Paper>
  );
}

function StaffTabs({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Tabs defaultValue="dashboard" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="dashboard">Dashboard</Tabs.Tab>
        <Tabs.Tab value="bookings">Bookings</Tabs.Tab>
        <Tabs.Tab value="fleet">Fleet</Tabs.Tab>
        <Tabs.Tab value="inquiries">Inquiries</Tabs.Tab>
        {isAdmin ? <Tabs.Tab value="users">Users</Tabs.Tab> : null}
      </Tabs.List>
      <Tabs.Panel value="dashboard">
        <Text c="dimmed">Dashboard figures arrive in the dashboard issue.</Text>
      </Tabs.Panel>
      <Tabs.Panel value="bookings">
        <BookingsList />
      </Tabs.Panel>
      <Tabs.Panel value="fleet">
        <Text c="dimmed">Fleet management arrives in the dashboard issue.</Text>
      </Tabs.Panel>
      <Tabs.Panel value="inquiries">
        <Text c="dimmed">Inquiries arrive in the dashboard issue.</Text>
      </Tabs.Panel>
      {isAdmin ? (
        <Tabs.Panel value="users">
          <Text c="dimmed">User roles arrive in the dashboard issue.</Text>
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}

function BookingsList() {
  const utils = trpc.useUtils();
  const bookings = trpc.bookings.list.useQuery({ page: 1 });
  trpc.bookings.onChange.useSubscription(undefined, {
    onData: () => void utils.bookings.list.invalidate(),
  });
  if (bookings.isPending) return <Text>Loading bookings...</Text>;
  if (bookings.isError) return <Text c="red">Failed to fetch bookings</Text>;
  if (bookings.data.items.length === 0) return <Text>No bookings found</Text>;
  return (
    <Table striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Customer</Table.Th>
          <Table.Th>Phone</Table.Th>
          <Table.Th>Service</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bookings.data.items.map((b) => (
          <Table.Tr key={b.id}>
            <Table.Td>{b.customerName}</Table.Td>
            <Table.Td>{b.customerPhone}</Table.Td>
            <Table.Td>{SERVICE_TYPE_LABELS[b.serviceType]}</Table.Td>
            <Table.Td>{b.status}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
