// No zod here: the staff client imports these before any form schema (and zod's configuration in
// shared/schemas/common.ts) has loaded, and zod's probe for eval would break the page's CSP.
/**
 * The server's WebSocket keep-alive: a ping after this long without a message from a client,
 * and the answer awaited this long before the socket is dropped. A client answers from its
 * message listener, with no timer, so a hidden tab whose timers wait a minute still answers at
 * once; and a live server is never silent for longer than their sum (web/lib/staff-client.ts).
 */
export const SERVER_PING_MS = 30_000;
export const SERVER_PONG_WAIT_MS = 5_000;
