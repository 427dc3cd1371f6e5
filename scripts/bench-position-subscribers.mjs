/**
 * A worker thread of `npm run bench`'s positions run (issue 20.8): holds its share of the
 * subscribers and notes when each vehicle's position arrives.
 * - control room: a WebSocket with the staff positions subscription, spoken in tRPC's
 *   WebSocket protocol over plain `ws` (as scripts/bench-live-subscribers.mjs does); each
 *   message names its vehicle and latitude;
 * - tracking page: the family's server-sent event stream `/track/<token>/events`; each `state`
 *   event is the page's new fragment, whose map data names the vehicle's latitude.
 *
 * workerData: { subscribers: [{ kind: 'ws', url, headers, path } | { kind: 'sse', url, headers }] }.
 * Posts { started: true } once every subscriber is open; on 'stop', the receipts: per
 * subscriber, [key, epoch ms] pairs, key = "<ambulanceId>@<latitude>" (ws) or "@<latitude>" (sse).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const now = () => performance.timeOrigin + performance.now();
const receipts = workerData.subscribers.map(() => []);
let started = 0;
const closers = [];
const opened = () => ++started === workerData.subscribers.length && parentPort.postMessage({ started: true });

/** The vehicle's latitude in a tracking fragment (its map's data, "lat,lng"), as the page was given it. */
// In the event's JSON the attribute's quotes are escaped (data-vehicle=\"12.97,77.59\").
const LATITUDE = /data-vehicle=\\?"(-?[\d.]+),/;

workerData.subscribers.forEach((subscriber, index) => {
  if (subscriber.kind === 'ws') {
    const socket = new WebSocket(subscriber.url, { headers: subscriber.headers });
    closers.push(() => socket.close());
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: subscriber.path, input: undefined } })));
    socket.on('message', (raw) => {
      const at = now();
      const text = raw.toString();
      if (text === 'PING') return socket.send('PONG');
      const message = JSON.parse(text);
      if (message.error) throw new Error(`subscriber ${index}: ${JSON.stringify(message.error)}`);
      const result = message.result;
      if (result?.type === 'started') return opened();
      const data = result?.type === 'data' ? result.data : undefined;
      // Tracked or not: { id, data } or the position itself.
      const position = data?.ambulanceId ? data : data?.data;
      if (position?.ambulanceId) receipts[index].push([`${position.ambulanceId}@${position.latitude}`, at]);
    });
    socket.on('error', (err) => {
      throw err;
    });
    return;
  }
  const request = http.get(subscriber.url, { headers: { accept: 'text/event-stream', ...subscriber.headers } }, (res) => {
    if (res.statusCode !== 200) throw new Error(`tracking subscriber ${index}: HTTP ${res.statusCode}`);
    opened();
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk) => {
      const at = now();
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!event.includes('event: state')) continue;
        const latitude = LATITUDE.exec(event)?.[1];
        if (latitude) receipts[index].push([`@${Number(latitude)}`, at]);
      }
    });
  });
  request.on('error', (err) => {
    throw err;
  });
  closers.push(() => request.destroy());
});

parentPort.on('message', (command) => {
  if (command === 'stop') {
    for (const close of closers) close();
    parentPort.postMessage({ receipts });
  }
});
