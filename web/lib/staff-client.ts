import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/root';
import { httpStatusOf, resubscribingLinks } from './live-stream';
import { watchedWebSocket } from './watched-websocket';

/** What each procedure returns, inferred from the server's router. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** tRPC hooks for the staff screens (types come from the server's router, never re-declared). */
export const trpc = createTRPCReact<AppRouter>();

function createStaffClients() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // Live events refresh what changed; no refetch storms on window focus.
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 2 && !isClientError(error),
      },
    },
  });
  const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/trpc`;
  // Lazy: the socket opens with the first subscription and carries the session cookie then.
  const socket = watchedWebSocket();
  const wsClient = createWSClient({
    url: wsUrl,
    WebSocket: socket.WebSocket,
    lazy: { enabled: true, closeMs: 10_000 },
    // A connection that went silent (a phone changing networks, a proxy dropping it) is noticed
    // within seconds and replaced, instead of looking open while nothing arrives. The answer may
    // take 10 s: a slow mobile network or a busy phone is not a dead connection (with 3 s, busy
    // test machines reconnected again and again).
    keepAlive: { enabled: true, intervalMs: 5_000, pongTimeoutMs: 10_000 },
    // After a reconnect nothing is refetched here: each stream resumes after its last event
    // (the server replays what was missed) or reads again what it covers (useLiveStream's
    // onReconnected), so a blanket refetch only read everything twice (issue 41.3).
  });
  socket.checkWhenShown();
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        // A stream the server ended with an error is subscribed again, from its last event.
        true: [...resubscribingLinks(), wsLink({ client: wsClient })],
        false: httpBatchLink({ url: '/trpc' }),
      }),
    ],
  });
  const utils = createTRPCQueryUtils({ queryClient, client });
  // Sign-in and sign-out load another page (/auth is a page of its own): a session's clients
  // live and die with the page.
  return { queryClient, client, utils };
}

export type StaffClients = ReturnType<typeof createStaffClients>;

let clients: StaffClients | undefined;
/** One set of clients per page load, shared by the route guards and the components. */
export function getStaffClients(): StaffClients {
  clients ??= createStaffClients();
  return clients;
}

function isClientError(error: unknown): boolean {
  const status = httpStatusOf(error);
  return typeof status === 'number' && status >= 400 && status < 500;
}
