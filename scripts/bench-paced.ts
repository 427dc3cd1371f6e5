/**
 * Open-loop load at a fixed rate for `npm run bench`: one request every 1000/rate ms on a steady
 * clock, whether or not earlier ones have answered, and each latency counted from the moment
 * its request was due (so a late sender or a full connection pool counts against the server,
 * as in wrk2).
 *
 * Why not autocannon here (it still drives the throughput runs): its `overallRate` gives each
 * connection its share of the second and sends it back to back at the start of each second
 * (mcollina/autocannon#174, open), so "100 req/s" is a burst of 20 concurrent requests and then
 * nothing; and its coordinated-omission correction records each answer with an expected
 * interval of Math.ceil(1 / rate) = 1 ms, adding a sample per millisecond of latency. Both
 * measure the load generator's pattern more than the server.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface PacedRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  rate: number;
  sent: number;
  /** Answers per second over the run, including the tail of answers after the last send. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
}

export async function pacedLoad(options: {
  origin: string;
  rate: number;
  seconds: number;
  /** Most sockets open at once (requests wait for one beyond that, and the wait counts). */
  connections?: number;
  request: (index: number) => PacedRequest;
}): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 50 });
  const origin = new URL(options.origin);
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let errors = 0;

  const send = (index: number, due: number) =>
    new Promise<void>((resolve) => {
      const { method = 'GET', path, headers = {}, body } = options.request(index);
      const req = http.request(
        { agent, host: origin.hostname, port: origin.port, method, path, headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers, timeout: 30_000 },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if (!res.statusCode || res.statusCode < 200 || res.statusCode > 299) errors++;
            resolve();
          });
          res.on('error', () => (errors++, resolve()));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => (errors++, resolve()));
      req.end(body);
    });

  const begin = performance.now() + 20;
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = begin + (i * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send(i, due));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - begin) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const ms = (n: number | undefined) => Math.round((n ?? NaN) * 10) / 10;
  const pct = (p: number) => ms(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
  return {
    rate: options.rate,
    sent: total,
    rps: Math.round((latencies.length / elapsed) * 10) / 10,
    p50: pct(50),
    p99: pct(99),
    max: ms(latencies.at(-1)),
    errors,
  };
}
