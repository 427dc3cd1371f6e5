/** One event of a server-sent event stream, and the connection (1, 2, …) it came on. */
export interface StreamEvent {
  id: string;
  event: string;
  data: string;
  connection: number;
}

/**
 * A server-sent event stream read as a browser's EventSource reads it (the HTML standard):
 * when the stream ends or the connection fails, it connects again after the server's `retry`
 * wait, sending the last event id it saw as Last-Event-ID. An answer other than 200 closes it
 * for good, as it closes an EventSource (the tracking page then reloads itself).
 */
export function openEventSource(url: string, headers: Record<string, string> = {}) {
  const events: StreamEvent[] = [];
  const abort = new AbortController();
  let lastEventId = '';
  let retryMs = 3000;
  let connections = 0;
  let open = false;
  let closedWith: string | null = null;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      abort.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });

  async function read(body: ReadableStream<Uint8Array>, connection: number) {
    const decoder = new TextDecoder();
    let buffer = '';
    let event = { id: lastEventId, type: '', data: [] as string[] };
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
        if (line === '') {
          lastEventId = event.id;
          if (event.data.length) events.push({ id: event.id, event: event.type || 'message', data: event.data.join('\n'), connection });
          event = { id: lastEventId, type: '', data: [] };
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id' && !value.includes('\0')) event.id = value;
        else if (field === 'event') event.type = value;
        else if (field === 'data') event.data.push(value);
        else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
      }
    }
  }

  const done = (async () => {
    while (!abort.signal.aborted) {
      const connection = ++connections;
      try {
        const res = await fetch(url, {
          headers: { ...headers, accept: 'text/event-stream', 'cache-control': 'no-cache', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
          signal: abort.signal,
        });
        if (res.status !== 200 || !res.body) {
          closedWith = `${res.status} ${await res.text().catch(() => '')}`;
          return;
        }
        open = true;
        await read(res.body, connection);
      } catch {
        // A cut or refused connection: connect again, as a browser does.
      } finally {
        open = false;
      }
      await wait(retryMs);
    }
  })();

  return {
    events,
    /** Connections made so far (the first, and each reconnect). */
    get connections() {
      return connections;
    },
    /** Connected and reading right now. */
    get open() {
      return open;
    },
    /** Why it closed for good (an answer other than 200), or null. */
    get closedWith() {
      return closedWith;
    },
    async close() {
      abort.abort();
      await done;
    },
  };
}
