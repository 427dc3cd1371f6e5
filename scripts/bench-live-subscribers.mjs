/**
 * A worker thread of `npm run bench`'s live measure: holds its share of the WebSocket
 * subscribers, each a `dashboard.onChange` subscription spoken in tRPC's WebSocket protocol
 * over plain `ws` (what @trpc/client's wsLink sends and reads), and notes when each change
 * arrives. Subscribers live in worker threads, away from the thread that commits the changes,
 * and without the tRPC client's per-message machinery, so the figure is the server's delay
 * rather than the benchmark's own.
 *
 * workerData: { subscribers: [{ url, headers }] }. Posts 'started' once every subscription
 * has started ({ started: true }); on 'progress', the fewest changes any of its subscribers has received; on
 * 'stop', the receipts: per subscriber, [entityId, epoch ms] pairs. Only changes whose entity
 * id starts with "bench-" count.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const now = () => performance.timeOrigin + performance.now();
const receipts = workerData.subscribers.map(() => []);
const sockets = [];
let started = 0;

workerData.subscribers.forEach(({ url, headers }, index) => {
  const socket = new WebSocket(url, { headers });
  sockets.push(socket);
  socket.on('open', () => {
    socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'dashboard.onChange', input: undefined } }));
  });
  socket.on('message', (raw) => {
    const at = now();
    const text = raw.toString();
    if (text === 'PING') return socket.send('PONG');
    const message = JSON.parse(text);
    if (message.error) throw new Error(`subscriber ${index}: ${JSON.stringify(message.error)}`);
    const result = message.result;
    if (result?.type === 'started' && ++started === sockets.length) parentPort.postMessage({ started: true });
    // Tracked events arrive as { id, data: { id, data: change } }.
    const data = result?.type === 'data' ? result.data?.data : undefined;
    // Changes that queued on the server come together, as { kind: 'changes', changes }.
    for (const change of data?.kind === 'changes' ? data.changes : [data]) {
      if (change?.kind === 'change' && change.entityId.startsWith('bench-')) receipts[index].push([change.entityId, at]);
    }
  });
  socket.on('error', (err) => {
    throw err;
  });
});

parentPort.on('message', (command) => {
  // The fewest changes any of this worker's subscribers has received so far.
  if (command === 'progress') parentPort.postMessage({ progress: Math.min(...receipts.map((r) => r.length)) });
  if (command === 'stop') {
    for (const socket of sockets) socket.close();
    parentPort.postMessage({ receipts });
  }
});
