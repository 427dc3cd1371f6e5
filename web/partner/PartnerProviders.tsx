import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { trpc, type StaffClients } from '../lib/staff-client';
import { theme } from '../theme';

/**
 * Mantine, notifications, TanStack Query and tRPC for the partner console: the staff console's
 * client setup (web/lib/staff-client.ts: one HTTP batch link, one lazy WebSocket for the live
 * board), without the control room's request alerts.
 */
export function PartnerProviders({ clients, children }: { clients: StaffClients; children: ReactNode }) {
  return (
    <trpc.Provider client={clients.client} queryClient={clients.queryClient}>
      <QueryClientProvider client={clients.queryClient}>
        <MantineProvider theme={theme}>
          <Notifications position="bottom-right" />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
