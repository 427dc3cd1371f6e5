import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded';
import type { BookingItem } from '../../web/lib/booking-patches';
import { pacedLoad, type PacedResult } from '../bench-paced';

/*
 * What every measure of `npm run bench` shares: the command line's flags, the ports and origins,
 * the processes it starts (and stops on the way out), timing and CPU helpers, the seed and sign-in.
 */

/** The control room's positions subscription (issue 20.4), which the positions run opens. */
export const POSITIONS_SUBSCRIPTION = 'fleet.onPosition';

export const args = process.argv.slice(2);
export const quick = args.includes('--quick');
/**
 * --profile: only bookings.list under load, with a CPU profile of the server, summarised.
 * --profile=live: only the live measure at LIVE_RATE, ours then the floor's, each process
 * profiled, the CPU per delivered message summarised side by side (issue 23.4).
 */
export const profileLive = args.includes('--profile=live');
/** --profile=request: only site.requestBooking at its fixed 50/s, the CPU per request by package and function. */
export const profileRequest = args.includes('--profile=request');
export const profile = profileLive || profileRequest || args.includes('--profile');
/** --only=a,b: just these parts (the others keep their figures in bench/results.json). */
export const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
export const wanted = (part: 'bundles' | 'list' | 'request' | 'live' | 'queries' | 'reports' | 'export' | 'bills' | 'scheduled' | 'webhooks' | 'partner-api' | 'sign-in' | 'positions' | 'resume' | 'pooled') => !only || only.includes(part);
export const root = path.resolve(import.meta.dirname, '../..');
export const portA = Number(process.env.BENCH_PORT ?? 4400);
// The second process and the floor listen on ports free at run time (BENCH_PORT is the first).
export const portB = await freePort();
export const portFloor = await freePort();
export const pgPort = Number(process.env.BENCH_PG_PORT ?? 5441);
export const originA = `http://localhost:${portA}`;
export const originB = `http://localhost:${portB}`;
export const DEMO_PASSWORD = 'bench-password-1';
export const seconds = (s: number) => (quick ? Math.max(3, Math.round(s / 3)) : s);

export async function freePort(): Promise<number> {
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
export const startNodeArgs = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

export const children: ChildProcess[] = [];
let stopDatabase: (() => Promise<void>) | null = null;
/** The bench's database, stopped on the way out (main starts it, and again for the pooled run). */
export function setStopDatabase(stop: () => Promise<void>): void {
  stopDatabase = stop;
}
/** Stops every child process still running (one ended by a signal has no exit code, only a signal). */
export async function stopChildren() {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  const exits = running.map((c) => new Promise((r) => c.once('exit', r)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(exits);
}
export async function cleanUp() {
  await stopChildren();
  await stopDatabase?.();
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

export function startProcess(file: string, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, file], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

export async function waitFor(url: string) {
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

export function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** The highest RSS of a process while `work` runs. */
export async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMB: number }> {
  let peak = rssMB(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMB(pid))), 100);
  try {
    return { result: await work(), peakMB: peak };
  } finally {
    clearInterval(timer);
  }
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

const percentile = (samples: number[], p: number) => round([...samples].sort((x, y) => x - y)[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))], 1);

/** p50/p99 in ms of `work` run `runs` times one after another (after 3 not counted). */
export async function timeOneAtATime(runs: number, work: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** CPU seconds (user + system) a process has used, or 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return 0;
  }
}

/** The bench's PostgreSQL: its postmaster (found by its port) and the postmaster's children. */
export function postgresPids(): number[] {
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
export function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) / 100;
}

/**
 * Where the CPU went while `work` ran, in % of one core: each group of processes (PostgreSQL's
 * are looked up at the start and the end), and the whole machine (other work on it included).
 */
export async function cpuDuring<T>(groups: Record<string, () => number[]>, work: () => Promise<T>): Promise<{ result: T; cpu: Record<string, number> }> {
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
export const cpuText = (cpu: Record<string, number>) => Object.entries(cpu).map(([k, v]) => `${k} ${v}%`).join(', ');

export function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err as Error) : resolve(result)));
  });
}

export const summary = (r: autocannon.Result) => ({ rps: round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 });
export const failures = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;
export const fixedRate = (r: PacedResult) => ({ rate: r.rate, p50: r.p50, p99: r.p99, errors: r.errors });

export async function seed(databaseUrl: string) {
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

export async function signIn(origin: string): Promise<string> {
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

export const listPath = `/trpc/bookings.list?input=${encodeURIComponent(JSON.stringify({ page: 1 }))}`;

/**
 * A fresh embedded PostgreSQL in `dataDir` with pg_stat_statements loaded (for the statements
 * per change): a library is loaded only at the server's start, so it is started, told to load
 * it (ALTER SYSTEM), and started again.
 */
export async function freshDatabase(dataDir: string): Promise<EmbeddedDatabase> {
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
export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A public booking request, as the landing page's form sends it (each its own caller). */
export const bookingRequestBody = (i: number) =>
  JSON.stringify({
    variant: 'home',
    name: `Bench Caller ${i}`,
    phone: `98${String(10_000_000 + i).slice(-8)}`,
    pickupAddress: `Bench street ${i}, Varthur`,
    destination: 'Manipal Hospital',
    serviceType: 'emergency',
    idempotencyKey: randomUUID(),
  });

/**
 * Public booking requests at a fixed `rate` (open loop) to `path` at `origin`, each its own
 * caller numbered from `first` (numbers unique across runs keep phones and keys unique), from its
 * own forwarded address. Ours and the floors are sent the same, `headers` added.
 */
export function bookingRequests(options: { origin: string; path: string; first: number; seconds: number; rate?: number; headers?: Record<string, string> }) {
  return pacedLoad({
    origin: options.origin,
    rate: options.rate ?? 50,
    seconds: options.seconds,
    request: (i) => ({
      method: 'POST',
      path: options.path,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, ...options.headers },
      body: bookingRequestBody(options.first + i),
    }),
  });
}

/** A change as a dashboard.onChange message carries it (a `changes` message carries several). */
export interface StreamedChange {
  kind: string;
  topic?: string;
  entityId: string;
  row?: BookingItem | null;
}

/** The changes a dashboard.onChange message carries, in order: several when they queued on the server. */
export const changesIn = (data: (StreamedChange & { changes?: StreamedChange[] }) | undefined): StreamedChange[] =>
  data?.kind === 'changes' ? (data.changes ?? []) : data ? [data] : [];
