import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { root, originA, originB, seconds, round, cpuDuring, startProcess, waitFor } from './common';

/** One live run: latency from commit to receipt at one change rate, and what was missed or doubled. */
export interface LiveRun {
  subscribers: number;
  rate: number;
  p50: number;
  p99: number;
  missed: number;
  duplicates: number;
}

/** The change rates the live capacity steps through, and the p99 a rate must keep to count. */
export const LIVE_RATES = [25, 50, 100, 200];
export const LIVE_P99_LIMIT_MS = 100;
/** The rate of the live figure compared with its floor (and of the pooled live run). */
export const LIVE_RATE = 100;
export const liveHolds = (r: LiveRun) => r.p99 <= LIVE_P99_LIMIT_MS && r.missed === 0 && r.duplicates === 0;

/**
 * The live capacity: the change rate stepped 25, 50, 100, 200/s; the capacity is the highest
 * rate at which the p99 stays within LIVE_P99_LIMIT_MS (with nothing missed or doubled), every
 * lower rate holding too. Past a rate that does not hold, higher ones run only up to LIVE_RATE
 * (its figure is compared with the floor's whatever the capacity).
 */
export async function liveCapacity<T extends LiveRun>(run: (rate: number) => Promise<T>) {
  const steps: T[] = [];
  let capacity = 0;
  let held = true;
  for (const rate of LIVE_RATES) {
    if (!held && rate > LIVE_RATE) break;
    const step = await run(rate);
    steps.push(step);
    held &&= liveHolds(step);
    if (held) capacity = rate;
  }
  return { capacity, steps, atRate: steps.find((s) => s.rate === LIVE_RATE)! };
}

/** liveCapacity of the servers at `origins`, each step with the CPU each group of processes used meanwhile. */
export function liveCapacityWithCpu(groups: Record<string, () => number[]>, databaseUrl: string, cookies: string[], origins: string[]) {
  return liveCapacity(async (rate): Promise<LiveRun & { cpu: Record<string, number> }> => {
    const step = await cpuDuring(groups, () => measureLive(databaseUrl, cookies, origins, rate));
    return { ...step.result, cpu: step.cpu };
  });
}

/** Live floors (scripts/bench-live-floor.mjs), one per port, once each answers /healthz. */
export async function startLiveFloors(ports: number[], env: Record<string, string>, nodeArgs: string[]) {
  const floors = ports.map((port) => startProcess('scripts/bench-live-floor.mjs', { ...env, PORT: String(port) }, nodeArgs));
  await Promise.all(ports.map((port) => waitFor(`http://127.0.0.1:${port}/healthz`)));
  return floors;
}

/**
 * The server allows a handful of live connections per session and per address (a person's
 * tabs), so the 200 subscribers come as 20 signed-in people, each from its own address. They
 * run in worker threads (scripts/bench-live-subscribers.mjs); this thread only commits. The
 * floor (scripts/bench-live-floor.mjs) is given the same subscribers, its cookies empty.
 */
export async function measureLive(
  databaseUrl: string,
  cookies: string[],
  origins = [originA, originB],
  rate = LIVE_RATE,
  /** Told when the counted changes start and when the last of them is in (the profile's window). */
  onWindow?: (edge: 'start' | 'end') => void,
): Promise<LiveRun> {
  const subscribers = 200;
  const total = rate * seconds(10);
  const epochNow = () => performance.timeOrigin + performance.now();
  const specs = Array.from({ length: subscribers }, (_, i) => {
    const origin = origins[i % origins.length];
    return {
      url: origin.replace('http', 'ws') + '/trpc',
      headers: { cookie: cookies[Math.floor(i / 10)] ?? '', origin, 'x-forwarded-for': `10.200.${i >> 8}.${i & 255}` },
    };
  });
  const workerCount = 2;
  const workers = Array.from(
    { length: workerCount },
    (_, w) => new Worker(path.join(root, 'scripts/bench-live-subscribers.mjs'), { workerData: { subscribers: specs.filter((_, i) => i % workerCount === w) } }),
  );
  /** The next message a worker posts that has `key`. */
  const reply = <T>(worker: Worker, key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: Record<string, unknown>) => {
        if (!(key in message)) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(message[key] as T);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  await Promise.all(workers.map((w) => reply(w, 'started')));
  await new Promise((r) => setTimeout(r, 1000));

  // One change committed every 10 ms on a steady clock (a few connections, so a slow commit
  // does not hold the next). Latency counts from just before the insert is sent.
  const sentAt = new Map<string, number>();
  const writers = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const commitChanges = async (prefix: string, count: number) => {
    const begin = performance.now();
    const pending: Promise<unknown>[] = [];
    for (let i = 0; i < count; i++) {
      const due = begin + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const entityId = `${prefix}-${i}`;
      sentAt.set(entityId, epochNow());
      pending.push(
        writers.query("insert into change_event (topic, action, entity_id, origin) values ('booking', 'updated', $1, 'staff')", [entityId]),
      );
    }
    await Promise.all(pending);
  };
  // Warm-up, not counted (the subscribers count only "bench-" changes): the writers' connections
  // open, and the servers' fan-out path is compiled, as the list's warm-up run does for the list.
  // Without it the first 50 changes took about 100 ms each, and they alone made the p99.
  await commitChanges('warmup', rate);
  await new Promise((r) => setTimeout(r, 1000));
  onWindow?.('start');
  await commitChanges('bench', total);
  // Stragglers (on a loaded machine the queue drains late: only what never comes is missed),
  // then anything arriving twice.
  const deadline = Date.now() + 90_000;
  const fewest = async () => Math.min(...(await Promise.all(workers.map((w) => (w.postMessage('progress'), reply<number>(w, 'progress'))))));
  while (Date.now() < deadline && (await fewest()) < total) await new Promise((r) => setTimeout(r, 200));
  onWindow?.('end');
  await new Promise((r) => setTimeout(r, 1000));
  const receipts = (await Promise.all(workers.map((w) => (w.postMessage('stop'), reply<Array<Array<[string, number]>>>(w, 'receipts'))))).flat();
  await Promise.all(workers.map((w) => w.terminate()));
  await writers.end();

  let missed = 0;
  let duplicates = 0;
  const latencies: number[] = [];
  for (const subscriber of receipts) {
    const seen = new Map<string, number>();
    for (const [entityId, at] of subscriber) {
      seen.set(entityId, (seen.get(entityId) ?? 0) + 1);
      latencies.push(at - sentAt.get(entityId)!);
    }
    missed += total - seen.size;
    for (const n of seen.values()) duplicates += n - 1;
  }
  latencies.sort((x, y) => x - y);
  const pct = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN);
  return { subscribers, rate, p50: pct(50), p99: pct(99), missed, duplicates };
}
