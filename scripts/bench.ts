/**
 * npm run bench [-- --no-build] [-- --quick] [-- --profile[=live|request]]
 *
 * Builds, seeds a fresh embedded PostgreSQL (10,000 bookings, 100 ambulances, 5,000
 * inquiries; pg_stat_statements loaded), starts two processes of the built server on it and
 * the floor server (scripts/bench-floor.mjs), then measures, in one run, each beside its floor
 * (the machine's speed varies 2x from run to run, so goals are ratios to floors of the same run):
 * - `bookings.list` page 1 as operator at 200 connections, and at a fixed 100 requests/s;
 * - `site.requestBooking` at a fixed 50/s, beside the floor storing the same booking row and
 *   its change event;
 * - live latency from commit to receipt: 200 WebSocket subscribers split across the two
 *   processes, counting missed and duplicate events, at 25, 50, 100 and 200 changes/s (the
 *   capacity: the highest rate whose p99 stays within 100 ms), beside the live floor
 *   (scripts/bench-live-floor.mjs: LISTEN + ws, two processes, run while ours are stopped);
 * - the database statements one booking change causes with 1, 10 and 50 open dashboards
 *   (pg_stat_statements; a measure only);
 * - the server process's memory (RSS) idle and under load;
 * - gzip size of the JS and CSS each public route, and the dashboard's first screen, load
 *   (what Chromium actually requests);
 * - the Reports tab (issue 21): the 7-day and 90-day reports over the 10,000 bookings given full
 *   timelines, then the 90-day report over 100,000 (90,000 more spread over 90 days), one at a
 *   time, p50/p99 each, beside the bookings list's page 1 timed the same way on the same data;
 * - the CSV export of 100,000 bookings: the server's peak RSS growth against the file's size;
 * - live updates after a database outage of 35 s: how long after PostgreSQL is started again a
 *   change reaches a subscriber that was connected before, against the floor of how long the
 *   database itself takes to accept a connection;
 * - the list (saturation and fixed rate) and live measures again through HAProxy
 *   (deploy/haproxy.cfg) in front of three processes on PgBouncer in transaction mode (Debian's
 *   packages: scripts/ensure-pooler.sh), LISTEN on a direct connection (LIVE_DATABASE_URL), on
 *   a fresh database seeded as the first one; the list there with one process as well, and for
 *   each saturation and live run the CPU each part used (servers, PostgreSQL, PgBouncer,
 *   HAProxy, the bench, the whole machine).
 * Prints one table (ours beside the floor) and the bar (the goals: ratios to the floors, and
 * sizes; times alone are figures), and writes bench/results.json (`floors`, `ratios`, `bar`).
 * Throughput load comes from autocannon; the fixed rates from scripts/bench-paced.ts (open
 * loop: autocannon's fixed rate comes in bursts). `--profile` instead loads only bookings.list
 * and prints where the server's CPU time went; `--profile=live` runs only the live measure at
 * 100 changes/s, ours then the floor, and prints the CPU per delivered message of each, by
 * package and by function; `--profile=request` profiles `site.requestBooking` at its 50/s and
 * prints the CPU per request the same way.
 * - positions (issue 20.8, scripts/bench-positions.ts): 200 vehicles posting every 2 s, with 50
 *   control-room screens and 1,000 tracking pages open over the two processes: receipt latency,
 *   missed updates, notifying commits per second, CPU and RSS per process;
 * `--only=export,resume` (any of bundles, list, request, live, queries, reports, export, positions,
 * resume, pooled) runs those parts only and merges their figures into bench/results.json.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import WebSocket from 'ws';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../server/db/embedded';
import { providerToday } from '../shared/dates';
import type { BookingListInput } from '../shared/schemas/booking';
import { listPatchDecides, patchListPage, patchQueue, queuePatchDecides, type BookingItem } from '../web/lib/booking-patches';
import { startHaproxy, startPgBouncer } from '../tests/helpers/pooler';
import { pacedLoad, type PacedResult } from './bench-paced';
import { measurePositions, POSITION_LOAD, type PositionsRun } from './bench-positions';

/** The control room's positions subscription (issue 20.4), which the positions run opens. */
const POSITIONS_SUBSCRIPTION = 'fleet.onPosition';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
/**
 * --profile: only bookings.list under load, with a CPU profile of the server, summarised.
 * --profile=live: only the live measure at LIVE_RATE, ours then the floor's, each process
 * profiled, the CPU per delivered message summarised side by side (issue 23.4).
 */
const profileLive = args.includes('--profile=live');
/** --profile=request: only site.requestBooking at its fixed 50/s, the CPU per request by package and function. */
const profileRequest = args.includes('--profile=request');
const profile = profileLive || profileRequest || args.includes('--profile');
/** --only=a,b: just these parts (the others keep their figures in bench/results.json). */
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const wanted = (part: 'bundles' | 'list' | 'request' | 'live' | 'queries' | 'reports' | 'export' | 'positions' | 'resume' | 'pooled') => !only || only.includes(part);
const root = path.resolve(import.meta.dirname, '..');
const portA = Number(process.env.BENCH_PORT ?? 4400);
// The second process and the floor listen on ports free at run time (BENCH_PORT is the first).
const portB = await freePort();
const portFloor = await freePort();
const pgPort = Number(process.env.BENCH_PG_PORT ?? 5441);
const originA = `http://localhost:${portA}`;
const originB = `http://localhost:${portB}`;
const DEMO_PASSWORD = 'bench-password-1';
const seconds = (s: number) => (quick ? Math.max(3, Math.round(s / 3)) : s);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Node's flags from `npm start` (package.json), so the server runs here as it does in production.
 * The floors get them too: the ratios then compare code, not V8's heap settings.
 */
const startNodeArgs = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

const children: ChildProcess[] = [];
let stopDatabase: (() => Promise<void>) | null = null;
/** Stops every child process still running (one ended by a signal has no exit code, only a signal). */
async function stopChildren() {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  const exits = running.map((c) => new Promise((r) => c.once('exit', r)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(exits);
}
async function cleanUp() {
  await stopChildren();
  await stopDatabase?.();
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

function startProcess(file: string, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, file], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet: try again
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** The highest RSS of a process while `work` runs. */
async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMB: number }> {
  let peak = rssMB(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMB(pid))), 100);
  try {
    return { result: await work(), peakMB: peak };
  } finally {
    clearInterval(timer);
  }
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** CPU seconds (user + system) a process has used, or 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return 0;
  }
}

/** The bench's PostgreSQL: its postmaster (found by its port) and the postmaster's children. */
function postgresPids(): number[] {
  const all = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
  const cmdline = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return '';
    }
  };
  const parent = (pid: number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return -1;
    }
  };
  const postmaster = all.find((pid) => cmdline(pid).split('\0')[0].endsWith('/postgres') && cmdline(pid).includes(`\0-p\0${pgPort}\0`));
  return postmaster === undefined ? [] : [postmaster, ...all.filter((pid) => parent(pid) === postmaster)];
}

/** The whole machine's busy CPU seconds (all cores, other work on it included), from /proc/stat. */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) / 100;
}

/**
 * Where the CPU went while `work` ran, in % of one core: each group of processes (PostgreSQL's
 * are looked up at the start and the end), and the whole machine (other work on it included).
 */
async function cpuDuring<T>(groups: Record<string, () => number[]>, work: () => Promise<T>): Promise<{ result: T; cpu: Record<string, number> }> {
  const snapshot = () => new Map(Object.entries(groups).map(([name, pids]) => [name, new Map(pids().map((pid) => [pid, cpuSeconds(pid)]))]));
  const before = snapshot();
  const busyBefore = machineBusySeconds();
  const start = performance.now();
  const result = await work();
  const wall = (performance.now() - start) / 1000;
  const cpu: Record<string, number> = {};
  for (const [name, pids] of snapshot()) {
    let used = 0;
    for (const [pid, seconds] of pids) used += seconds - (before.get(name)!.get(pid) ?? 0);
    cpu[name] = Math.round((100 * used) / wall);
  }
  cpu.machine = Math.round((100 * (machineBusySeconds() - busyBefore)) / wall);
  return { result, cpu };
}
const cpuText = (cpu: Record<string, number>) => Object.entries(cpu).map(([k, v]) => `${k} ${v}%`).join(', ');

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err as Error) : resolve(result)));
  });
}

const summary = (r: autocannon.Result) => ({ rps: round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 });
const failures = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;
const fixedRate = (r: PacedResult) => ({ rate: r.rate, p50: r.p50, p99: r.p99, errors: r.errors });

async function seed(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const count = async (table: string) => Number((await db.query<{ count: string }>(`select count(*) from ${table}`)).rows[0].count);
  await db.query(`
    insert into ambulance (id, vehicle_number, ambulance_type, is_available, driver_name, driver_phone)
    select gen_random_uuid(), 'KA01BN' || lpad(n::text, 4, '0'),
      (array['emergency','icu','basic','cardiac','neonatal','air','intercity'])[1 + n % 7], n % 3 <> 0,
      'Driver ' || n, '+9198450' || lpad(n::text, 5, '0')
    from generate_series(1, greatest(0, 100 - (select count(*) from ambulance))) n`);
  const ambulanceIds = (await db.query<{ id: string }>('select id from ambulance order by vehicle_number')).rows.map((r) => r.id);
  await db.query(
    `insert into booking (id, customer_name, customer_phone, pickup_location, dropoff_location, service_type, booking_date,
       status, source, ambulance_id, created_at, updated_at)
     select gen_random_uuid(), 'Patient ' || n, '+9199000' || lpad(n::text, 5, '0'), 'Pickup street ' || n, 'Hospital ' || (n % 40),
       (array['emergency','icu','basic','als','cardiac','neonatal','transfer'])[1 + n % 7],
       now() - (n || ' minutes')::interval,
       s.status, case when n % 2 = 0 then 'website' else 'staff' end,
       case when s.status = 'completed' then ($1::uuid[])[1 + n % array_length($1::uuid[], 1)] end,
       now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
     from generate_series(1, greatest(0, 10000 - (select count(*) from booking))) n,
       lateral (select (array['pending','completed','cancelled','completed'])[1 + n % 4] as status) s`,
    [`{${ambulanceIds.join(',')}}`],
  );
  await db.query(`
    insert into contact_submission (id, name, email, phone, message, is_read, created_at)
    select gen_random_uuid(), 'Visitor ' || n, 'visitor' || n || '@example.com', '+9198000' || lpad(n::text, 5, '0'),
      'Do you cover route ' || n || ' at night?', n % 3 = 0, now() - (n || ' minutes')::interval
    from generate_series(1, greatest(0, 5000 - (select count(*) from contact_submission))) n`);
  await db.query('analyze');
  const counts = { bookings: await count('booking'), ambulances: await count('ambulance'), inquiries: await count('contact_submission') };
  await db.end();
  return counts;
}

async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'operator@demo.example.com', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const listPath = `/trpc/bookings.list?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`;

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
const LIVE_RATES = [25, 50, 100, 200];
const LIVE_P99_LIMIT_MS = 100;
/** The rate of the live figure compared with its floor (and of the pooled live run). */
const LIVE_RATE = 100;
const liveHolds = (r: LiveRun) => r.p99 <= LIVE_P99_LIMIT_MS && r.missed === 0 && r.duplicates === 0;

/**
 * The live capacity: the change rate stepped 25, 50, 100, 200/s; the capacity is the highest
 * rate at which the p99 stays within LIVE_P99_LIMIT_MS (with nothing missed or doubled), every
 * lower rate holding too. Past a rate that does not hold, higher ones run only up to LIVE_RATE
 * (its figure is compared with the floor's whatever the capacity).
 */
async function liveCapacity<T extends LiveRun>(run: (rate: number) => Promise<T>) {
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

/**
 * The server allows a handful of live connections per session and per address (a person's
 * tabs), so the 200 subscribers come as 20 signed-in people, each from its own address. They
 * run in worker threads (scripts/bench-live-subscribers.mjs); this thread only commits. The
 * floor (scripts/bench-live-floor.mjs) is given the same subscribers, its cookies empty.
 */
async function measureLive(
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

/** What the staff dashboard fetches again on a booking event (web/lib/staff-refresh.ts: the
 * bookings list, the queue and the figures), as its tRPC client sends it: one batched GET. */
/** The dashboard's list page as a screen first shows it. */
const DASHBOARD_LIST_INPUT: BookingListInput = { page: 1, possibleSpam: false };
const dashboardPath = (procedure: 'bookings.list' | 'dashboard.queue') =>
  procedure === 'bookings.list' ? `/trpc/bookings.list?input=${encodeURIComponent(JSON.stringify(DASHBOARD_LIST_INPUT))}` : '/trpc/dashboard.queue';

/**
 * Part 2 of issue 23, a measure only: the database statements one booking change causes with
 * `screens` staff dashboards open, split across the two processes. A dashboard is what the
 * browser's is to the server (web/components/LiveUpdates, web/lib/booking-event.ts): a
 * `dashboard.onChange` and a `dashboard.onFigures` subscription over a WebSocket, the list's
 * page 1 and the queue as it last read them; on each booking event it applies the event's row
 * with the same functions (web/lib/booking-patches.ts) and, 100 ms later (refreshTopicSoon's
 * coalescing), refetches only what the patch did not decide. The figures are pushed, computed
 * once per process (server/live/dashboard-figures.ts): no screen refetches them. The booking's
 * detail, timeline, vehicles and the fleet map's requests are not open on a dashboard, so the
 * browser's invalidation of them fetches nothing.
 *
 * Counted with pg_stat_statements (loaded at the database's start, see freshDatabase): every
 * statement any session runs, by statement, top level only (a trigger's own statements are
 * its statement's), BEGIN and COMMIT included. Counting commits (pg_stat_database.xact_commit)
 * would miss reads outside a transaction block and lump the two processes' background work in;
 * a counting pool would see only one process. The processes' background work (the live
 * listener's heartbeat and NOTIFY probe every second, access re-checks on a timer) goes on
 * meanwhile, so the same length of quiet time, with the screens open and no change, is counted
 * too and taken away, statement by statement. The changes are the bench's own statement, a
 * booking updated and its change event, `changes` of them 2 s apart so each one's refetches end
 * before the next (a screen's events closer than 100 ms share one refetch, as in the browser:
 * `refetched` says how many there were). That statement and what the change_event trigger runs at its commit
 * (stamping the stream position, the NOTIFY) are the change itself, the same with no screen:
 * counted apart (`ofTheChange`), not in `queriesPerChange`.
 */
async function measureQueriesPerChange(databaseUrl: string, cookies: string[], screens: number, origins = [originA, originB]) {
  const changes = 5;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // A control room that keeps up: every waiting request but the newest 20 has been called back.
  // The seed's 2,500 uncalled pending bookings (and the request measure's) would cut the queue at
  // its limit (QUEUE_LIMIT), where a screen cannot patch it and refetches it by design: at most once
  // a second per screen, the issue's allowance under a burst, not the single change measured here.
  await db.query(
    `update booking set called_back_at = created_at + interval '2 minutes'
      where status = 'pending' and called_back_at is null
        and id not in (select id from booking where status = 'pending' and called_back_at is null order by created_at desc limit 20)`,
  );
  const [booking] = (await db.query<{ id: string }>('select id from booking order by created_at desc limit 1')).rows;
  let received = 0;
  let refetched = 0;
  let figuresPushed = 0;
  /** Refetches waiting for their timer or their answer. */
  let pending = 0;
  const sockets: WebSocket[] = [];
  const started: Promise<void>[] = [];
  for (let i = 0; i < screens; i++) {
    const origin = origins[i % origins.length];
    const headers = { cookie: cookies[Math.floor(i / 10)], origin, 'x-forwarded-for': `10.202.${i >> 8}.${i & 255}` };
    const read = async <T>(procedure: 'bookings.list' | 'dashboard.queue'): Promise<T> => {
      const res = await fetch(origin + dashboardPath(procedure), { headers });
      if (!res.ok) throw new Error(`dashboard ${procedure} answered ${res.status}`);
      return ((await res.json()) as { result: { data: T } }).result.data;
    };
    // What the screen shows: read before the stream starts, as the browser's first screen does.
    let list = await read<Parameters<typeof patchListPage>[0]>('bookings.list');
    let queue = await read<Parameters<typeof patchQueue>[0]>('dashboard.queue');
    const socket = new WebSocket(origin.replace('http', 'ws') + '/trpc', { headers });
    sockets.push(socket);
    const undecided = new Set<'bookings.list' | 'dashboard.queue'>();
    let timer: NodeJS.Timeout | null = null;
    /** This screen's refetch is waiting or under way: its answer may predate the event (booking-event.ts). */
    let fetching = 0;
    const refetch = () => {
      timer = null;
      const parts = [...undecided];
      undecided.clear();
      void Promise.all(
        parts.map(async (part) => {
          if (part === 'bookings.list') list = await read('bookings.list');
          else queue = await read('dashboard.queue');
          refetched++;
        }),
      ).finally(() => {
        pending--;
        fetching--;
      });
    };
    let streams = 0;
    started.push(
      new Promise((resolve, reject) => {
        socket.on('open', () => {
          socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'dashboard.onChange', input: undefined } }));
          socket.send(JSON.stringify({ id: 2, method: 'subscription', params: { path: 'dashboard.onFigures', input: undefined } }));
        });
        socket.on('error', reject);
        socket.on('message', (raw) => {
          const text = (raw as Buffer).toString();
          if (text === 'PING') return socket.send('PONG');
          const message = JSON.parse(text) as {
            id: number;
            error?: unknown;
            result?: { type: string; data?: { data?: StreamedChange & { changes?: StreamedChange[] } } };
          };
          if (message.error) return reject(new Error(`dashboard ${i}: ${JSON.stringify(message.error)}`));
          if (message.result?.type === 'started') return ++streams === 2 && resolve();
          if (message.id === 2) return void (message.result?.type === 'data' && figuresPushed++);
          // Changes that queued on the server come together, in order (as the browser applies them).
          for (const change of changesIn(message.result?.type === 'data' ? message.result.data?.data : undefined)) {
            if (change.kind !== 'change' || change.topic !== 'booking' || change.row === undefined) continue;
            received++;
            if (fetching > 0 || !listPatchDecides(list, DASHBOARD_LIST_INPUT, change.entityId, change.row)) undecided.add('bookings.list');
            if (fetching > 0 || !queuePatchDecides(queue)) undecided.add('dashboard.queue');
            list = patchListPage(list, change.entityId, change.row);
            queue = patchQueue(queue, change.entityId, change.row);
          }
          if (timer || undecided.size === 0) return;
          pending++;
          fetching++;
          timer = setTimeout(refetch, 100);
        });
      }),
    );
  }
  await Promise.all(started);
  await new Promise((r) => setTimeout(r, 1000));

  type Counts = Map<string, { query: string; calls: number }>;
  const read = async (): Promise<Counts> => {
    const { rows } = await db.query<{ queryid: string; query: string; calls: string }>(
      `select queryid::text, query, calls from pg_stat_statements
        where query not like '%pg_stat_statements%'`,
    );
    return new Map(rows.map((r) => [r.queryid, { query: r.query, calls: Number(r.calls) }]));
  };
  const reset = () => db.query('select pg_stat_statements_reset()');

  await reset();
  const begin = performance.now();
  for (let n = 0; n < changes; n++) {
    await db.query(
      `with changed as (/* bench-change */ update booking set updated_at = now() where id = $1 returning id)
       insert into change_event (topic, action, entity_id, origin) select 'booking', 'updated', id::text, 'staff' from changed`,
      [booking.id],
    );
    await new Promise((r) => setTimeout(r, 2000));
  }
  const deadline = Date.now() + 30_000;
  // Every event in, every refetch answered (a screen's events within 100 ms of each other share
  // one refetch, as in the browser: on a slow machine, with many screens, some do).
  while ((received < changes * screens || pending > 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 500));
  const withChanges = await read();
  const windowMs = performance.now() - begin;
  await reset();
  await new Promise((r) => setTimeout(r, windowMs));
  const quiet = await read();
  for (const socket of sockets) socket.close();
  await db.end();

  // The change itself: the bench's statement and, at its commit, the change_event trigger's.
  const ofTheChange = (query: string) => query.includes('bench-change') || /set position = pos|pg_notify\(\$\d+, pos::text\)|pg_advisory_xact_lock/.test(query);
  const net = [...new Set([...withChanges.keys(), ...quiet.keys()])].map((id) => {
    const query = (withChanges.get(id) ?? quiet.get(id))!.query;
    return { query, perChange: ((withChanges.get(id)?.calls ?? 0) - (quiet.get(id)?.calls ?? 0)) / changes };
  });
  // Net of the quiet time over every statement (one that ran only in the quiet time counts
  // against the total), so noise in the background work evens out rather than adding up.
  const total = net.filter((s) => !ofTheChange(s.query)).reduce((n, s) => n + s.perChange, 0);
  const byStatement = net
    .filter((s) => !ofTheChange(s.query) && s.perChange > 0)
    .map((s) => ({ query: s.query.replace(/\s+/g, ' ').slice(0, 80), perChange: round(s.perChange, 1) }))
    .sort((x, y) => y.perChange - x.perChange);
  return {
    screens,
    changes,
    received,
    refetched,
    figuresPushed,
    ofTheChange: round(net.filter((s) => ofTheChange(s.query)).reduce((n, s) => n + s.perChange, 0), 1),
    queriesPerChange: round(total, 1),
    perScreen: round(total / screens, 1),
    byStatement: byStatement.slice(0, 8),
  };
}

/**
 * Timelines for bookings (`where`, a condition on `b`), in SQL: each gets the stamps of its
 * status (a call back, confirmation, assignment, the crew's four taps, the end; cancelled ones a
 * coded reason), spread by a hash of its id, and the timeline entries a real one would have
 * (created, called back, assigned, status changes). A third of the vehicles went into
 * maintenance 45 days ago (their availability timeline).
 */
async function seedTimelines(db: pg.Client, where: string) {
  await db.query(`
    update booking b set
      called_back_at = case when b.status <> 'pending' then b.created_at + make_interval(secs => t.s1) else b.called_back_at end,
      confirmed_at = case when b.status = 'completed' then b.created_at + make_interval(secs => t.s2) end,
      assigned_at = case when b.status = 'completed' then b.created_at + make_interval(secs => t.s3) end,
      on_the_way_at = case when b.status = 'completed' then b.created_at + make_interval(secs => t.s4) end,
      at_pickup_at = case when b.status = 'completed' then b.created_at + make_interval(secs => t.s5) end,
      on_board_at = case when b.status = 'completed' then b.created_at + make_interval(secs => t.s6) end,
      at_destination_at = case when b.status = 'completed' then b.created_at + make_interval(secs => t.s7) end,
      ended_at = case when b.status = 'completed' then b.created_at + make_interval(secs => t.s8)
                      when b.status = 'cancelled' then b.created_at + make_interval(secs => t.s1 + 120) end,
      cancel_code = case when b.status = 'cancelled' then (array['customer_cancelled','no_ambulance','duplicate_or_spam','went_elsewhere','other'])[1 + t.h % 5] end
    from (
      select x.id, h, s1, s2, s3, s4, s5, s6, s7, s8
        from booking x,
             lateral (select abs(hashtext(x.id::text)) as h) a,
             lateral (select 20 + h % 560 as s1) t1,
             lateral (select s1 + 30 + h % 90 as s2) t2,
             lateral (select s2 + (h / 7) % 180 as s3) t3,
             lateral (select s3 + 30 + (h / 11) % 240 as s4) t4,
             lateral (select s4 + 300 + (h / 13) % 1500 as s5) t5,
             lateral (select s5 + 120 + (h / 17) % 900 as s6) t6,
             lateral (select s6 + 600 + (h / 19) % 2400 as s7) t7,
             lateral (select s7 + 60 + (h / 23) % 600 as s8) t8
    ) t
    where t.id = b.id and ${where}`);
  await db.query(`
    insert into history_entry (subject, subject_id, action, changes, origin, occurred_at)
    select 'booking', b.id, e.action, '[]', 'staff', e.at
      from booking b,
           lateral (values ('created', b.created_at), ('called_back', b.called_back_at), ('assigned', b.assigned_at),
                           ('step_recorded', b.on_the_way_at), ('step_recorded', b.at_pickup_at), ('step_recorded', b.on_board_at),
                           ('step_recorded', b.at_destination_at), ('status_changed', b.ended_at)) e(action, at)
     where e.at is not null and ${where}`);
  // The vehicles existed before the range (the seed makes them now).
  await db.query(`update ambulance set created_at = least(created_at, now() - interval '120 days')`);
  await db.query(`
    insert into history_entry (subject, subject_id, action, changes, origin, occurred_at)
    select 'ambulance', a.id, 'availability_changed', '[{"field":"isAvailable","before":"yes","after":"no"}]', 'staff', now() - interval '45 days'
      from ambulance a
     where not a.is_available
       and not exists (select 1 from history_entry h where h.subject = 'ambulance' and h.subject_id = a.id and h.action = 'availability_changed')`);
  await db.query('analyze booking');
  await db.query('analyze history_entry');
}

/**
 * The Reports tab's three queries (figures, vehicles, cancellations: the tab asks for them at
 * once) timed one report at a time, as a manager opens it, with the bookings list's page 1
 * timed the same way on the same data beside them.
 */
async function measureReports(databaseUrl: string, cookie: string) {
  const runs = quick ? 10 : 30;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const today = providerToday();
  const daysBefore = (n: number) => new Date(Date.parse(today) - n * 86_400_000).toISOString().slice(0, 10);
  const get = async (pathAndQuery: string) => {
    const res = await fetch(originA + pathAndQuery, { headers: { cookie } });
    if (!res.ok) throw new Error(`${pathAndQuery} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const reportPath = (section: string, days: number) =>
    `/trpc/reports.${section}?input=${encodeURIComponent(JSON.stringify({ from: daysBefore(days - 1), to: today }))}`;
  const pct = (samples: number[], p: number) => round([...samples].sort((x, y) => x - y)[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))], 1);
  /** p50/p99 in ms of `work` run `runs` times one after another (after 3 not counted). */
  const time = async (work: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await work();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await work();
      samples.push(performance.now() - start);
    }
    return { p50: pct(samples, 50), p99: pct(samples, 99) };
  };
  const sections = ['figures', 'vehicles', 'cancellations'];
  const report = async (days: number) => ({
    ...(await time(() => Promise.all(sections.map((s) => get(reportPath(s, days)))))),
    sections: Object.fromEntries(await Promise.all(sections.map(async (s) => [s, (await time(() => get(reportPath(s, days)))).p50] as const))),
  });
  const bookings = async () => Number((await db.query<{ n: string }>('select count(*) as n from booking')).rows[0].n);

  await seedTimelines(db, 'true');
  const small = await bookings();
  const list10k = await time(() => get(listPath));
  const week10k = await report(7);
  const quarter10k = await report(90);
  // 90,000 more over the last 90 days (a website request or a staff entry, every status).
  await db.query(
    `insert into booking (id, customer_name, customer_phone, pickup_location, dropoff_location, service_type, booking_date,
       status, source, ambulance_id, created_at, updated_at)
     select gen_random_uuid(), 'Report Patient ' || n, '+9197000' || lpad((n % 100000)::text, 5, '0'), 'Pickup street ' || n, 'Hospital ' || (n % 40),
       'emergency', c.at, s.status, case when n % 2 = 0 then 'website' else 'staff' end,
       case when s.status = 'completed' then (select id from ambulance order by vehicle_number offset n % 100 limit 1) end, c.at, c.at
     from generate_series(1, 90000) n,
       lateral (select now() - interval '90 days' + (n * interval '86 seconds') as at) c,
       lateral (select (array['completed','completed','cancelled','completed'])[1 + n % 4] as status) s`,
  );
  await seedTimelines(db, "b.customer_name like 'Report Patient %'");
  const large = await bookings();
  const list100k = await time(() => get(listPath));
  const quarter100k = await report(90);
  await db.end();
  return { runs, bookings: { small, large }, list10k, week10k, quarter10k, list100k, quarter100k };
}

/**
 * The CSV export of 100,000 bookings (added here, after the other parts): the server's peak RSS
 * while it streams the file, against its RSS just before, as a ratio to the file's size. Held
 * in memory, the rows alone (100,000 objects of 19 strings) and the text would take over 100 MB
 * of heap, about five times the file; the goal is at most twice it (streaming buffers and the
 * young generation growing under the work; the old test allowed 160 MB, about seven times).
 */
async function measureExport(databaseUrl: string, pid: number, cookie: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `insert into booking (id, customer_name, customer_phone, pickup_location, dropoff_location, service_type, booking_date, status, source, notes, created_at, updated_at)
     select gen_random_uuid(), 'Bulk Patient ' || n, '+9198' || lpad(n::text, 8, '0'), 'Pickup street ' || n || ', Varthur, Bengaluru',
            'Hospital ' || (n % 50), 'emergency', now(), 'completed', 'staff', 'Bulk row ' || n || ' with a note, a "quote" and some text', now(), now()
       from generate_series(1, 100000) n`,
  );
  await db.query('analyze booking');
  await db.end();
  const url = (search: string) => `${originA}/api/bookings.csv?search=${encodeURIComponent(search)}`;
  const download = async (search: string) => {
    const res = await fetch(url(search), { headers: { cookie } });
    if (res.status !== 200) throw new Error(`export answered ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 0x0a) lines++;
    }
    return { bytes, lines };
  };
  await download('Bulk Patient 99999'); // warm up the code paths
  await new Promise((r) => setTimeout(r, 1000));
  const beforeMB = rssMB(pid);
  const run = await peakRss(pid, () => download('Bulk Patient'));
  const csvMB = run.result.bytes / 2 ** 20;
  const growthMB = Math.max(0, run.peakMB - beforeMB);
  return { rows: run.result.lines - 1, csvMB: round(csvMB), beforeMB: round(beforeMB), peakMB: round(run.peakMB), growthMB: round(growthMB), growthToFile: round(growthMB / csvMB, 2) };
}

/**
 * Live updates after a database outage longer than 30 s. A subscriber (connected before, never
 * reconnecting) waits; PostgreSQL stops for 35 s and is started again; as soon as a plain
 * connection succeeds (the floor: the database's own start) a change is committed, and the
 * figure is when it reaches the subscriber. Goal: within 5 s of the floor.
 */
async function measureResume(restart: () => Promise<string>, stop: () => Promise<void>, cookie: string) {
  const outageMs = 35_000;
  const socket = new WebSocket(`${originA.replace('http', 'ws')}/trpc`, { headers: { cookie, origin: originA, 'x-forwarded-for': '10.201.0.1' } });
  let ended: string | null = null;
  let markerAt = 0;
  const marker = `resume-${randomUUID()}`;
  const started = new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'dashboard.onChange', input: undefined } })));
    socket.on('message', (raw) => {
      const text = (raw as Buffer).toString();
      if (text === 'PING') return socket.send('PONG');
      const message = JSON.parse(text) as { error?: unknown; result?: { type: string; data?: { data?: StreamedChange & { changes?: StreamedChange[] } } } };
      if (message.error) ended = `error ${JSON.stringify(message.error)}`;
      if (message.result?.type === 'started') resolve();
      if (message.result?.type === 'stopped') ended = 'stopped by the server';
      for (const change of changesIn(message.result?.type === 'data' ? message.result.data?.data : undefined)) {
        if (change.kind === 'change' && change.entityId === marker) markerAt = performance.now();
      }
    });
    socket.on('close', () => (ended ??= 'connection closed'));
    socket.on('error', reject);
  });
  await started;
  await stop();
  await new Promise((r) => setTimeout(r, outageMs));
  const startAt = performance.now();
  const databaseUrl = await restart();
  const db = new pg.Client({ connectionString: databaseUrl });
  for (;;) {
    try {
      await db.connect();
      await db.query('select 1');
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const floorMs = performance.now() - startAt;
  await db.query("insert into change_event (topic, action, entity_id, origin) values ('booking', 'updated', $1, 'staff')", [marker]);
  await db.end();
  const deadline = performance.now() + 60_000;
  while (!markerAt && !ended && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  socket.close();
  const resumeMs = markerAt ? markerAt - startAt : null;
  return {
    outageS: outageMs / 1000,
    floorMs: Math.round(floorMs),
    resumeMs: resumeMs === null ? null : Math.round(resumeMs),
    afterFloorMs: resumeMs === null ? null : Math.round(resumeMs - floorMs),
    ...(resumeMs === null ? { failure: ended ?? 'no change within 60 s' } : {}),
  };
}

/** JS and CSS Chromium loads for a page, gzip -9 of the built files, in kB. */
async function bundleSizes(cookie: string) {
  // The server renders the sitemap at start-up with its own PUBLIC_URL (no file in dist/).
  const sitemap = await (await fetch(`${originA}/sitemap.xml`)).text();
  const publicPaths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const gz = new Map<string, number>();
  const sizeOf = (url: string) => {
    const file = path.join(root, 'dist/client', new URL(url).pathname);
    if (!existsSync(file)) return 0;
    if (!gz.has(file)) gz.set(file, zlib.gzipSync(readFileSync(file), { level: 9 }).length);
    return gz.get(file)!;
  };
  const measure = async (pagePath: string, withSession: boolean) => {
    const context = await browser.newContext();
    if (withSession) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name, value] = pair.split('=') as [string, string];
          return { name, value, url: originA };
        }),
      );
    }
    const page = await context.newPage();
    const assets = new Map<string, string>();
    page.on('request', (req) => {
      if (['script', 'stylesheet'].includes(req.resourceType()) && req.url().startsWith(originA)) assets.set(req.url(), req.resourceType());
    });
    // 'load', then a moment for chunks loaded after it (networkidle never comes on pages
    // that embed a map, with no internet here).
    await page.goto(originA + pagePath, { waitUntil: 'load', timeout: 90_000 });
    if (withSession) await page.getByTestId('live-status').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    await context.close();
    const kB = (type?: string) => round([...assets].filter(([, t]) => !type || t === type).reduce((sum, [url]) => sum + sizeOf(url), 0) / 1024);
    return { total: kB(), js: kB('script') };
  };
  const perRoute: Record<string, number> = {};
  for (const p of publicPaths) perRoute[p] = (await measure(p, false)).total;
  const dashboard = await measure('/admin', true);
  await browser.close();
  return { perRoute, publicMaxKB: Math.max(...Object.values(perRoute)), dashboardKB: dashboard.total, dashboardJsKB: dashboard.js };
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** Self time by function and by package (node_modules/<pkg>, or our code), from V8 CPU profiles. */
function profileSelfTime(dir: string, window?: { from: number; to: number }) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (files.length === 0) throw new Error(`no CPU profile written in ${dir}`);
  const where = (url: string) => {
    if (!url) return '(native/gc)';
    const nm = url.split('node_modules/').pop()!;
    if (url.includes('node_modules/')) return nm.startsWith('@') ? nm.split('/').slice(0, 2).join('/') : nm.split('/')[0];
    if (url.startsWith('node:')) return 'node core';
    return path.relative(root, url.replace('file://', ''));
  };
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const prof = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const byId = new Map(prof.nodes.map((n) => [n.id, n]));
    // Sample times are V8's monotonic clock in µs, the clock process.hrtime reads.
    let at = prof.startTime;
    prof.samples.forEach((id, i) => {
      const delta = prof.timeDeltas[i] ?? 0;
      at += delta;
      if (window && (at < window.from || at > window.to)) return;
      const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
      if (functionName === '(idle)') return;
      const ms = delta / 1000;
      total += ms;
      const key = `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
      byPackage.set(where(url), (byPackage.get(where(url)) ?? 0) + ms);
    });
  }
  return { total, byFunction, byPackage };
}

function printProfile(dir: string) {
  const { total, byFunction, byPackage } = profileSelfTime(dir);
  const top = (m: Map<string, number>, n: number) =>
    [...m].sort((x, y) => y[1] - x[1]).slice(0, n).map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  console.log(`\nCPU self time by package (${Math.round(total)} ms sampled):\n${top(byPackage, 20).join('\n')}`);
  console.log(`\nCPU self time by function:\n${top(byFunction, 30).join('\n')}`);
}

/** CPU per delivered message (µs; or per request, `unit`), in total, by package and by function. */
function printLiveProfile(label: string, dir: string, window: { from: number; to: number } | undefined, delivered: number, unit = 'delivered message') {
  const { total, byFunction, byPackage } = profileSelfTime(dir, window);
  const us = (ms: number) => ((1000 * ms) / delivered).toFixed(2).padStart(7);
  const top = (m: Map<string, number>, n: number) =>
    [...m].sort((x, y) => y[1] - x[1]).slice(0, n).map(([k, v]) => `${us(v)} µs ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  console.log(`\n${label}: ${Math.round(total)} ms of CPU (idle left out) for ${delivered} ${unit}s: ${us(total).trim()} µs per ${unit}`);
  console.log(`by package:\n${top(byPackage, 15).join('\n')}`);
  console.log(`by function:\n${top(byFunction, 25).join('\n')}`);
  return { cpuMs: round(total), delivered, usPerMessage: round((1000 * total) / delivered, 2) };
}

/**
 * A fresh embedded PostgreSQL in `dataDir` with pg_stat_statements loaded (for the statements
 * per change): a library is loaded only at the server's start, so it is started, told to load
 * it (ALTER SYSTEM), and started again.
 */
async function freshDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  rmSync(dataDir, { recursive: true, force: true });
  const logger = pino({ level: 'warn' });
  const first = await startEmbeddedPostgres({ dataDir, port: pgPort, logger });
  const setup = new pg.Client({ connectionString: first.url });
  await setup.connect();
  await setup.query("alter system set shared_preload_libraries = 'pg_stat_statements'");
  await setup.end();
  await first.stop();
  const database = await startEmbeddedPostgres({ dataDir, port: pgPort, logger });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  await db.query('create extension if not exists pg_stat_statements');
  await db.end();
  return database;
}

/** Stops one child process (SIGTERM) and waits for it to exit. */
async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A public booking request, as the landing page's form sends it (each its own caller). */
const bookingRequestBody = (i: number) =>
  JSON.stringify({
    variant: 'home',
    name: `Bench Caller ${i}`,
    phone: `98${String(10_000_000 + i).slice(-8)}`,
    pickupAddress: `Bench street ${i}, Varthur`,
    destination: 'Manipal Hospital',
    serviceType: 'emergency',
    idempotencyKey: randomUUID(),
  });

/** A change as a dashboard.onChange message carries it (a `changes` message carries several). */
interface StreamedChange {
  kind: string;
  topic?: string;
  entityId: string;
  row?: BookingItem | null;
}

/** The changes a dashboard.onChange message carries, in order: several when they queued on the server. */
const changesIn = (data: (StreamedChange & { changes?: StreamedChange[] }) | undefined): StreamedChange[] =>
  data?.kind === 'changes' ? (data.changes ?? []) : data ? [data] : [];

type Summary = ReturnType<typeof summary>;
type Fixed = ReturnType<typeof fixedRate>;
type LiveStep = LiveRun & { cpu: Record<string, number> };
interface BarLine {
  goal: string;
  value: string;
  /** null: no verdict (the floor itself gave nothing to compare with). */
  pass: boolean | null;
}
interface Results {
  bundles?: { publicMaxKB: number; dashboardKB: number; dashboardJsKB: number };
  list?: Summary;
  listFixed?: Fixed;
  request?: Fixed;
  live?: LiveRun;
  liveCapacity?: number;
  liveSteps?: LiveStep[];
  /** The floors, measured in the same run as ours: the goals are ratios to them. */
  floors?: { list?: Summary; listFixed?: Fixed; request?: Fixed; live?: LiveRun; liveCapacity?: number; liveSteps?: LiveStep[] };
  /** Ours / the floor's: throughput, fixed-rate p99s, live p99, live capacity. */
  ratios?: { list?: number; listFixedP99?: number; requestP99?: number; liveP99?: number; liveCapacity?: number | null };
  queries?: Array<Awaited<ReturnType<typeof measureQueriesPerChange>>>;
  memory?: { idleMB: number; loadMB: number };
  reports?: Awaited<ReturnType<typeof measureReports>>;
  export?: Awaited<ReturnType<typeof measureExport>>;
  resume?: Awaited<ReturnType<typeof measureResume>>;
  positions?: PositionsRun;
  pooled?: {
    bookings: number;
    list: Summary;
    listErrors: number;
    listErrorKinds: { errors: number; timeouts: number; non2xx: number };
    listCpu: Record<string, number>;
    listOneProcess: Summary;
    listOneProcessCpu: Record<string, number>;
    listFixed: Fixed;
    live: LiveRun;
  };
  bar?: BarLine[];
}

/** The goals `npm run bench` checks: ratios to the floors of the same run, and sizes. No absolute times. */
function barOf(results: Results): BarLine[] {
  const bar: BarLine[] = [];
  const { ratios = {}, floors = {} } = results;
  if (ratios.list !== undefined) bar.push({ goal: 'bookings.list throughput ≥ 0.6 × floor', value: `${ratios.list}`, pass: ratios.list >= 0.6 });
  if (ratios.listFixedP99 !== undefined) bar.push({ goal: 'bookings.list @100/s p99 ≤ 2 × floor', value: `${ratios.listFixedP99}`, pass: ratios.listFixedP99 <= 2 });
  if (ratios.requestP99 !== undefined) bar.push({ goal: 'site.requestBooking @50/s p99 ≤ 2 × floor', value: `${ratios.requestP99}`, pass: ratios.requestP99 <= 2 });
  if (ratios.liveP99 !== undefined && results.live) {
    const { missed, duplicates } = results.live;
    bar.push({
      goal: `live @${LIVE_RATE}/s p99 ≤ 2 × floor, 0 missed, 0 duplicates`,
      value: `${ratios.liveP99}, missed ${missed}, duplicates ${duplicates}`,
      pass: ratios.liveP99 <= 2 && missed === 0 && duplicates === 0,
    });
  }
  if (results.liveCapacity !== undefined && floors.liveCapacity !== undefined) {
    // A floor that holds no rate (a machine too busy for even 25/s within 100 ms) gives no verdict.
    const none = floors.liveCapacity === 0;
    bar.push({
      goal: 'live capacity ≥ 0.5 × floor',
      value: `${results.liveCapacity} vs ${floors.liveCapacity} changes/s${none ? ' (the floor held no rate: no verdict)' : ''}`,
      pass: none ? null : 2 * results.liveCapacity >= floors.liveCapacity,
    });
  }
  if (results.queries?.length) {
    // Issue 23.2: one change with 50 dashboards open costs a few statements per process (two
    // processes here), not a refetch per screen: at most 5 per process, and no more than with one.
    const [one, ...more] = results.queries;
    const most = more.at(-1) ?? one;
    bar.push({
      goal: `DB statements per booking change with ${most.screens} dashboards ≤ 10 (5 per process)`,
      value: `${most.queriesPerChange} (1 dashboard: ${one.queriesPerChange})`,
      pass: most.queriesPerChange <= 10,
    });
  }
  if (results.memory) bar.push({ goal: 'server RSS under load ≤ 300 MB', value: `${results.memory.loadMB} MB`, pass: results.memory.loadMB <= 300 });
  if (results.export) bar.push({ goal: 'CSV export RSS growth ≤ 2 × file', value: `${results.export.growthToFile}`, pass: results.export.growthToFile <= 2 });
  if (results.bundles) bar.push({ goal: 'dashboard first screen JS ≤ 180 kB gzip', value: `${results.bundles.dashboardJsKB} kB`, pass: results.bundles.dashboardJsKB <= 180 });
  return bar;
}

async function main() {
  if (!args.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const dataDir = path.join(root, '.data/bench-api');
  let database = await freshDatabase(dataDir);
  stopDatabase = () => database.stop();
  const serverEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    DEMO_PASSWORD,
    LOG_LEVEL: 'warn',
    // Each booking request below comes from its own (forwarded) client address.
    TRUST_PROXY: 'true',
  };
  const profileDir = path.join(root, 'bench/profile');
  const profileArgs = profile ? [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`] : [];
  if (profile) rmSync(profileDir, { recursive: true, force: true });
  /** One process of the built server, as `npm start` runs it, answering /healthz. */
  const startServer = async (port: number, origin: string, seedDemo: boolean, nodeArgs = startNodeArgs) => {
    const child = startProcess('dist/server/main.js', { ...serverEnv, PORT: String(port), PUBLIC_URL: origin, SEED_DEMO: String(seedDemo) }, nodeArgs);
    await waitFor(`${origin}/healthz`);
    return child;
  };
  let a = await startServer(portA, originA, true, [...startNodeArgs, ...profileArgs]);
  const counts = await seed(database.url);
  const floorOrigin = `http://127.0.0.1:${portFloor}`;
  const floorProfileDir = path.join(profileDir, 'floor');
  const floorProcess = startProcess('scripts/bench-floor.mjs', { DATABASE_URL: database.url, PORT: String(portFloor) }, [
    ...startNodeArgs,
    ...(profileRequest ? ['--cpu-prof', `--cpu-prof-dir=${floorProfileDir}`] : []),
  ]);
  let [b] = await Promise.all([startServer(portB, originB, false, profileLive ? [...startNodeArgs, ...profileArgs] : startNodeArgs), waitFor(`${floorOrigin}/bookings`)]);
  console.log(`seeded: ${JSON.stringify(counts)}`);

  const cookie = await signIn(originA);
  const listOptions = { url: originA + listPath, headers: { cookie } };
  // Warm up both (JIT, pools, caches), then take the idle memory.
  await load({ ...listOptions, connections: 10, duration: 3 });
  await load({ url: `${floorOrigin}/bookings`, connections: 10, duration: 3 });
  await new Promise((r) => setTimeout(r, 2000));
  const idleMB = rssMB(a.pid!);

  if (profileLive) {
    // Ours (both processes) then the floor's (ours stopped), each profiled over the counted
    // changes only, at LIVE_RATE with the same 200 subscribers as the live measure.
    const liveCookies: string[] = [];
    for (let i = 0; i < 20; i++) liveCookies.push(await signIn(originA));
    const delivered = (r: LiveRun) => r.subscribers * r.rate * seconds(10) - r.missed + r.duplicates;
    /**
     * The counted changes' window: its edges on V8's clock (to cut the profiles) and the
     * processes' CPU seconds from /proc (every thread, user and kernel) at each edge. The
     * profile's samples are the main thread's and count time it waited for a core while busy.
     */
    const windowOf = (pids: () => number[]) => {
      const window = { from: 0, to: 0 };
      const cpu = { from: 0, to: 0 };
      const mark = (edge: 'start' | 'end') => {
        const key = edge === 'start' ? 'from' : 'to';
        window[key] = Number(process.hrtime.bigint() / 1000n);
        cpu[key] = pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);
      };
      const usPerMessage = (delivered: number) => round((1e6 * (cpu.to - cpu.from)) / delivered, 2);
      return { window, mark, usPerMessage };
    };
    const oursWindow = windowOf(() => [a.pid!, b.pid!]);
    const ours = await measureLive(database.url, liveCookies, [originA, originB], LIVE_RATE, oursWindow.mark);
    await Promise.all([stopProcess(a), stopProcess(b)]);
    const floorDir = path.join(profileDir, 'floor');
    const floorPorts = [await freePort(), await freePort()];
    const floorProcesses = floorPorts.map((port) =>
      startProcess('scripts/bench-live-floor.mjs', { DATABASE_URL: database.url, PORT: String(port) }, [...startNodeArgs, '--cpu-prof', `--cpu-prof-dir=${floorDir}`]),
    );
    await Promise.all(floorPorts.map((port) => waitFor(`http://127.0.0.1:${port}/healthz`)));
    const floorWindow = windowOf(() => floorProcesses.map((p) => p.pid!));
    const floor = await measureLive(database.url, [], floorPorts.map((port) => `http://127.0.0.1:${port}`), LIVE_RATE, floorWindow.mark);
    await Promise.all(floorProcesses.map(stopProcess));
    console.log(`live @${LIVE_RATE}/s, ours: ${JSON.stringify(ours)}\nlive @${LIVE_RATE}/s, floor: ${JSON.stringify(floor)}`);
    const oursCpu = { ...printLiveProfile('ours', profileDir, oursWindow.window, delivered(ours)), procUsPerMessage: oursWindow.usPerMessage(delivered(ours)) };
    const floorCpu = { ...printLiveProfile('floor', floorDir, floorWindow.window, delivered(floor)), procUsPerMessage: floorWindow.usPerMessage(delivered(floor)) };
    const file = path.join(root, 'bench/live-profile.json');
    const ratios = { profiled: round(oursCpu.usPerMessage / floorCpu.usPerMessage, 2), proc: round(oursCpu.procUsPerMessage / floorCpu.procUsPerMessage, 2) };
    writeFileSync(file, JSON.stringify({ rate: LIVE_RATE, ours: { ...ours, ...oursCpu }, floor: { ...floor, ...floorCpu }, ratios }, null, 2) + '\n');
    console.log(
      `\nper delivered message, ours / floor: main thread (profiled) ${oursCpu.usPerMessage} / ${floorCpu.usPerMessage} µs (${ratios.profiled}×); ` +
        `CPU from /proc (all threads) ${oursCpu.procUsPerMessage} / ${floorCpu.procUsPerMessage} µs (${ratios.proc}×); written to ${path.relative(root, file)}`,
    );
    return;
  }

  if (profileRequest) {
    const window = { from: Number(process.hrtime.bigint() / 1000n), to: 0 };
    const run = await pacedLoad({
      origin: originA,
      rate: 50,
      seconds: 30,
      request: (i) => ({
        method: 'POST',
        path: '/trpc/site.requestBooking',
        headers: { 'content-type': 'application/json', origin: originA, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        body: bookingRequestBody(i),
      }),
    });
    window.to = Number(process.hrtime.bigint() / 1000n);
    const floorWindow = { from: Number(process.hrtime.bigint() / 1000n), to: 0 };
    const floorRun = await pacedLoad({
      origin: floorOrigin,
      rate: 50,
      seconds: 30,
      request: (i) => ({ method: 'POST', path: '/requests', headers: { 'content-type': 'application/json' }, body: bookingRequestBody(1_000_000 + i) }),
    });
    floorWindow.to = Number(process.hrtime.bigint() / 1000n);
    console.log(`profiled site.requestBooking @50/s: ${JSON.stringify(fixedRate(run))}; the floor's POST /requests: ${JSON.stringify(fixedRate(floorRun))}`);
    await Promise.all([stopProcess(a), stopProcess(floorProcess)]);
    printLiveProfile('site.requestBooking (the process that answered)', profileDir, window, 50 * 30, 'request');
    printLiveProfile('floor, POST /requests', floorProfileDir, floorWindow, 50 * 30, 'request');
    return;
  }

  if (profile) {
    const run = await load({ ...listOptions, connections: 50, duration: seconds(15) });
    console.log(`profiled bookings.list: ${JSON.stringify(summary(run))}`);
    await stopProcess(a);
    printProfile(profileDir);
    return;
  }

  const resultsFile = path.join(root, 'bench/results.json');
  const results: Results = only && existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Results) : {};
  // Figures of the layout before the floors (a run with --only over an old file).
  for (const old of ['floor', 'ratio']) delete (results as Record<string, unknown>)[old];
  const floors = (results.floors ??= {});
  const ratios = (results.ratios ??= {});
  const rows: string[][] = [['measure', 'ours', 'floor (same run)', 'ratio, goal']];
  const peaks: Record<string, number> = {};
  const ms = (r: { p50: number; p99: number }) => `p50 ${r.p50} ms, p99 ${r.p99} ms`;
  const ratio = (ours: number, floor: number) => round(ours / floor, 2);

  if (wanted('bundles')) {
    const bundles = await bundleSizes(cookie);
    results.bundles = { publicMaxKB: bundles.publicMaxKB, dashboardKB: bundles.dashboardKB, dashboardJsKB: bundles.dashboardJsKB };
    rows.push(['JS+CSS gzip', `largest public route ${bundles.publicMaxKB} kB, dashboard first screen ${bundles.dashboardKB} kB (JS ${bundles.dashboardJsKB} kB)`, '', 'dashboard goal ≤ 180 kB JS']);
    console.log('per public route (JS+CSS gzip kB):', JSON.stringify(bundles.perRoute));
  }

  if (wanted('list')) {
    const listCpu = await cpuDuring({ server: () => [a.pid!], postgres: postgresPids, bench: () => [process.pid] }, () =>
      peakRss(a.pid!, () => load({ ...listOptions, connections: 200, duration: seconds(15) })),
    );
    const listRun = listCpu.result;
    const floorRun = await load({ url: `${floorOrigin}/bookings`, connections: 200, duration: seconds(15) });
    // A moment for the database to finish the saturation runs' work before a latency run.
    await new Promise((r) => setTimeout(r, 3000));
    const listFixedRun = await pacedLoad({ origin: originA, rate: 100, seconds: seconds(15), request: () => ({ path: listPath, headers: { cookie } }) });
    const floorFixedRun = await pacedLoad({ origin: floorOrigin, rate: 100, seconds: seconds(15), request: () => ({ path: '/bookings' }) });
    peaks.list = listRun.peakMB;
    results.list = summary(listRun.result);
    results.listFixed = fixedRate(listFixedRun);
    floors.list = summary(floorRun);
    floors.listFixed = fixedRate(floorFixedRun);
    ratios.list = ratio(results.list.rps, floors.list.rps);
    ratios.listFixedP99 = ratio(results.listFixed.p99, floors.listFixed.p99);
    rows.push(
      ['bookings.list @200 connections', `${results.list.rps} req/s, ${ms(results.list)}`, `${floors.list.rps} req/s, ${ms(floors.list)}`, `${ratios.list} (goal ≥ 0.6), errors ${failures(listRun.result)} / ${failures(floorRun)}`],
      ['  CPU meanwhile (% of one core)', cpuText(listCpu.cpu), '', ''],
      ['bookings.list @100 req/s fixed', `${ms(listFixedRun)}, max ${listFixedRun.max} ms`, `${ms(floorFixedRun)}, max ${floorFixedRun.max} ms`, `p99 ${ratios.listFixedP99} (goal ≤ 2), errors ${listFixedRun.errors} / ${floorFixedRun.errors}`],
    );
  }

  if (wanted('request')) {
    const requestSeconds = quick ? 10 : 30;
    const requestRun = await peakRss(a.pid!, () =>
      pacedLoad({
        origin: originA,
        rate: 50,
        seconds: requestSeconds,
        request: (i) => ({
          method: 'POST',
          path: '/trpc/site.requestBooking',
          // Each caller from its own (forwarded) address, with its own phone number.
          headers: { 'content-type': 'application/json', origin: originA, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
          body: bookingRequestBody(i),
        }),
      }),
    );
    await new Promise((r) => setTimeout(r, 1000));
    const floorRun = await pacedLoad({
      origin: floorOrigin,
      rate: 50,
      seconds: requestSeconds,
      // Numbered after ours: the phone numbers and keys stay unique.
      request: (i) => ({ method: 'POST', path: '/requests', headers: { 'content-type': 'application/json' }, body: bookingRequestBody(1_000_000 + i) }),
    });
    peaks.request = requestRun.peakMB;
    results.request = fixedRate(requestRun.result);
    floors.request = fixedRate(floorRun);
    ratios.requestP99 = ratio(results.request.p99, floors.request.p99);
    rows.push([
      'site.requestBooking @50/s fixed',
      `${ms(results.request)}, max ${requestRun.result.max} ms`,
      `${ms(floors.request)}, max ${floorRun.max} ms`,
      `p99 ${ratios.requestP99} (goal ≤ 2), errors ${results.request.errors} / ${floors.request.errors}`,
    ]);
  }

  if (wanted('live')) {
    const liveCookies: string[] = [];
    for (let i = 0; i < 20; i++) liveCookies.push(await signIn(originA));
    const ours = await peakRss(a.pid!, () =>
      liveCapacity(async (rate) => {
        const run = await cpuDuring({ servers: () => [a.pid!, b.pid!], postgres: postgresPids, bench: () => [process.pid] }, () =>
          measureLive(database.url, liveCookies, [originA, originB], rate),
        );
        return { ...run.result, cpu: run.cpu };
      }),
    );
    peaks.live = ours.peakMB;
    // The floor's runs with our two processes stopped (their listeners would read every change
    // meanwhile), started again after.
    await Promise.all([stopProcess(a), stopProcess(b)]);
    const floorPorts = [await freePort(), await freePort()];
    const floorProcesses = floorPorts.map((port) => startProcess('scripts/bench-live-floor.mjs', { DATABASE_URL: database.url, PORT: String(port) }, startNodeArgs));
    await Promise.all(floorPorts.map((port) => waitFor(`http://127.0.0.1:${port}/healthz`)));
    const floor = await liveCapacity(async (rate) => {
      const run = await cpuDuring({ floor: () => floorProcesses.map((p) => p.pid!), postgres: postgresPids, bench: () => [process.pid] }, () =>
        measureLive(database.url, [], floorPorts.map((port) => `http://127.0.0.1:${port}`), rate),
      );
      return { ...run.result, cpu: run.cpu };
    });
    await Promise.all(floorProcesses.map(stopProcess));
    a = await startServer(portA, originA, false);
    b = await startServer(portB, originB, false);

    const strip = ({ cpu: _cpu, ...run }: LiveStep): LiveRun => run;
    results.live = strip(ours.result.atRate);
    results.liveCapacity = ours.result.capacity;
    results.liveSteps = ours.result.steps;
    floors.live = strip(floor.atRate);
    floors.liveCapacity = floor.capacity;
    floors.liveSteps = floor.steps;
    ratios.liveP99 = ratio(results.live.p99, floors.live.p99);
    ratios.liveCapacity = floor.capacity > 0 ? ratio(ours.result.capacity, floor.capacity) : null;
    const live = (r: LiveRun) => `${ms(r)}, missed ${r.missed}, duplicates ${r.duplicates}`;
    rows.push([`live: 200 subscribers, 2 processes, ${LIVE_RATE}/s`, live(results.live), live(floors.live), `p99 ${ratios.liveP99} (goal ≤ 2, 0 missed, 0 duplicates)`]);
    rows.push(['  CPU meanwhile (% of one core)', cpuText(ours.result.atRate.cpu), cpuText(floor.atRate.cpu), '']);
    for (const rate of LIVE_RATES) {
      const o = ours.result.steps.find((s) => s.rate === rate);
      const f = floor.steps.find((s) => s.rate === rate);
      const step = (s: LiveStep | undefined) => (s ? `p99 ${s.p99} ms${s.missed || s.duplicates ? `, missed ${s.missed}, dup ${s.duplicates}` : ''}${liveHolds(s) ? '' : ' ✗'}` : 'not run');
      rows.push([`  live @${rate}/s`, step(o), step(f), '']);
    }
    rows.push([`live capacity (p99 ≤ ${LIVE_P99_LIMIT_MS} ms, of ${LIVE_RATES.join(', ')}/s)`, `${results.liveCapacity}/s`, `${floors.liveCapacity}/s`, `${ratios.liveCapacity ?? '-'} (goal ≥ 0.5)`]);
  }

  if (Object.keys(peaks).length > 0) {
    results.memory = { idleMB: round(idleMB), loadMB: round(Math.max(...Object.values(peaks))) };
    rows.push(['memory of a server process (RSS)', `idle ${results.memory.idleMB} MB, under load ${results.memory.loadMB} MB`, '', 'goal ≤ 300 MB']);
    console.log('peak RSS by phase (MB):', JSON.stringify(Object.fromEntries(Object.entries(peaks).map(([k, v]) => [k, round(v)]))));
  }

  if (wanted('queries')) {
    // Five people, ten screens each (a session's limit), split across the two processes.
    const cookies: string[] = [];
    for (let i = 0; i < 5; i++) cookies.push(await signIn(originA));
    const queries = [];
    for (const screens of [1, 10, 50]) queries.push(await measureQueriesPerChange(database.url, cookies, screens));
    results.queries = queries;
    rows.push([
      'DB statements per booking change, 1 / 10 / 50 dashboards',
      queries.map((q) => q.queriesPerChange).join(' / '),
      '',
      `per dashboard ${queries.map((q) => q.perScreen).join(' / ')}; the change itself ${queries[0].ofTheChange} more (measure only)`,
    ]);
    for (const q of queries) console.log(`statements per change with ${q.screens} dashboard(s) (${q.received} events received, ${q.refetched} refetches):`, JSON.stringify(q.byStatement));
  }

  if (wanted('reports')) {
    // Before the export, whose 100,000 rows would join the reports' range.
    const reports = await measureReports(database.url, cookie);
    results.reports = reports;
    const bySection = (r: { sections: Record<string, number> }) => Object.entries(r.sections).map(([k, v]) => `${k} ${v}`).join(', ') + ' (p50 ms)';
    rows.push(
      [`bookings.list page 1, one at a time, ${reports.bookings.small} bookings`, ms(reports.list10k), '', `${reports.runs} runs`],
      [`reports 7 days, ${reports.bookings.small} bookings`, ms(reports.week10k), '', bySection(reports.week10k)],
      [`reports 90 days, ${reports.bookings.small} bookings`, ms(reports.quarter10k), '', bySection(reports.quarter10k)],
      [`bookings.list page 1, one at a time, ${reports.bookings.large} bookings`, ms(reports.list100k), '', `${reports.runs} runs`],
      [`reports 90 days, ${reports.bookings.large} bookings`, ms(reports.quarter100k), '', bySection(reports.quarter100k)],
    );
  }

  if (wanted('export')) {
    const exported = await measureExport(database.url, a.pid!, cookie);
    results.export = exported;
    rows.push([
      `CSV export, ${exported.rows} rows`,
      `${exported.csvMB} MB, RSS ${exported.beforeMB} -> peak ${exported.peakMB} MB (+${exported.growthMB} MB)`,
      '',
      `growth/file ${exported.growthToFile} (goal ≤ 2)`,
    ]);
  }

  if (wanted('positions')) {
    // Five people, ten control-room screens each (a session's limit).
    const staffCookies: string[] = [];
    for (let i = 0; i < 5; i++) staffCookies.push(await signIn(originA));
    const positions = await measurePositions({
      databaseUrl: database.url,
      root,
      origins: [originA, originB],
      pids: [a.pid!, b.pid!],
      staffCookies,
      password: DEMO_PASSWORD,
      seconds: seconds(20),
      subscriptionPath: POSITIONS_SUBSCRIPTION,
      cpuSeconds,
      rssMB,
    });
    results.positions = positions;
    const { controlRoom: c, tracking: t } = positions;
    rows.push(
      [
        `positions: ${positions.vehicles} vehicles every ${POSITION_LOAD.postEverySeconds} s (${positions.postsPerSecond}/s), 2 processes`,
        `posts p50 ${positions.posts.p50} ms, p99 ${positions.posts.p99} ms, errors ${positions.posts.errors}; ${positions.notifyingCommitsPerSecond} notifying commits/s`,
        '',
        'figure',
      ],
      [`  ${c.subscribers} control-room screens (every vehicle)`, `receipt p50 ${c.p50} ms, p99 ${c.p99} ms, missed ${c.missed} of ${c.expected}`, '', 'figure'],
      [`  ${t.subscribers} tracking pages (own vehicle)`, `receipt p50 ${t.p50} ms, p99 ${t.p99} ms, missed ${t.missed} of ${t.expected}`, '', 'figure'],
      ['  per process: CPU (% of one core), peak RSS', Object.entries(positions.processes).map(([k, v]) => `${k} ${v.cpuPercent}%, ${v.peakRssMB} MB`).join('; '), '', ''],
    );
  }

  if (wanted('resume')) {
    const resume = await measureResume(
      async () => {
        database = await startEmbeddedPostgres({ dataDir, port: pgPort, logger: pino({ level: 'warn' }) });
        return database.url;
      },
      () => database.stop(),
      cookie,
    );
    results.resume = resume;
    rows.push([
      `live after a ${resume.outageS} s database outage`,
      resume.resumeMs === null ? 'never' : `${resume.resumeMs} ms`,
      `database accepts a connection: ${resume.floorMs} ms`,
      resume.afterFloorMs === null ? `FAILED: ${resume.failure}` : `${resume.afterFloorMs} ms after the floor (figure)`,
    ]);
  }

  if (wanted('pooled')) {
    // The list and live measures through HAProxy + PgBouncer (transaction mode), three
    // processes, on a database of their own with the first phase's 10,000 bookings (the one
    // above has had the reports' and the export's rows added since). The direct processes and
    // their database stop first, so the machine runs only these.
    await stopChildren();
    await database.stop();
    database = await freshDatabase(path.join(root, '.data/bench-pooled'));
    serverEnv.DATABASE_URL = database.url;
    // Migrations and the demo accounts from one direct process, then the same seed.
    const setup = await startServer(portA, originA, true);
    const pooledCounts = await seed(database.url);
    const pooledCookie = await signIn(originA);
    const liveCookies: string[] = [];
    for (let i = 0; i < 20; i++) liveCookies.push(await signIn(originA));
    await stopProcess(setup);
    console.log(`pooled phase seeded: ${JSON.stringify(pooledCounts)}`);
    const pgbouncer = await startPgBouncer(database.url, { poolSize: 20 });
    const balancerPort = await freePort();
    const balancer = `http://127.0.0.1:${balancerPort}`;
    const pooledPorts = [await freePort(), await freePort(), await freePort()];
    // One after another: three starting at once on a busy 2-core machine overran Fastify's
    // plugin start-up timeout.
    const pooledProcesses: ChildProcess[] = [];
    for (const port of pooledPorts) {
      const env = { ...serverEnv, DATABASE_URL: pgbouncer.url('ambulance'), LIVE_DATABASE_URL: database.url, PORT: String(port), PUBLIC_URL: balancer, SEED_DEMO: 'false' };
      pooledProcesses.push(startProcess('dist/server/main.js', env, startNodeArgs));
      await waitFor(`http://127.0.0.1:${port}/healthz`);
    }
    const pooledList = { url: balancer + listPath, headers: { cookie: pooledCookie } };
    /** bookings.list at 200 connections through the balancer, and where the CPU went meanwhile. */
    const pooledListAt200 = (servers: number[]) =>
      cpuDuring(
        {
          servers: () => servers.map((i) => pooledProcesses[i].pid!),
          postgres: postgresPids,
          pgbouncer: () => [pgbouncer.pid],
          haproxy: () => [haproxy.pid],
          bench: () => [process.pid],
        },
        () => load({ ...pooledList, connections: 200, duration: seconds(15) }),
      );
    // First one process behind the same balancer and pooler (the two others idle): the cost of
    // the path itself, apart from three processes sharing the machine's cores.
    let haproxy = await startHaproxy(
      pooledPorts.map(() => `127.0.0.1:${pooledPorts[0]}`),
      { port: balancerPort },
    );
    try {
      await load({ ...pooledList, connections: 10, duration: 3 });
      const oneProcess = await pooledListAt200([0]);
      await haproxy.stop();
      haproxy = await startHaproxy(
        pooledPorts.map((port) => `127.0.0.1:${port}`),
        { port: balancerPort },
      );
      await load({ ...pooledList, connections: 10, duration: 3 });
      const threeProcesses = await pooledListAt200([0, 1, 2]);
      const pooledListRun = threeProcesses.result;
      await new Promise((r) => setTimeout(r, 3000));
      const pooledListFixed = await pacedLoad({ origin: balancer, rate: 100, seconds: seconds(15), request: () => ({ path: listPath, headers: { cookie: pooledCookie } }) });
      const pooledLiveRun = await cpuDuring(
        { servers: () => pooledProcesses.map((p) => p.pid!), postgres: postgresPids, pgbouncer: () => [pgbouncer.pid], haproxy: () => [haproxy.pid], bench: () => [process.pid] },
        () => measureLive(pgbouncer.url('ambulance'), liveCookies, [balancer]),
      );
      const pooledLive = pooledLiveRun.result;
      const pooled = {
        bookings: pooledCounts.bookings,
        list: summary(pooledListRun),
        listErrors: failures(pooledListRun),
        listErrorKinds: { errors: pooledListRun.errors, timeouts: pooledListRun.timeouts, non2xx: pooledListRun.non2xx },
        listCpu: threeProcesses.cpu,
        listOneProcess: summary(oneProcess.result),
        listOneProcessCpu: oneProcess.cpu,
        listFixed: fixedRate(pooledListFixed),
        live: pooledLive,
      };
      results.pooled = pooled;
      rows.push(['pooled: bookings.list @200 via HAProxy, 1 process, PgBouncer', `${pooled.listOneProcess.rps} req/s, ${ms(pooled.listOneProcess)}`, '', `errors ${failures(oneProcess.result)}`]);
      rows.push(['  CPU meanwhile (% of one core)', cpuText(oneProcess.cpu), '', '']);
      rows.push(['pooled: bookings.list @200 via HAProxy, 3 processes, PgBouncer', `${pooled.list.rps} req/s, ${ms(pooled.list)}`, '', `errors ${pooled.listErrors} ${JSON.stringify(pooled.listErrorKinds)}`]);
      rows.push(['  CPU meanwhile (% of one core)', cpuText(threeProcesses.cpu), '', '']);
      rows.push(['pooled: bookings.list @100 req/s fixed', ms(pooled.listFixed), '', `errors ${pooled.listFixed.errors}`]);
      rows.push([`pooled: live, 200 subscribers via HAProxy, ${LIVE_RATE}/s`, `${ms(pooled.live)}`, '', `missed ${pooled.live.missed}, duplicates ${pooled.live.duplicates}`]);
      rows.push(['  CPU meanwhile (% of one core)', cpuText(pooledLiveRun.cpu), '', '']);
    } finally {
      await haproxy.stop();
      await stopChildren();
      await pgbouncer.stop();
    }
  }

  results.bar = barOf(results);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length)));
  console.log('');
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join(' | '));
  console.log('\nbar (ratios to the floors of this run; times alone are figures, not goals):');
  for (const line of results.bar) console.log(`  ${line.pass === null ? 'N/A ' : line.pass ? 'PASS' : 'MISS'}  ${line.goal}: ${line.value}`);
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
  console.log('\nwrote bench/results.json');
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
