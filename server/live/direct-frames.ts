import { isTrackedEnvelope } from '@trpc/server/unstable-core-do-not-import';
import { encodeDataMessage, sharedJsonEncoder } from './shared-json';

/**
 * A live stream's data messages written to its WebSocket by the stream itself, in tRPC's own
 * format, instead of each going through tRPC's per-subscription loop (issue 41.2). That loop
 * costs, per delivered message, a race of two promises (Unpromise), three object spreads
 * (transformTRPCResponse) and a JSON.stringify of the whole message: about a third of the live
 * path's main-thread time per message (`npm run bench -- --profile=live`). tRPC still starts,
 * stops and ends each subscription: its `started`, `stopped` and error messages, the procedure's
 * middlewares, input and signal, the client's resume by event id are all tRPC's.
 *
 * What a stream needs to write its own messages is its subscription's id, which tRPC gives only
 * to its own loop. tRPC asks the stream for its first value and, in the same synchronous step,
 * sends `started` with that id through the WebSocket encoder (its public `experimental_encoder`
 * seam): the stream marks itself as asking on that first call, and the encoder hands it the id
 * of the `started` that follows. A stream that learns no id by the next microtask (another
 * tRPC, another transport) is read by tRPC's loop as before, value by value.
 * tests/unit/direct-frames.test.ts runs tRPC's own WebSocket handler: it fails if a frame written
 * here differs from the one tRPC writes for the same value, or if the id is no longer handed on.
 */

/** What tRPC's WebSocket adapter gives createContext as `res`: the connection's socket (ws). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
}
const OPEN = 1;

/** How the stream that has just been asked its first value learns its subscription's id. */
let asking: ((id: number | string, jsonrpc: '2.0' | undefined) => void) | null = null;

/**
 * tRPC's WebSocket encoder: the shared-value encoder (shared-json.ts), and the `started` that
 * follows a direct stream's first read gives that stream its subscription's id.
 */
export const liveEncoder = {
  encode(message: unknown): string {
    if (asking !== null) {
      const m = message as { id?: unknown; jsonrpc?: unknown; result?: { type?: unknown } } | null;
      if (m?.result?.type === 'started' && (typeof m.id === 'number' || typeof m.id === 'string')) {
        const learn = asking;
        asking = null;
        learn(m.id, m.jsonrpc === '2.0' ? '2.0' : undefined);
      }
    }
    return sharedJsonEncoder.encode(message);
  },
  decode: (data: string | ArrayBuffer | Uint8Array): unknown => sharedJsonEncoder.decode(data),
};

class DirectStream<T> implements AsyncIterableIterator<T> {
  private id: number | string | null = null;
  private jsonrpc: '2.0' | undefined;
  private asked = false;
  /** True once the stream writes its own messages (the id was learnt). */
  direct = false;

  constructor(
    private readonly source: AsyncGenerator<T, void, undefined>,
    private readonly socket: LiveSocket,
  ) {}

  learnId(id: number | string, jsonrpc: '2.0' | undefined) {
    this.id = id;
    this.jsonrpc = jsonrpc;
  }

  next(): Promise<IteratorResult<T, undefined>> {
    if (this.asked) return this.source.next() as Promise<IteratorResult<T, undefined>>;
    this.asked = true;
    const learn = (id: number | string, jsonrpc: '2.0' | undefined) => this.learnId(id, jsonrpc);
    asking = learn;
    return Promise.resolve().then(() => {
      if (asking === learn) asking = null;
      if (this.id === null) return this.source.next() as Promise<IteratorResult<T, undefined>>;
      this.direct = true;
      return this.writeAll();
    });
  }

  /**
   * Writes each value as tRPC's loop would, until the source ends (tRPC then says `stopped`) or
   * throws (tRPC sends the error, as for a stream it reads itself). The source ends when the
   * subscription's signal aborts (stopped by the client, the socket closed).
   */
  private async writeAll(): Promise<IteratorResult<T, undefined>> {
    for await (const value of this.source) {
      if (this.socket.readyState !== OPEN) break;
      this.socket.send(isTrackedEnvelope(value) ? encodeDataMessage(this.id!, this.jsonrpc, value[0], value[1]) : encodeDataMessage(this.id!, this.jsonrpc, undefined, value));
    }
    return { value: undefined, done: true };
  }

  return(): Promise<IteratorResult<T, undefined>> {
    return this.source.return(undefined) as Promise<IteratorResult<T, undefined>>;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

/**
 * The stream `source` as a subscription's result: over a WebSocket (`socket`, the context's) it
 * writes its own data messages once tRPC has started it; otherwise it is `source` as it is.
 */
export function writtenDirectly<T>(socket: LiveSocket | null, source: AsyncGenerator<T, void, undefined>): AsyncIterableIterator<T> & { readonly direct?: boolean } {
  return socket ? new DirectStream(source, socket) : source;
}
