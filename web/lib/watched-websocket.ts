import { SERVER_PING_MS, SERVER_PONG_WAIT_MS } from '../../shared/keep-alive';

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
export function watchedWebSocket() {
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
