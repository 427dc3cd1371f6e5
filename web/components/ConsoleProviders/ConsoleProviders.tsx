import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { requestAlerts } from '../../lib/request-alerts';
import { trpc, type StaffClients } from '../../lib/staff-client';
import { theme } from '../../theme';

/** Mantine, notifications, TanStack Query and tRPC for the staff screens. */
export function ConsoleProviders({ staff, children }: { staff: StaffClients; children: ReactNode }) {
  return (
    <trpc.Provider client={staff.client} queryClient={staff.queryClient}>
      <QueryClientProvider client={staff.queryClient}>
        <MantineProvider theme={theme}>
          {/* Bottom right: at the top they covered the header's Logout for their whole life. */}
          <Notifications position="bottom-right" />
          {/* Others' news beneath dialogs (Mantine's modals are at 200), on the queue's side. */}
          <Notifications store={requestAlerts} position="bottom-left" zIndex={190} />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
