/**
 * npm run bench [-- --no-build] [-- --quick] [-- --profile[=live|request]]
 *
 * Builds, seeds a fresh embedded PostgreSQL (10,000 bookings, 100 ambulances, 5,000
 * inquiries; pg_stat_statements loaded), starts two processes of the built server on it and
 * the floor server (scripts/bench-floor.mjs), then measures, in one run, each beside its floor
 * (the machine's speed varies 2x from run to run, so goals are ratios to floors of the same run;
 * the list, request and live measures run ours and the floor alternately, three times each,
 * A B A B A B, or --pairs=N, and each ratio is the median of the pairs', with its spread:
 * scripts/bench/pairs.ts):
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
 *   packages: scripts/ensure-test-packages.sh), LISTEN on a direct connection (LIVE_DATABASE_URL), on
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
 * - bills (issue 40.4, scripts/bench/bills.ts): 1,000 bills issued in one batch, and bill PDFs
 *   one at a time (p50/p99): figures;
 * - scheduled (issue 37.3, scripts/bench/scheduled.ts): the waiting queue and the Scheduled view
 *   with 10,000 future trips from 100 series, p50/p99 one call at a time beside the list's: figures;
 * - webhooks (issue 38.4, scripts/bench/webhooks.ts): delivery latency from a trip change's commit
 *   to the receiver's answer, p50/p99, at 50 changes/s with 20 endpoints over two processes: figures;
 * - partner-api (issue 38, scripts/bench/partner-api.ts): POST /api/v1/trips with a key at a fixed
 *   50/s beside site.requestBooking at 50/s, one after the other on one process: figures;
 * - sign-in (issue 9.2, scripts/bench/sign-in.ts): an unknown e-mail and a wrong password, refused
 *   in about the same time: the ratio of their medians;
 * `--only=export,resume` (any of bundles, list, request, live, queries, reports, export, bills,
 * scheduled, webhooks, partner-api, sign-in, positions, resume, pooled) runs those parts only and merges their figures into bench/results.json.
 */
import { execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { startHaproxy, startPgBouncer } from '../tests/helpers/pooler';
import { pacedLoad } from './bench-paced';
import { measurePositions, POSITION_LOAD } from './bench-positions';
import { POSITIONS_SUBSCRIPTION, args, quick, profileLive, profileRequest, profile, only, wanted, root, portA, portB, portFloor, pgPort, originA, originB, DEMO_PASSWORD, seconds, freePort, startNodeArgs, setStopDatabase, stopChildren, cleanUp, startProcess, waitFor, rssMB, peakRss, round, cpuSeconds, postgresPids, cpuDuring, cpuText, load, summary, failures, fixedRate, seed, signIn, listPath, freshDatabase, stopProcess, bookingRequests } from './bench/common';
import { type LiveRun, LIVE_RATES, LIVE_P99_LIMIT_MS, LIVE_RATE, liveHolds, liveCapacityWithCpu, measureLive, startLiveFloors } from './bench/live';
import { measureQueriesPerChange } from './bench/queries';
import { measureBills } from './bench/bills';
import { measureScheduled } from './bench/scheduled';
import { measureWebhooks } from './bench/webhooks';
import { measurePartnerApi } from './bench/partner-api';
import { measureSignInTiming } from './bench/sign-in';
import { measureReports } from './bench/reports';
import { measureExport } from './bench/export';
import { measureResume } from './bench/resume';
import { bundleSizes } from './bench/bundles';
import { printProfile, printLiveProfile } from './bench/profile';
import { type LiveStep, type Results, barOf } from './bench/results';
import { PAIRS, alternately, medianOf, pairedRatios, spreadText } from './bench/pairs';

async function main() {
  if (!args.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const dataDir = path.join(root, '.data/bench-api');
  let database = await freshDatabase(dataDir);
  setStopDatabase(() => database.stop());
  const serverEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    DEMO_PASSWORD,
    LOG_LEVEL: 'warn',
    // Each booking request below comes from its own (forwarded) client address.
    TRUST_PROXY: 'true',
    // The webhooks measure's receiver is on this machine (scripts/bench/webhooks.ts).
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // The partner-api measure books 50 trips a second with one key for its run.
    API_KEY_REQUESTS_PER_MINUTE: '100000',
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
    const floorProcesses = await startLiveFloors(floorPorts, { DATABASE_URL: database.url }, [...startNodeArgs, '--cpu-prof', `--cpu-prof-dir=${floorDir}`]);
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
    const run = await bookingRequests({ origin: originA, path: '/trpc/site.requestBooking', headers: { origin: originA }, first: 0, seconds: 30 });
    window.to = Number(process.hrtime.bigint() / 1000n);
    const floorWindow = { from: Number(process.hrtime.bigint() / 1000n), to: 0 };
    const floorRun = await bookingRequests({ origin: floorOrigin, path: '/requests', first: 1_000_000, seconds: 30 });
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
  const spreads = (results.spreads ??= {});
  const rows: string[][] = [['measure', 'ours', 'floor (same run)', 'ratio, goal']];
  const peaks: Record<string, number> = {};
  const ms = (r: { p50: number; p99: number }) => `p50 ${r.p50} ms, p99 ${r.p99} ms`;

  if (wanted('bundles')) {
    const bundles = await bundleSizes(cookie);
    results.bundles = { publicMaxKB: bundles.publicMaxKB, dashboardKB: bundles.dashboardKB, dashboardJsKB: bundles.dashboardJsKB };
    rows.push(['JS+CSS gzip', `largest public route ${bundles.publicMaxKB} kB, dashboard first screen ${bundles.dashboardKB} kB (JS ${bundles.dashboardJsKB} kB)`, '', 'dashboard goal ≤ 180 kB JS']);
    console.log('per public route (JS+CSS gzip kB):', JSON.stringify(bundles.perRoute));
  }

  if (wanted('list')) {
    // Saturation: ours then the floor, PAIRS times; then the fixed rate the same way.
    const saturation = await alternately(
      async () => {
        const run = await cpuDuring({ server: () => [a.pid!], postgres: postgresPids, bench: () => [process.pid] }, () =>
          peakRss(a.pid!, () => load({ ...listOptions, connections: 200, duration: seconds(15) })),
        );
        peaks.list = Math.max(peaks.list ?? 0, run.result.peakMB);
        return { summary: summary(run.result.result), errors: failures(run.result.result), cpu: run.cpu };
      },
      async () => {
        const run = await load({ url: `${floorOrigin}/bookings`, connections: 200, duration: seconds(15) });
        return { summary: summary(run), errors: failures(run) };
      },
      (ours, floor) => ours.summary.rps / floor.summary.rps,
    );
    // A moment for the database to finish the saturation runs' work before a latency run.
    await new Promise((r) => setTimeout(r, 3000));
    const fixed = await alternately(
      () => pacedLoad({ origin: originA, rate: 100, seconds: seconds(15), request: () => ({ path: listPath, headers: { cookie } }) }),
      () => pacedLoad({ origin: floorOrigin, rate: 100, seconds: seconds(15), request: () => ({ path: '/bookings' }) }),
      (ours, floor) => ours.p99 / floor.p99,
    );
    results.list = saturation.median.ours.summary;
    results.listFixed = fixedRate(fixed.median.ours);
    floors.list = saturation.median.floor.summary;
    floors.listFixed = fixedRate(fixed.median.floor);
    ratios.list = saturation.ratio;
    ratios.listFixedP99 = fixed.ratio;
    spreads.list = saturation.spread;
    spreads.listFixedP99 = fixed.spread;
    rows.push(
      [
        'bookings.list @200 connections',
        `${results.list.rps} req/s, ${ms(results.list)}`,
        `${floors.list.rps} req/s, ${ms(floors.list)}`,
        `${ratios.list} ${spreadText(saturation)} (goal ≥ 0.6), errors ${saturation.median.ours.errors} / ${saturation.median.floor.errors}`,
      ],
      ['  CPU meanwhile (% of one core)', cpuText(saturation.median.ours.cpu), '', ''],
      [
        'bookings.list @100 req/s fixed',
        `${ms(fixed.median.ours)}, max ${fixed.median.ours.max} ms`,
        `${ms(fixed.median.floor)}, max ${fixed.median.floor.max} ms`,
        `p99 ${ratios.listFixedP99} ${spreadText(fixed)} (goal ≤ 2), errors ${fixed.median.ours.errors} / ${fixed.median.floor.errors}`,
      ],
    );
  }

  if (wanted('request')) {
    const requestSeconds = quick ? 10 : 30;
    // Each run's callers numbered apart: the phone numbers and keys stay unique across runs.
    let runs = 0;
    const request = await alternately(
      async () => {
        const first = 2_000_000 * runs++;
        const run = await peakRss(a.pid!, () =>
          bookingRequests({ origin: originA, path: '/trpc/site.requestBooking', headers: { origin: originA }, first, seconds: requestSeconds }),
        );
        peaks.request = Math.max(peaks.request ?? 0, run.peakMB);
        await new Promise((r) => setTimeout(r, 1000));
        return run.result;
      },
      async () => {
        const run = await bookingRequests({ origin: floorOrigin, path: '/requests', first: 2_000_000 * runs++, seconds: requestSeconds });
        await new Promise((r) => setTimeout(r, 1000));
        return run;
      },
      (ours, floor) => ours.p99 / floor.p99,
    );
    results.request = fixedRate(request.median.ours);
    floors.request = fixedRate(request.median.floor);
    ratios.requestP99 = request.ratio;
    spreads.requestP99 = request.spread;
    rows.push([
      'site.requestBooking @50/s fixed',
      `${ms(results.request)}, max ${request.median.ours.max} ms`,
      `${ms(floors.request)}, max ${request.median.floor.max} ms`,
      `p99 ${ratios.requestP99} ${spreadText(request)} (goal ≤ 2), errors ${results.request.errors} / ${floors.request.errors}`,
    ]);
  }

  if (wanted('live')) {
    const liveCookies: string[] = [];
    for (let i = 0; i < 20; i++) liveCookies.push(await signIn(originA));
    const live = await alternately(
      async () => {
        const ours = await peakRss(a.pid!, () =>
          liveCapacityWithCpu({ servers: () => [a.pid!, b.pid!], postgres: postgresPids, bench: () => [process.pid] }, database.url, liveCookies, [originA, originB]),
        );
        peaks.live = Math.max(peaks.live ?? 0, ours.peakMB);
        return ours.result;
      },
      async () => {
        // The floor's runs with our two processes stopped (their listeners would read every
        // change meanwhile), started again after.
        await Promise.all([stopProcess(a), stopProcess(b)]);
        const floorPorts = [await freePort(), await freePort()];
        const floorProcesses = await startLiveFloors(floorPorts, { DATABASE_URL: database.url }, startNodeArgs);
        const floor = await liveCapacityWithCpu(
          { floor: () => floorProcesses.map((p) => p.pid!), postgres: postgresPids, bench: () => [process.pid] },
          database.url,
          [],
          floorPorts.map((port) => `http://127.0.0.1:${port}`),
        );
        await Promise.all(floorProcesses.map(stopProcess));
        a = await startServer(portA, originA, false);
        b = await startServer(portB, originB, false);
        return floor;
      },
      (ours, floor) => ours.atRate.p99 / floor.atRate.p99,
    );
    const capacity = pairedRatios(live.pairs, (ours, floor) => (floor.capacity > 0 ? ours.capacity / floor.capacity : null));
    const ours = live.median.ours;
    const floor = live.median.floor;
    const strip = ({ cpu: _cpu, ...run }: LiveStep): LiveRun => run;
    // Missed and doubled events over every run of ours, not the median one's only.
    const total = (key: 'missed' | 'duplicates') => live.pairs.reduce((sum, p) => sum + p.ours.atRate[key], 0);
    results.live = { ...strip(ours.atRate), missed: total('missed'), duplicates: total('duplicates') };
    results.liveCapacity = medianOf(live.pairs.map((p) => p.ours.capacity));
    results.liveSteps = ours.steps;
    floors.live = strip(floor.atRate);
    floors.liveCapacity = medianOf(live.pairs.map((p) => p.floor.capacity));
    floors.liveSteps = floor.steps;
    ratios.liveP99 = live.ratio;
    ratios.liveCapacity = capacity?.ratio ?? null;
    spreads.liveP99 = live.spread;
    if (capacity) spreads.liveCapacity = capacity.spread;
    const liveText = (r: LiveRun) => `${ms(r)}, missed ${r.missed}, duplicates ${r.duplicates}`;
    rows.push([
      `live: 200 subscribers, 2 processes, ${LIVE_RATE}/s`,
      liveText(results.live),
      liveText(floors.live),
      `p99 ${ratios.liveP99} ${spreadText(live)} (goal ≤ 2, 0 missed, 0 duplicates over all ${PAIRS} runs)`,
    ]);
    rows.push(['  CPU meanwhile (% of one core)', cpuText(ours.atRate.cpu), cpuText(floor.atRate.cpu), '']);
    for (const rate of LIVE_RATES) {
      const o = ours.steps.find((s) => s.rate === rate);
      const f = floor.steps.find((s) => s.rate === rate);
      const step = (s: LiveStep | undefined) => (s ? `p99 ${s.p99} ms${s.missed || s.duplicates ? `, missed ${s.missed}, dup ${s.duplicates}` : ''}${liveHolds(s) ? '' : ' ✗'}` : 'not run');
      rows.push([`  live @${rate}/s`, step(o), step(f), '']);
    }
    rows.push([
      `live capacity (p99 ≤ ${LIVE_P99_LIMIT_MS} ms, of ${LIVE_RATES.join(', ')}/s)`,
      `${results.liveCapacity}/s (runs: ${live.pairs.map((p) => p.ours.capacity).join(', ')})`,
      `${floors.liveCapacity}/s (runs: ${live.pairs.map((p) => p.floor.capacity).join(', ')})`,
      `${ratios.liveCapacity ?? '-'} ${capacity ? spreadText(capacity) : ''} (goal ≥ 0.5)`,
    ]);
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

  if (wanted('bills')) {
    const bills = await measureBills(database.url, cookie);
    results.bills = bills;
    rows.push(
      [`${bills.trips} bills issued in one batch (20 at a time, API)`, `${bills.batchSeconds} s (${bills.billsPerSecond}/s)`, '', bills.consecutive ? 'numbers consecutive, none twice' : 'NUMBERS NOT CONSECUTIVE'],
      [`bill PDF, one at a time (${bills.pdf.runs} runs, en/kn/hi)`, `p50 ${bills.pdf.p50} ms, p99 ${bills.pdf.p99} ms`, '', `${bills.pdf.averageKB} KB each (figures: no goal)`],
    );
  }

  if (wanted('scheduled')) {
    const scheduled = await measureScheduled(database.url, cookie);
    results.scheduled = scheduled;
    const runsText = `${scheduled.runs} runs, ${scheduled.future} future trips from 100 series, ${scheduled.bookings} bookings (figures: no goal)`;
    rows.push(
      ['bookings.list page 1, one at a time, with the series trips', ms(scheduled.list), '', runsText],
      ['dashboard.queue, one at a time, with the series trips', ms(scheduled.queue), '', runsText],
      ['bookings.scheduled (the Scheduled view, 7 days), one at a time', ms(scheduled.scheduled), '', runsText],
    );
  }

  if (wanted('webhooks')) {
    const hooks = await measureWebhooks(database.url);
    results.webhooks = hooks;
    rows.push([
      `webhooks: ${hooks.rate} trip changes/s, ${hooks.endpoints} endpoints (${hooks.expected} deliveries), commit to receiver`,
      `p50 ${hooks.p50} ms, p99 ${hooks.p99} ms, max ${hooks.max} ms`,
      '',
      `missed ${hooks.missed}, twice ${hooks.duplicates}, refused ${hooks.rejected}; all in ${hooks.drainedSeconds} s (figures: no goal)`,
    ]);
  }

  if (wanted('partner-api')) {
    const api = await measurePartnerApi(originA);
    results.partnerApi = api;
    rows.push([
      `POST /api/v1/trips (REST, API key) @50/s fixed, ${api.seconds} s`,
      `p50 ${api.rest.p50} ms, p99 ${api.rest.p99} ms, errors ${api.rest.errors}`,
      `site.requestBooking: p50 ${api.site.p50} ms, p99 ${api.site.p99} ms, errors ${api.site.errors}`,
      'the same server, one after the other (figures: no goal)',
    ]);
  }

  if (wanted('sign-in')) {
    const timing = await measureSignInTiming(originA);
    results.signIn = timing;
    rows.push([
      `auth.signIn refused: an unknown e-mail beside a wrong password, ${timing.attempts} of each alternately`,
      `median ${timing.unknownMs} vs ${timing.wrongMs} ms`,
      '',
      `ratio ${timing.ratio}; answers ${timing.statuses.join(', ')}`,
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
    const pooledEnv = (port: number) => ({ ...serverEnv, DATABASE_URL: pgbouncer.url('ambulance'), LIVE_DATABASE_URL: database.url, PORT: String(port), PUBLIC_URL: balancer, SEED_DEMO: 'false' });
    const pooledProcesses: ChildProcess[] = [];
    for (const port of pooledPorts) {
      pooledProcesses.push(startProcess('dist/server/main.js', pooledEnv(port), startNodeArgs));
      await waitFor(`http://127.0.0.1:${port}/healthz`);
    }
    const pooledList = { url: balancer + listPath, headers: { cookie: pooledCookie } };
    const pooledServers = () => pooledProcesses.map((p) => p.pid!);
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
    /**
     * The floors on the same path (issue 41: the goals' figures through HAProxy and PgBouncer,
     * beside the direct ones): three of each floor behind a balancer of their own (the same
     * HAProxy configuration), reading and writing through the same PgBouncer. The live floors
     * LISTEN straight to PostgreSQL, as our processes do (LIVE_DATABASE_URL).
     */
    const floorPorts = [await freePort(), await freePort(), await freePort()];
    const listFloors = floorPorts.map((port) => startProcess('scripts/bench-floor.mjs', { DATABASE_URL: pgbouncer.url('ambulance'), PORT: String(port) }, startNodeArgs));
    await Promise.all(floorPorts.map((port) => waitFor(`http://127.0.0.1:${port}/healthz`)));
    let floorHaproxy = await startHaproxy(floorPorts.map((port) => `127.0.0.1:${port}`));
    /**
     * Restarts our three processes one after another (see above), then the balancer: a new
     * HAProxy starts with every server up, where the running one would bring each back only
     * after two passed checks (`rise 2`), and a run starting sooner would load the first ones.
     */
    const startPooled = async () => {
      for (const [i, port] of pooledPorts.entries()) {
        pooledProcesses[i] = startProcess('dist/server/main.js', pooledEnv(port), startNodeArgs);
        await waitFor(`http://127.0.0.1:${port}/healthz`);
      }
      await haproxy.stop();
      haproxy = await startHaproxy(
        pooledPorts.map((port) => `127.0.0.1:${port}`),
        { port: balancerPort },
      );
      await waitFor(`${balancer}/healthz`);
    };
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
      await load({ url: `${floorHaproxy.url}/bookings`, connections: 10, duration: 3 });
      const saturation = await alternately(
        () => pooledListAt200([0, 1, 2]),
        () => load({ url: `${floorHaproxy.url}/bookings`, connections: 200, duration: seconds(15) }),
        (ours, floor) => summary(ours.result).rps / summary(floor).rps,
      );
      await new Promise((r) => setTimeout(r, 3000));
      const fixed = await alternately(
        () => pacedLoad({ origin: balancer, rate: 100, seconds: seconds(15), request: () => ({ path: listPath, headers: { cookie: pooledCookie } }) }),
        () => pacedLoad({ origin: floorHaproxy.url, rate: 100, seconds: seconds(15), request: () => ({ path: '/bookings' }) }),
        (ours, floor) => ours.p99 / floor.p99,
      );
      // Callers numbered apart from the direct phase's and from each other run's.
      let requestRuns = 0;
      const requestAt50 = (origin: string, path: string, headers: Record<string, string>) =>
        bookingRequests({ origin, path, headers, first: 100_000_000 + 2_000_000 * requestRuns++, seconds: quick ? 10 : 30 });
      const request = await alternately(
        () => requestAt50(balancer, '/trpc/site.requestBooking', { origin: balancer }),
        () => requestAt50(floorHaproxy.url, '/requests', {}),
        (ours, floor) => ours.p99 / floor.p99,
      );
      await Promise.all(listFloors.map(stopProcess));
      await floorHaproxy.stop();
      const live = await alternately(
        () =>
          liveCapacityWithCpu(
            { servers: pooledServers, postgres: postgresPids, pgbouncer: () => [pgbouncer.pid], haproxy: () => [haproxy.pid], bench: () => [process.pid] },
            pgbouncer.url('ambulance'),
            liveCookies,
            [balancer],
          ),
        async () => {
          // As in the direct phase: ours stopped while the floors run (their listeners would
          // read every change meanwhile), started again after.
          await Promise.all(pooledProcesses.map(stopProcess));
          const liveFloors = await startLiveFloors(floorPorts, { DATABASE_URL: pgbouncer.url('ambulance'), LIVE_DATABASE_URL: database.url }, startNodeArgs);
          floorHaproxy = await startHaproxy(floorPorts.map((port) => `127.0.0.1:${port}`));
          try {
            return await liveCapacityWithCpu(
              { floor: () => liveFloors.map((p) => p.pid!), postgres: postgresPids, pgbouncer: () => [pgbouncer.pid], haproxy: () => [floorHaproxy.pid], bench: () => [process.pid] },
              pgbouncer.url('ambulance'),
              [],
              [floorHaproxy.url],
            );
          } finally {
            await floorHaproxy.stop();
            await Promise.all(liveFloors.map(stopProcess));
            await startPooled();
          }
        },
        (ours, floor) => ours.atRate.p99 / floor.atRate.p99,
      );
      const capacity = pairedRatios(live.pairs, (ours, floor) => (floor.capacity > 0 ? ours.capacity / floor.capacity : null));
      const strip = ({ cpu: _cpu, ...run }: LiveStep): LiveRun => run;
      const liveTotal = (key: 'missed' | 'duplicates') => live.pairs.reduce((sum, p) => sum + p.ours.atRate[key], 0);
      const pooledListRun = saturation.median.ours.result;
      const pooled = {
        bookings: pooledCounts.bookings,
        list: summary(pooledListRun),
        listErrors: failures(pooledListRun),
        listErrorKinds: { errors: pooledListRun.errors, timeouts: pooledListRun.timeouts, non2xx: pooledListRun.non2xx },
        listCpu: saturation.median.ours.cpu,
        listOneProcess: summary(oneProcess.result),
        listOneProcessCpu: oneProcess.cpu,
        listFixed: fixedRate(fixed.median.ours),
        request: fixedRate(request.median.ours),
        live: { ...strip(live.median.ours.atRate), missed: liveTotal('missed'), duplicates: liveTotal('duplicates') },
        liveCapacity: medianOf(live.pairs.map((p) => p.ours.capacity)),
        liveSteps: live.median.ours.steps,
        floors: {
          list: summary(saturation.median.floor),
          listFixed: fixedRate(fixed.median.floor),
          request: fixedRate(request.median.floor),
          live: strip(live.median.floor.atRate),
          liveCapacity: medianOf(live.pairs.map((p) => p.floor.capacity)),
          liveSteps: live.median.floor.steps,
        },
        ratios: { list: saturation.ratio, listFixedP99: fixed.ratio, requestP99: request.ratio, liveP99: live.ratio, liveCapacity: capacity?.ratio ?? null },
        spreads: { list: saturation.spread, listFixedP99: fixed.spread, requestP99: request.spread, liveP99: live.spread, ...(capacity ? { liveCapacity: capacity.spread } : {}) },
      };
      results.pooled = pooled;
      const f = pooled.floors;
      rows.push(['pooled: bookings.list @200 via HAProxy, 1 process, PgBouncer', `${pooled.listOneProcess.rps} req/s, ${ms(pooled.listOneProcess)}`, '', `errors ${failures(oneProcess.result)}`]);
      rows.push(['  CPU meanwhile (% of one core)', cpuText(oneProcess.cpu), '', '']);
      rows.push([
        'pooled: bookings.list @200 via HAProxy, 3 processes, PgBouncer',
        `${pooled.list.rps} req/s, ${ms(pooled.list)}`,
        `${f.list.rps} req/s, ${ms(f.list)}`,
        `${pooled.ratios.list} ${spreadText(saturation)} (goal ≥ 0.6), errors ${pooled.listErrors} ${JSON.stringify(pooled.listErrorKinds)} / ${failures(saturation.median.floor)}`,
      ]);
      rows.push(['  CPU meanwhile (% of one core)', cpuText(pooled.listCpu), '', '']);
      rows.push(['pooled: bookings.list @100 req/s fixed', ms(pooled.listFixed), ms(f.listFixed), `p99 ${pooled.ratios.listFixedP99} ${spreadText(fixed)} (goal ≤ 2), errors ${pooled.listFixed.errors} / ${f.listFixed.errors}`]);
      rows.push(['pooled: site.requestBooking @50/s fixed', ms(pooled.request), ms(f.request), `p99 ${pooled.ratios.requestP99} ${spreadText(request)} (goal ≤ 2), errors ${pooled.request.errors} / ${f.request.errors}`]);
      rows.push([
        `pooled: live, 200 subscribers via HAProxy, 3 processes, ${LIVE_RATE}/s`,
        `${ms(pooled.live)}, missed ${pooled.live.missed}, duplicates ${pooled.live.duplicates}`,
        `${ms(f.live)}, missed ${f.live.missed}, duplicates ${f.live.duplicates}`,
        `p99 ${pooled.ratios.liveP99} ${spreadText(live)} (goal ≤ 2, 0 missed, 0 duplicates over all ${PAIRS} runs)`,
      ]);
      rows.push(['  CPU meanwhile (% of one core)', cpuText(live.median.ours.atRate.cpu), cpuText(live.median.floor.atRate.cpu), '']);
      rows.push([
        `pooled: live capacity (p99 ≤ ${LIVE_P99_LIMIT_MS} ms, of ${LIVE_RATES.join(', ')}/s)`,
        `${pooled.liveCapacity}/s (runs: ${live.pairs.map((p) => p.ours.capacity).join(', ')})`,
        `${f.liveCapacity}/s (runs: ${live.pairs.map((p) => p.floor.capacity).join(', ')})`,
        `${pooled.ratios.liveCapacity ?? '-'} ${capacity ? spreadText(capacity) : ''} (goal ≥ 0.5)`,
      ]);
    } finally {
      await haproxy.stop();
      await floorHaproxy.stop();
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
