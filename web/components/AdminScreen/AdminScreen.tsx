import { AppShell, Badge, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ROLE_LABELS } from '../../../shared/roles';
import { leaveFlashToast, takeFlashToast } from '../../lib/flash-toast';
import { leavePage } from '../../lib/leave-page';
import { trpc } from '../../lib/staff-client';
import { AccountUpdates, LiveUpdates } from '../LiveUpdates/LiveUpdates';
import { RequestAlerts } from '../LiveUpdates/RequestAlerts';

/** Spec "Admin screen": header with e-mail, role and Logout; the dashboard tabs. */
export function AdminScreen() {
  const me = trpc.auth.me.useQuery();
  const signOut = trpc.auth.signOut.useMutation();
  const signOutEverywhere = trpc.auth.signOutEverywhere.useMutation();

  /** Logout (this browser), or every session of the account (a lost phone, a shared PC). */
  const logout = async (everywhere = false) => {
    try {
      await (everywhere ? signOutEverywhere : signOut).mutateAsync();
      // Shown by the sign-in screen, a page of its own.
      leaveFlashToast({
        title: 'Logged out successfully!',
        message: everywhere ? 'You are signed out on every device.' : 'See you soon.',
        color: 'green',
      });
      await leavePage('/auth');
    } catch {
      notifications.show({ title: 'Error', message: 'Failed to logout. Please try again.', color: 'red' });
    }
  };

  // Signed out (here or in another tab, or the session expired): back to the login screen.
  const signedOut = me.data === null;
  useEffect(() => {
    if (signedOut) void leavePage('/auth');
  }, [signedOut]);
  // "Logged in successfully!", left by the sign-in screen.
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) notifications.show({ title: flash.title, message: flash.message, color: flash.color });
  }, []);

  if (me.isError && !me.data) {
    return (
      <Stack align="center" justify="center" mih="100vh">
        <Text>Could not load your account: {me.error.message}</Text>
        <Button onClick={() => void me.refetch()}>Try again</Button>
      </Stack>
    );
  }
  const user = me.data;
  if (!user) {
    return (
      <Group justify="center" mih="100vh">
        <Loader aria-label="Loading" />
      </Group>
    );
  }

  return (
    // On a phone the header takes three short rows (title; e-mail and role; the two sign-out
    // buttons) instead of one row wider than the screen.
    <AppShell header={{ height: { base: 124, sm: 64 } }} padding="md">
      <AccountUpdates />
      <AppShell.Header>
        <Group h="100%" px="md" py={{ base: 6, sm: 0 }} justify="space-between" wrap="wrap" gap="xs">
          <Title order={1} fz={{ base: 'xl', sm: 'h3' }}>
            Admin Dashboard
          </Title>
          <Group gap="xs" wrap="wrap" miw={0}>
            <Text size="sm" truncate maw={{ base: 230, sm: 320 }} data-testid="header-email">
              {user.email}
            </Text>
            <Badge variant="light" data-testid="header-role">
              {user.role ? ROLE_LABELS[user.role] : 'No role'}
            </Badge>
            <Group gap="sm" wrap="nowrap">
              <Button variant="default" size="xs" onClick={() => void logout()} loading={signOut.isPending}>
                Logout
              </Button>
              <Button variant="subtle" size="xs" onClick={() => void logout(true)} loading={signOutEverywhere.isPending}>
                Sign out everywhere
              </Button>
            </Group>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl">
          {user.role ? (
            <>
              <Group justify="flex-end" gap="md" wrap="wrap">
                <RequestAlerts />
                <LiveUpdates isAdmin={user.role === 'admin'} />
              </Group>
              {/* The tabs (/admin) or a booking's page (/admin/bookings/$id). */}
              <Outlet />
            </>
          ) : (
            <AwaitingAccess />
          )}
        </Container>
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
