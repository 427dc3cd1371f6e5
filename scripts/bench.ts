/**
 * npm run bench [-- --no-build] [-- --quick] [-- --profile]
 *
 * Builds, seeds a fresh embedded PostgreSQL (10,000 bookings, 100 ambulances, 5,000
 * inquiries), starts two processes of the built server on it and the floor server
 * (scripts/bench-floor.mjs), then measures, in one run:
 * - `bookings.list` page 1 as operator at 200 connections, beside the floor;
 * - `bookings.list` at a fixed 100 requests/s; `site.requestBooking` at a fixed 50/s for 30 s;
 * - live latency from commit to receipt: 200 WebSocket subscribers split across the two
 *   processes, 100 changes/s, counting missed and duplicate events;
 * - the list (saturation and fixed rate) and live measures again through HAProxy
 *   (deploy/haproxy.cfg) in front of three processes on PgBouncer in transaction mode (Debian's
 *   packages: scripts/ensure-pooler.sh), LISTEN on a direct connection (LIVE_DATABASE_URL); the
 *   list there with one process as well, and for each saturation and live run the CPU each part
 *   used (servers, PostgreSQL, PgBouncer, HAProxy, the bench, the whole machine);
 * - the server process's memory (RSS) idle and under load;
 * - gzip size of the JS and CSS each public route, and the dashboard's first screen, load
 *   (what Chromium actually requests);
 * - the CSV export of 100,000 bookings: the server's peak RSS growth against the file's size;
 * - live updates after a database outage of 35 s: how long after PostgreSQL is started again a
 *   change reaches a subscriber that was connected before, against the floor of how long the
 *   database itself takes to accept a connection.
 * Prints one table and writes bench/results.json. Throughput load comes from autocannon; the
 * fixed rates from scripts/bench-paced.ts (open loop: autocannon's fixed rate comes in bursts).
 * `--profile` instead loads only bookings.list and prints where the server's CPU time went.
 * - the Reports tab (issue 21): the 7-day and 90-day reports over the 10,000 bookings given full
 *   timelines, then the 90-day report over 100,000 (90,000 more spread over 90 days), one at a
 *   time, p50/p99 each, beside the bookings list's page 1 timed the same way on the same data;
 * `--only=export,resume` (any of bundles, list, request, live, reports, export, resume, pooled) runs those
 * parts only and merges their figures into bench/results.json.
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
import { startEmbeddedPostgres } from '../server/db/embedded';
import { providerToday } from '../shared/dates';
import { startHaproxy, startPgBouncer } from '../tests/helpers/pooler';
import { pacedLoad, type PacedResult } from './bench-paced';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
/** --profile: only bookings.list under load, with a CPU profile of the server, summarised. */
const profile = args.includes('--profile');
/** --only=a,b: just these parts (the others keep their figures in bench/results.json). */
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const wanted = (part: 'bundles' | 'list' | 'request' | 'live' | 'reports' | 'export' | 'resume' | 'pooled') => !only || only.includes(part);
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

/** Node's flags from `npm start` (package.json), so the server runs here as it does in production. */
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

/**
 * The server allows a handful of live connections per session and per address (a person's
 * tabs), so the 200 subscribers come as 20 signed-in people, each from its own address. They
 * run in worker threads (scripts/bench-live-subscribers.mjs); this thread only commits.
 */
async function measureLive(databaseUrl: string, cookies: string[], origins = [originA, originB]) {
  const subscribers = 200;
  const rate = 100;
  const total = rate * seconds(10);
  const epochNow = () => performance.timeOrigin + performance.now();
  const specs = Array.from({ length: subscribers }, (_, i) => {
    const origin = origins[i % origins.length];
    return {
      url: origin.replace('http', 'ws') + '/trpc',
      headers: { cookie: cookies[Math.floor(i / 10)], origin, 'x-forwarded-for': `10.200.${i >> 8}.${i & 255}` },
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
  await commitChanges('bench', total);
  // Stragglers (on a loaded machine the queue drains late: only what never comes is missed),
  // then anything arriving twice.
  const deadline = Date.now() + 90_000;
  const fewest = async () => Math.min(...(await Promise.all(workers.map((w) => (w.postMessage('progress'), reply<number>(w, 'progress'))))));
  while (Date.now() < deadline && (await fewest()) < total) await new Promise((r) => setTimeout(r, 200));
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
      called_back_at = case when b.status <> 'pending' then b.created_at + make_interval(secs => t.s1) end,
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
      const message = JSON.parse(text) as { error?: unknown; result?: { type: string; data?: { data?: { kind: string; entityId?: string } } } };
      if (message.error) ended = `error ${JSON.stringify(message.error)}`;
      if (message.result?.type === 'started') resolve();
      if (message.result?.type === 'stopped') ended = 'stopped by the server';
      const change = message.result?.type === 'data' ? message.result.data?.data : undefined;
      if (change?.kind === 'change' && change.entityId === marker) markerAt = performance.now();
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
}

/** Self time by function and by package (node_modules/<pkg>, or our code), from a V8 CPU profile. */
function printProfile(dir: string) {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no CPU profile written');
  const prof = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const selfMs = new Map<number, number>();
  prof.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0) / 1000));
  const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
  const where = (url: string) => {
    if (!url) return '(native/gc)';
    const nm = url.split('node_modules/').pop()!;
    if (url.includes('node_modules/')) return nm.startsWith('@') ? nm.split('/').slice(0, 2).join('/') : nm.split('/')[0];
    if (url.startsWith('node:')) return 'node core';
    return path.relative(root, url.replace('file://', ''));
  };
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const key = `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byPackage.set(where(url), (byPackage.get(where(url)) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m].sort((x, y) => y[1] - x[1]).slice(0, n).map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  console.log(`\nCPU self time by package (${Math.round(total)} ms sampled):\n${top(byPackage, 20).join('\n')}`);
  console.log(`\nCPU self time by function:\n${top(byFunction, 30).join('\n')}`);
}

async function main() {
  if (!args.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const dataDir = path.join(root, '.data/bench-api');
  rmSync(dataDir, { recursive: true, force: true });
  const database = await startEmbeddedPostgres({ dataDir, port: pgPort, logger: pino({ level: 'warn' }) });
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
  const a = startProcess('dist/server/main.js', { ...serverEnv, PORT: String(portA), PUBLIC_URL: originA, SEED_DEMO: 'true' }, [...startNodeArgs, ...profileArgs]);
  await waitFor(`${originA}/healthz`);
  const counts = await seed(database.url);
  const b = startProcess('dist/server/main.js', { ...serverEnv, PORT: String(portB), PUBLIC_URL: originB, SEED_DEMO: 'false' }, startNodeArgs);
  startProcess('scripts/bench-floor.mjs', { DATABASE_URL: database.url, PORT: String(portFloor) });
  await Promise.all([waitFor(`${originB}/healthz`), waitFor(`http://127.0.0.1:${portFloor}/bookings`)]);
  console.log(`seeded: ${JSON.stringify(counts)}`);

  const cookie = await signIn(originA);
  const listOptions = { url: originA + listPath, headers: { cookie } };
  // Warm up both (JIT, pools, caches), then take the idle memory.
  await load({ ...listOptions, connections: 10, duration: 3 });
  await load({ url: `http://127.0.0.1:${portFloor}/bookings`, connections: 10, duration: 3 });
  await new Promise((r) => setTimeout(r, 2000));
  const idleMB = rssMB(a.pid!);

  if (profile) {
    const run = await load({ ...listOptions, connections: 50, duration: seconds(15) });
    console.log(`profiled bookings.list: ${JSON.stringify(summary(run))}`);
    a.kill('SIGTERM');
    await new Promise((r) => a.once('exit', r));
    printProfile(profileDir);
    return;
  }

  type Previous = Partial<{ list: ReturnType<typeof summary>; floor: ReturnType<typeof summary>; ratio: number; listFixed: ReturnType<typeof fixedRate>; request: ReturnType<typeof fixedRate>; live: Awaited<ReturnType<typeof measureLive>>; memory: { idleMB: number; loadMB: number }; bundles: { publicMaxKB: number; dashboardKB: number; dashboardJsKB: number }; reports: Awaited<ReturnType<typeof measureReports>>; export: Awaited<ReturnType<typeof measureExport>>; resume: Awaited<ReturnType<typeof measureResume>>; pooled: { list: ReturnType<typeof summary>; listErrors: number; listErrorKinds: { errors: number; timeouts: number; non2xx: number }; listCpu: Record<string, number>; listOneProcess: ReturnType<typeof summary>; listOneProcessCpu: Record<string, number>; listFixed: ReturnType<typeof fixedRate>; live: Awaited<ReturnType<typeof measureLive>> } }>;
  const resultsFile = path.join(root, 'bench/results.json');
  const results: Previous = only && existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Previous) : {};
  const rows: string[][] = [];
  const peaks: Record<string, number> = {};

  if (wanted('bundles')) {
    const bundles = await bundleSizes(cookie);
    results.bundles = { publicMaxKB: bundles.publicMaxKB, dashboardKB: bundles.dashboardKB, dashboardJsKB: bundles.dashboardJsKB };
    rows.push(['JS+CSS gzip', '', `largest public route ${bundles.publicMaxKB} kB, dashboard first screen ${bundles.dashboardKB} kB (JS ${bundles.dashboardJsKB} kB)`, 'dashboard goal ≤ 180 kB JS']);
    console.log('per public route (JS+CSS gzip kB):', JSON.stringify(bundles.perRoute));
  }

  if (wanted('list')) {
    const listCpu = await cpuDuring({ server: () => [a.pid!], postgres: postgresPids, bench: () => [process.pid] }, () =>
      peakRss(a.pid!, () => load({ ...listOptions, connections: 200, duration: seconds(15) })),
    );
    const listRun = listCpu.result;
    const floorRun = await load({ url: `http://127.0.0.1:${portFloor}/bookings`, connections: 200, duration: seconds(15) });
    // A moment for the database to finish the saturation runs' work before a latency run.
    await new Promise((r) => setTimeout(r, 3000));
    const listFixedRun = await pacedLoad({ origin: originA, rate: 100, seconds: seconds(15), request: () => ({ path: listPath, headers: { cookie } }) });
    peaks.list = listRun.peakMB;
    const list = summary(listRun.result);
    const floor = summary(floorRun);
    Object.assign(results, { list, floor, ratio: round(list.rps / floor.rps, 2), listFixed: fixedRate(listFixedRun) });
    rows.push(
      ['bookings.list @200 connections', `${list.rps} req/s`, `p50 ${list.p50} ms, p99 ${list.p99} ms`, `errors ${failures(listRun.result)}`],
      ['floor (Fastify + pg) @200', `${floor.rps} req/s`, `p50 ${floor.p50} ms, p99 ${floor.p99} ms`, `ratio ${results.ratio} (goal ≥ 0.6)`],
      ['  CPU meanwhile (% of one core)', '', cpuText(listCpu.cpu), ''],
      ['bookings.list @100 req/s fixed', `${listFixedRun.rps} req/s`, `p50 ${listFixedRun.p50} ms, p99 ${listFixedRun.p99} ms (goal ≤ 50), max ${listFixedRun.max} ms`, `errors ${listFixedRun.errors}`],
    );
  }

  if (wanted('request')) {
    const requestRun = await peakRss(a.pid!, () =>
      pacedLoad({
        origin: originA,
        rate: 50,
        seconds: quick ? 10 : 30,
        request: (i) => ({
          method: 'POST',
          path: '/trpc/site.requestBooking',
          headers: {
            'content-type': 'application/json',
            origin: originA,
            // Each caller from its own (forwarded) address, with its own phone number.
            'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          },
          body: JSON.stringify({
            variant: 'home',
            name: `Bench Caller ${i}`,
            phone: `98${String(10_000_000 + i).slice(-8)}`,
            pickupAddress: `Bench street ${i}, Varthur`,
            destination: 'Manipal Hospital',
            serviceType: 'emergency',
            idempotencyKey: randomUUID(),
          }),
        }),
      }),
    );
    peaks.request = requestRun.peakMB;
    results.request = fixedRate(requestRun.result);
    rows.push(['site.requestBooking @50/s fixed', `${requestRun.result.rps} req/s`, `p50 ${results.request.p50} ms, p99 ${results.request.p99} ms (goal ≤ 50), max ${requestRun.result.max} ms`, `errors ${results.request.errors}`]);
  }

  if (wanted('live')) {
    const liveCookies: string[] = [];
    for (let i = 0; i < 20; i++) liveCookies.push(await signIn(originA));
    const liveCpu = await cpuDuring({ servers: () => [a.pid!, b.pid!], postgres: postgresPids, bench: () => [process.pid] }, () =>
      peakRss(a.pid!, () => measureLive(database.url, liveCookies)),
    );
    const liveRun = liveCpu.result;
    peaks.live = liveRun.peakMB;
    results.live = liveRun.result;
    rows.push(['live: 200 subscribers, 2 processes, 100/s', `${results.live.rate} changes/s`, `p50 ${results.live.p50} ms, p99 ${results.live.p99} ms (goal ≤ 50)`, `missed ${results.live.missed}, duplicates ${results.live.duplicates}`]);
    rows.push(['  CPU meanwhile (% of one core)', '', cpuText(liveCpu.cpu), '']);
  }

  if (Object.keys(peaks).length > 0) {
    results.memory = { idleMB: round(idleMB), loadMB: round(Math.max(...Object.values(peaks))) };
    rows.push(['memory of a server process (RSS)', '', `idle ${results.memory.idleMB} MB, under load ${results.memory.loadMB} MB`, 'goal ≤ 300 MB']);
    console.log('peak RSS by phase (MB):', JSON.stringify(Object.fromEntries(Object.entries(peaks).map(([k, v]) => [k, round(v)]))));
  }

  if (wanted('reports')) {
    // Before the export, whose 100,000 rows would join the reports' range.
    const reports = await measureReports(database.url, cookie);
    results.reports = reports;
    const ms = (r: { p50: number; p99: number }) => `p50 ${r.p50} ms, p99 ${r.p99} ms`;
    const bySection = (r: { sections: Record<string, number> }) => Object.entries(r.sections).map(([k, v]) => `${k} ${v}`).join(', ') + ' (p50 ms)';
    rows.push(
      [`bookings.list page 1, one at a time, ${reports.bookings.small} bookings`, '', ms(reports.list10k), `${reports.runs} runs`],
      [`reports 7 days, ${reports.bookings.small} bookings`, '', ms(reports.week10k), bySection(reports.week10k)],
      [`reports 90 days, ${reports.bookings.small} bookings`, '', ms(reports.quarter10k), bySection(reports.quarter10k)],
      [`bookings.list page 1, one at a time, ${reports.bookings.large} bookings`, '', ms(reports.list100k), `${reports.runs} runs`],
      [`reports 90 days, ${reports.bookings.large} bookings`, '', ms(reports.quarter100k), bySection(reports.quarter100k)],
    );
  }

  if (wanted('export')) {
    const exported = await measureExport(database.url, a.pid!, cookie);
    results.export = exported;
    rows.push([
      `CSV export, ${exported.rows} rows`,
      `${exported.csvMB} MB`,
      `RSS ${exported.beforeMB} -> peak ${exported.peakMB} MB (+${exported.growthMB} MB)`,
      `growth/file ${exported.growthToFile} (goal ≤ 2)`,
    ]);
  }

  if (wanted('resume')) {
    let current = database;
    const resume = await measureResume(
      async () => {
        current = await startEmbeddedPostgres({ dataDir, port: pgPort, logger: pino({ level: 'warn' }) });
        stopDatabase = () => current.stop();
        return current.url;
      },
      () => current.stop(),
      cookie,
    );
    results.resume = resume;
    rows.push([
      `live after a ${resume.outageS} s database outage`,
      resume.resumeMs === null ? 'never' : `${resume.resumeMs} ms`,
      `floor (database accepts a connection) ${resume.floorMs} ms`,
      resume.afterFloorMs === null ? `FAILED: ${resume.failure}` : `${resume.afterFloorMs} ms after the floor (goal ≤ 5000)`,
    ]);
  }

  if (wanted('pooled')) {
    // The list and live measures through HAProxy + PgBouncer (transaction mode), three
    // processes; the direct ones stop first, so the machine runs only these.
    const liveCookies: string[] = [];
    for (let i = 0; i < 20; i++) liveCookies.push(await signIn(originA));
    await stopChildren();
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
    const pooledList = { url: balancer + listPath, headers: { cookie } };
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
      const pooledListFixed = await pacedLoad({ origin: balancer, rate: 100, seconds: seconds(15), request: () => ({ path: listPath, headers: { cookie } }) });
      const pooledLiveRun = await cpuDuring(
        { servers: () => pooledProcesses.map((p) => p.pid!), postgres: postgresPids, pgbouncer: () => [pgbouncer.pid], haproxy: () => [haproxy.pid], bench: () => [process.pid] },
        () => measureLive(pgbouncer.url('ambulance'), liveCookies, [balancer]),
      );
      const pooledLive = pooledLiveRun.result;
      const pooled = {
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
      rows.push(['pooled: bookings.list @200 via HAProxy, 1 process, PgBouncer', `${pooled.listOneProcess.rps} req/s`, `p50 ${pooled.listOneProcess.p50} ms, p99 ${pooled.listOneProcess.p99} ms`, `errors ${failures(oneProcess.result)}`]);
      rows.push(['  CPU meanwhile (% of one core)', '', cpuText(oneProcess.cpu), '']);
      rows.push(['pooled: bookings.list @200 via HAProxy, 3 processes, PgBouncer', `${pooled.list.rps} req/s`, `p50 ${pooled.list.p50} ms, p99 ${pooled.list.p99} ms`, `errors ${pooled.listErrors} ${JSON.stringify(pooled.listErrorKinds)}`]);
      rows.push(['  CPU meanwhile (% of one core)', '', cpuText(threeProcesses.cpu), '']);
      rows.push(['pooled: bookings.list @100 req/s fixed', `${pooled.listFixed.rate} req/s`, `p50 ${pooled.listFixed.p50} ms, p99 ${pooled.listFixed.p99} ms`, `errors ${pooled.listFixed.errors}`]);
      rows.push(['pooled: live, 200 subscribers via HAProxy, 100/s', `${pooled.live.rate} changes/s`, `p50 ${pooled.live.p50} ms, p99 ${pooled.live.p99} ms`, `missed ${pooled.live.missed}, duplicates ${pooled.live.duplicates}`]);
      rows.push(['  CPU meanwhile (% of one core)', '', cpuText(pooledLiveRun.cpu), '']);
    } finally {
      await haproxy.stop();
      await stopChildren();
      await pgbouncer.stop();
    }
  }

  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length)));
  console.log('');
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join(' | '));
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
