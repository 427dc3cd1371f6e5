import { createTRPCClient, createWSClient, httpBatchLink, httpLink, splitLink, wsLink } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/root';
import { resubscribingLinks } from '../lib/live-stream';
import { watchedWebSocket } from '../lib/watched-websocket';

/**
 * The tRPC clients of the sign-in and crew screens (issue 19.4): the vanilla client, without
 * TanStack Query, so a phone's first load stays small. Types come from the server's router.
 * Made on first use: the page renderer imports the screens but never calls the API.
 */
let http: ReturnType<typeof createHttpClient> | undefined;
let live: ReturnType<typeof createLiveClient> | undefined;

function createHttpClient() {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc' })] });
}

/** Queries and mutations over HTTP (sign-in, sign-up, who is signed in). */
export function httpApi() {
  http ??= createHttpClient();
  return http;
}

function createLiveClient() {
  const socket = watchedWebSocket();
  // Opened with the first subscription, so it carries the session cookie of that moment; kept
  // alive as the dashboard's is (web/lib/staff-client.ts).
  const wsClient = createWSClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/trpc`,
    WebSocket: socket.WebSocket,
    lazy: { enabled: true, closeMs: 10_000 },
    keepAlive: { enabled: true, intervalMs: 5_000, pongTimeoutMs: 10_000 },
  });
  socket.checkWhenShown();
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: [...resubscribingLinks(), wsLink({ client: wsClient })],
        // Unbatched: one request per call, at the URL the page preloads for the first one.
        false: httpLink({ url: '/trpc' }),
      }),
    ],
  });
}

/**
 * The crew's assignment as the crew screen's client asks for it (a query without input over
 * httpLink); the page preloads it (web/lean/screen-pages.tsx).
 */
export const CREW_ASSIGNMENT_URL = '/trpc/crew.current';

/** The crew screen's client: HTTP for queries and taps, a WebSocket for its live stream. */
export function liveApi() {
  live ??= createLiveClient();
  return live;
}
