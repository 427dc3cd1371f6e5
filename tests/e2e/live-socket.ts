import type { Page, WebSocketRoute } from '@playwright/test';

interface Subscribe {
  id: number | string;
  method: 'subscription';
  params: { path: string };
}

/** The tRPC messages in one WebSocket frame (a batch is an array). */
function messagesOf(frame: string | Buffer): unknown[] {
  try {
    const parsed: unknown = JSON.parse(frame.toString());
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return []; // PING / PONG
  }
}

const isSubscribe = (m: unknown, path: string): m is Subscribe =>
  (m as Subscribe | null)?.method === 'subscription' && (m as Subscribe).params?.path === path;

/**
 * The page's tRPC WebSocket, passed through the test, which can end one subscription as the
 * server does when the stream fails (an error message for its id: the page then stops it on
 * the server itself) and hold the page's next subscribe of it until `release()`.
 */
export async function interceptLiveSocket(page: Page) {
  const sockets: WebSocketRoute[] = [];
  const subscriptions = new Map<string, number | string>();
  let holding: string | null = null;
  const held: Array<{ server: WebSocketRoute; frame: string | Buffer }> = [];

  await page.routeWebSocket(/\/trpc/, (ws) => {
    const server = ws.connectToServer();
    sockets.push(ws);
    ws.onMessage((frame) => {
      const messages = messagesOf(frame);
      for (const m of messages) for (const path of ['crew.onChange', 'dashboard.onChange', 'users.onChange', 'auth.onAccountChange']) if (isSubscribe(m, path)) subscriptions.set(path, m.id);
      if (holding && messages.some((m) => isSubscribe(m, holding!))) held.push({ server, frame });
      else server.send(frame);
    });
    server.onMessage((frame) => ws.send(frame));
  });

  return {
    /** Ends the page's subscription of `path` with this error, as the server would; holds its next subscribe. */
    failStream(path: string, error: { code: string; httpStatus: number; message: string }) {
      const id = subscriptions.get(path);
      if (id === undefined) throw new Error(`no subscription of ${path} seen`);
      holding = path;
      const frame = JSON.stringify({ id, error: { message: error.message, code: error.httpStatus >= 500 ? -32603 : -32600, data: { code: error.code, httpStatus: error.httpStatus, path } } });
      sockets.at(-1)!.send(frame);
    },
    /** How many subscribes of `path` are held. */
    held: (path: string) => held.filter(({ frame }) => messagesOf(frame).some((m) => isSubscribe(m, path))).length,
    /** Lets the held subscribes through, and every later one. */
    release() {
      holding = null;
      for (const { server, frame } of held.splice(0)) server.send(frame);
    },
  };
}

/** The error the server ends a stream with when its database is away (503). */
export const UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, message: 'The service is temporarily unavailable. Please try again in a moment.' };
