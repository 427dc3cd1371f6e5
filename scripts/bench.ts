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
 * - the server process's memory (RSS) idle and under load;
 * - gzip size of the JS and CSS each public route, and the dashboard's first screen, load
 *   (what Chromium actually requests).
 * Prints one table and writes bench/results.json. Throughput load comes from autocannon; the
 * fixed rates from scripts/bench-paced.ts (open loop: autocannon's fixed rate comes in bursts).
 * `--profile` instead loads only bookings.list and prints where the server's CPU time went.
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
import { startEmbeddedPostgres } from '../server/db/embedded';
import { pacedLoad, type PacedResult } from './bench-paced';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
/** --profile: only bookings.list under load, with a CPU profile of the server, summarised. */
const profile = args.includes('--profile');
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
async function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : Promise.resolve())));
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
async function measureLive(databaseUrl: string, cookies: string[]) {
  const subscribers = 200;
  const rate = 100;
  const total = rate * seconds(10);
  const epochNow = () => performance.timeOrigin + performance.now();
  const specs = Array.from({ length: subscribers }, (_, i) => {
    const origin = i % 2 ? originB : originA;
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
  startProcess('dist/server/main.js', { ...serverEnv, PORT: String(portB), PUBLIC_URL: originB, SEED_DEMO: 'false' }, startNodeArgs);
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

  const bundles = await bundleSizes(cookie);
  const listRun = await peakRss(a.pid!, () => load({ ...listOptions, connections: 200, duration: seconds(15) }));
  const floorRun = await load({ url: `http://127.0.0.1:${portFloor}/bookings`, connections: 200, duration: seconds(15) });
  // A moment for the database to finish the saturation runs' work before a latency run.
  await new Promise((r) => setTimeout(r, 3000));
  const listFixedRun = await pacedLoad({ origin: originA, rate: 100, seconds: seconds(15), request: () => ({ path: listPath, headers: { cookie } }) });

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

  const liveCookies: string[] = [];
  for (let i = 0; i < 20; i++) liveCookies.push(await signIn(originA));
  const liveRun = await peakRss(a.pid!, () => measureLive(database.url, liveCookies));

  const list = summary(listRun.result);
  const floor = summary(floorRun);
  const results = {
    list,
    floor,
    ratio: round(list.rps / floor.rps, 2),
    listFixed: fixedRate(listFixedRun),
    request: fixedRate(requestRun.result),
    live: liveRun.result,
    memory: { idleMB: round(idleMB), loadMB: round(Math.max(listRun.peakMB, requestRun.peakMB, liveRun.peakMB)) },
    bundles: { publicMaxKB: bundles.publicMaxKB, dashboardKB: bundles.dashboardKB, dashboardJsKB: bundles.dashboardJsKB },
  };

  const rows = [
    ['bookings.list @200 connections', `${list.rps} req/s`, `p50 ${list.p50} ms, p99 ${list.p99} ms`, `errors ${failures(listRun.result)}`],
    ['floor (Fastify + pg) @200', `${floor.rps} req/s`, `p50 ${floor.p50} ms, p99 ${floor.p99} ms`, `ratio ${results.ratio} (goal ≥ 0.6)`],
    ['bookings.list @100 req/s fixed', `${listFixedRun.rps} req/s`, `p50 ${results.listFixed.p50} ms, p99 ${results.listFixed.p99} ms (goal ≤ 50), max ${listFixedRun.max} ms`, `errors ${results.listFixed.errors}`],
    ['site.requestBooking @50/s fixed', `${requestRun.result.rps} req/s`, `p50 ${results.request.p50} ms, p99 ${results.request.p99} ms (goal ≤ 50), max ${requestRun.result.max} ms`, `errors ${results.request.errors}`],
    ['live: 200 subscribers, 2 processes, 100/s', `${results.live.rate} changes/s`, `p50 ${results.live.p50} ms, p99 ${results.live.p99} ms (goal ≤ 50)`, `missed ${results.live.missed}, duplicates ${results.live.duplicates}`],
    ['memory of a server process (RSS)', '', `idle ${results.memory.idleMB} MB, under load ${results.memory.loadMB} MB`, 'goal ≤ 300 MB'],
    ['JS+CSS gzip', '', `largest public route ${bundles.publicMaxKB} kB, dashboard first screen ${bundles.dashboardKB} kB (JS ${bundles.dashboardJsKB} kB)`, 'dashboard goal ≤ 180 kB JS'],
  ];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length)));
  console.log('');
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join(' | '));
  console.log('\nper public route (JS+CSS gzip kB):', JSON.stringify(bundles.perRoute));
  console.log('peak RSS by phase (MB):', JSON.stringify({ list: round(listRun.peakMB), request: round(requestRun.peakMB), live: round(liveRun.peakMB) }));
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n');
  console.log('\nwrote bench/results.json');
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
