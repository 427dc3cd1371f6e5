import { EventEmitter } from 'node:events';
import { initTRPC, tracked, TRPCError } from '@trpc/server';
import { getWSConnectionHandler } from '@trpc/server/adapters/ws';
import { describe, expect, it } from 'vitest';
import { liveEncoder, writtenDirectly, type LiveSocket } from '../../server/live/direct-frames';
import { shareJson } from '../../server/live/shared-json';

/**
 * A live stream that writes its own data messages (server/live/direct-frames.ts) against tRPC's
 * own WebSocket handler, the one the server runs: each subscription is opened once through
 * tRPC's loop and once written directly, on a socket of its own, and the two sockets must
 * receive the same frames, byte for byte. Fails if tRPC's wire format changes, or if tRPC stops
 * handing the subscription's id on (the stream would then not be written directly).
 */
class Socket extends EventEmitter implements LiveSocket {
  readyState = 1;
  readonly sent: string[] = [];
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close');
  }
  terminate() {
    this.close();
  }
  /** A message from the client, as ws delivers it. */
  receive(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
}

const t = initTRPC.context<{ socket: LiveSocket | null }>().create({ isDev: false });
const shared = shareJson({ kind: 'change', id: 41, row: { name: 'Asha "A" Rao', phone: null } });
const plain = { kind: 'change', id: 42, row: null };

/** Two tracked events (one shared, one not), an untracked value, then an error or a wait for the end. */
async function* events(signal: AbortSignal | undefined, fail: boolean) {
  yield tracked('41', shared);
  yield tracked('42', plain);
  yield { kind: 'figures', waiting: 3 } as never;
  if (fail) throw new TRPCError({ code: 'FORBIDDEN', message: 'Your role no longer allows this.' });
  await new Promise((resolve) => signal?.addEventListener('abort', resolve, { once: true }));
}
const asText = (value: unknown) => String(value);
const direct: Array<{ readonly direct?: boolean }> = [];
const router = t.router({
  throughTrpc: t.procedure.input(asText).subscription(({ signal, input }) => events(signal, input === 'fail')),
  direct: t.procedure.input(asText).subscription(({ ctx, signal, input }) => {
    const stream = writtenDirectly(ctx.socket, events(signal, input === 'fail'));
    direct.push(stream);
    return stream;
  }),
});
const handler = getWSConnectionHandler({
  router,
  createContext: ({ res }) => ({ socket: res as unknown as LiveSocket }),
  experimental_encoder: liveEncoder,
  // Typed as required, read only by applyWSSHandler (which listens on a server): sockets are handed in here.
  wss: undefined,
});

function connect() {
  const socket = new Socket();
  handler(socket, { url: '/trpc', headers: { host: 'localhost' } } as never);
  return socket;
}

describe('a live stream writing its own messages (issue 41.2)', () => {
  it.each([
    ['a number id', { id: 1 }],
    ['a string id with jsonrpc', { id: 'sub-7', jsonrpc: '2.0' }],
  ])('sends what tRPC sends, %s: started, each value, and stopped when the client stops it', async (_name, ids) => {
    const [viaTrpc, written] = [connect(), connect()];
    direct.length = 0;
    viaTrpc.receive({ ...ids, method: 'subscription', params: { path: 'throughTrpc', input: 'wait' } });
    written.receive({ ...ids, method: 'subscription', params: { path: 'direct', input: 'wait' } });
    await expect.poll(() => written.sent.length).toBe(4);
    await expect.poll(() => viaTrpc.sent.length).toBe(4);
    expect(direct.map((s) => s.direct)).toEqual([true]);
    expect(written.sent).toEqual(viaTrpc.sent);
    expect(JSON.parse(written.sent[1])).toEqual({ ...ids, result: { type: 'data', id: '41', data: { id: '41', data: JSON.parse(JSON.stringify(shared)) as unknown } } });

    viaTrpc.receive({ ...ids, method: 'subscription.stop' });
    written.receive({ ...ids, method: 'subscription.stop' });
    await expect.poll(() => written.sent.length).toBe(5);
    await expect.poll(() => viaTrpc.sent.length).toBe(5);
    expect(written.sent).toEqual(viaTrpc.sent);
    expect(JSON.parse(written.sent[4])).toMatchObject({ result: { type: 'stopped' } });
    viaTrpc.close();
    written.close();
  });

  it('an error the stream throws ends it as tRPC ends its own: the same error message after the values', async () => {
    const [viaTrpc, written] = [connect(), connect()];
    viaTrpc.receive({ id: 3, method: 'subscription', params: { path: 'throughTrpc', input: 'fail' } });
    written.receive({ id: 3, method: 'subscription', params: { path: 'direct', input: 'fail' } });
    await expect.poll(() => written.sent.length).toBe(6);
    await expect.poll(() => viaTrpc.sent.length).toBe(6);
    // The error names its procedure's path: the two differ there only.
    expect(written.sent.map((frame) => frame.replace('"path":"direct"', '"path":"throughTrpc"'))).toEqual(viaTrpc.sent);
    expect(JSON.parse(written.sent[4])).toMatchObject({ id: 3, error: { message: 'Your role no longer allows this.', data: { code: 'FORBIDDEN' } } });
    expect(JSON.parse(written.sent[5])).toMatchObject({ id: 3, result: { type: 'stopped' } });
    viaTrpc.close();
    written.close();
  });

  it('a stream asked for its values by anything else than the WebSocket handler is read as it is', async () => {
    const stream = writtenDirectly(new Socket(), events(undefined, true));
    const first = await stream.next();
    expect(first.value).toEqual(tracked('41', shared));
    expect(stream.direct).toBe(false);
    await stream.return?.();
  });
});
