import { AppShell, Box, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, type ReactNode } from 'react';
import { homeOf } from '../../shared/sign-in';
import { leaveFlashToast, takeFlashToast } from '../lib/flash-toast';
import { leavePage } from '../lib/leave-page';
import { trpc } from '../lib/staff-client';
import { PartnerLive } from './PartnerLive';
import { PartnerNav } from './PartnerNav';

/**
 * The partner console's frame: the organisation's name, who is signed in and Sign out in the
 * header, the screens' links under it, and the screen. On a phone the header is two short rows
 * and the links scroll sideways if they must.
 */
export function PartnerFrame({ children }: { children: ReactNode }) {
  const me = trpc.auth.me.useQuery();
  const organisation = trpc.partner.me.useQuery();
  const signOut = trpc.auth.signOut.useMutation();

  const logout = async () => {
    try {
      await signOut.mutateAsync();
      // Shown by the sign-in screen, a page of its own.
      leaveFlashToast({ title: 'Logged out successfully!', message: 'See you soon.', color: 'green' });
      await leavePage('/auth');
    } catch {
      notifications.show({ title: 'Error', message: 'Failed to sign out. Please try again.', color: 'red' });
    }
  };

  // Signed out (here, in another tab, or the session expired): to the sign-in screen. Access
  // ended by an admin (the role went): to the screen of what the account is now.
  const away = me.data === null ? '/auth' : me.data && me.data.role !== 'partner' ? homeOf(me.data.role) : null;
  useEffect(() => {
    if (away) void leavePage(away);
  }, [away]);
  // "Logged in successfully!", left by the sign-in screen.
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) notifications.show({ title: flash.title, message: flash.message, color: flash.color });
  }, []);

  if (organisation.isError && !organisation.data) {
    return (
      <Stack align="center" justify="center" mih="100vh" p="md">
        <Text ta="center">Could not load your organisation: {organisation.error.message}</Text>
        <Button onClick={() => void organisation.refetch()}>Try again</Button>
      </Stack>
    );
  }
  if (!organisation.data || !me.data) {
    return (
      <Group justify="center" mih="100vh">
        <Loader aria-label="Loading" />
      </Group>
    );
  }

  return (
    <AppShell header={{ height: { base: 104, sm: 112 } }} padding="md">
      <AppShell.Header>
        <Container size="lg" h="100%" px="md">
          <Stack h="100%" justify="center" gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Box miw={0}>
                <Title order={1} fz={{ base: 'lg', sm: 'h3' }} lineClamp={1} data-testid="partner-organisation">
                  {organisation.data.organisation.name}
                </Title>
                <Text size="xs" c="dimmed" truncate data-testid="header-email">
                  {me.data.email}
                </Text>
              </Box>
              <Button variant="default" size="xs" onClick={() => void logout()} loading={signOut.isPending}>
                Sign out
              </Button>
            </Group>
            <PartnerNav />
          </Stack>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" px={0}>
          <Group justify="flex-end" mb={4}>
            <PartnerLive />
          </Group>
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
