import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/root';
import { SERVER_PING_MS, SERVER_PONG_WAIT_MS } from '../../shared/keep-alive';
import { resubscribingLinks } from './live-stream';

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
  let opened = false;
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
    // After a reconnect, changes may have been missed while the socket was down: refetch all.
    onOpen: () => {
      if (opened) void queryClient.invalidateQueries();
      opened = true;
    },
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
  return {
    queryClient,
    client,
    utils,
    /** After sign-in or sign-out: forget cached data, reopen the socket with the new cookie. */
    async resetSession() {
      await wsClient.close();
      opened = false;
      queryClient.clear();
    },
  };
}

/**
 * The control room in a background tab (issue 19.5). A hidden tab's timers may run only once a
 * minute (Chrome's intensive throttling after 5 minutes hidden), while its network events still
 * arrive at once. So the keep-alive above, made of timers, is not what keeps a hidden tab's
 * socket: the server pings it after SERVER_PING_MS of silence and it answers from its message
 * listener, no timer involved. The client's own ping and pong timers only run late: a late pong
 * timeout does no harm (the pong, a network event, has cleared it first), a late ping means a
 * dead socket is noticed late. Hence, when the tab is shown, the socket is judged at once by
 * what it has heard: a live server speaks at least every SERVER_PING_MS + SERVER_PONG_WAIT_MS,
 * so a longer silence means it is dead. It is closed, and tRPC opens a new one (its first
 * attempt waits for no back-off) and subscribes again from each stream's last event id.
 */
function watchedWebSocket() {
  const SILENCE_LIMIT_MS = SERVER_PING_MS + SERVER_PONG_WAIT_MS + 5_000;
  let current: { ws: WebSocket; heardAt: number } | null = null;
  class Watched extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      const watched = { ws: this as WebSocket, heardAt: Date.now() };
      current = watched;
      const heard = () => void (watched.heardAt = Date.now());
      this.addEventListener('open', heard);
      this.addEventListener('message', heard);
    }
  }
  return {
    WebSocket: Watched,
    checkWhenShown() {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible' || !current || current.ws.readyState !== WebSocket.OPEN) return;
        if (Date.now() - current.heardAt > SILENCE_LIMIT_MS) current.ws.close();
      });
    },
  };
}

export type StaffClients = ReturnType<typeof createStaffClients>;

let clients: StaffClients | undefined;
/** One set of clients per page load, shared by the route guards and the components. */
export function getStaffClients(): StaffClients {
  clients ??= createStaffClients();
  return clients;
}

function isClientError(error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500;
}
