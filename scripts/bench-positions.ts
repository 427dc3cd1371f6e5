/**
 * `npm run bench`'s positions run (issue 20.8): 200 vehicles on a trip, each crew phone posting
 * its position every 2 s (100 posts/s over the two processes), while 50 control-room screens
 * (the staff positions subscription, every vehicle) and 1,000 family tracking pages (5 per
 * booking, server-sent events) are open, split over the two processes. Measures:
 * - receipt latency p50/p99, from just before a post is sent to its arrival at each subscriber
 *   (a control-room screen gets every vehicle's, a tracking page its own vehicle's only);
 * - missed updates: posts a subscriber should have received and did not (each vehicle posts 2 s
 *   apart, so none is coalesced away by the once-per-second rule);
 * - notifying commits per second (announcements on the `vehicle_position` channel, heard by a
 *   LISTEN of the bench's own);
 * - the answer time of the posts themselves, and CPU and peak RSS per server process.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { hashPassword } from '../server/auth/password';
import { newTrackingToken } from '../server/db/tracking-token';
import { pacedLoad } from './bench-paced';

export const POSITION_LOAD = { vehicles: 200, postEverySeconds: 2, controlRoomScreens: 50, trackingPages: 1000 } as const;

export interface PositionsRun {
  vehicles: number;
  postsPerSecond: number;
  seconds: number;
  posts: { sent: number; errors: number; p50: number; p99: number };
  controlRoom: { subscribers: number; p50: number; p99: number; missed: number; expected: number };
  tracking: { subscribers: number; p50: number; p99: number; missed: number; expected: number };
  notifyingCommitsPerSecond: number;
  /** Per server process: CPU (% of one core) and peak RSS (MB) during the run. */
  processes: Record<string, { cpuPercent: number; peakRssMB: number }>;
}

interface Trip {
  bookingId: string;
  ambulanceId: string;
  token: string;
  email: string;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const percentile = (sorted: number[], p: number) => round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);

/** 200 vehicles free of any active booking, a crew account on each, and a booking on its way. */
async function setUpTrips(databaseUrl: string, password: string): Promise<Trip[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const free = `select a.id from ambulance a where not exists (
      select 1 from booking b where b.ambulance_id = a.id and b.status in ('confirmed', 'in_progress'))`;
  await db.query(
    `insert into ambulance (id, vehicle_number, ambulance_type, is_available, driver_name, driver_phone)
     select gen_random_uuid(), 'KA01BP' || lpad(n::text, 4, '0'), 'basic', true, 'Driver P' || n, '+9198460' || lpad(n::text, 5, '0')
     from generate_series(1, greatest(0, $1 - (select count(*) from (${free}) f))) n`,
    [POSITION_LOAD.vehicles],
  );
  const ambulances = (await db.query<{ id: string }>(`${free} order by a.id limit $1`, [POSITION_LOAD.vehicles])).rows.map((r) => r.id);
  const passwordHash = await hashPassword(password);
  const trips: Trip[] = [];
  for (const [i, ambulanceId] of ambulances.entries()) {
    const email = `crew.bench${i}@example.com`;
    const { rows } = await db.query<{ id: string }>(
      `insert into profile (id, full_name, email, phone, password_hash) values (gen_random_uuid(), $1, $2, $3, $4)
       on conflict (lower(email)) do update set password_hash = excluded.password_hash returning id`,
      [`Bench Crew ${i}`, email, `+91984700${String(i).padStart(4, '0')}`, passwordHash],
    );
    await db.query(
      `insert into user_role (user_id, role, ambulance_id) values ($1, 'crew', $2)
       on conflict (user_id) do update set role = 'crew', ambulance_id = excluded.ambulance_id`,
      [rows[0].id, ambulanceId],
    );
    const token = newTrackingToken();
    const booking = await db.query<{ id: string }>(
      `insert into booking (id, customer_name, customer_phone, pickup_location, dropoff_location, service_type, booking_date,
         status, source, ambulance_id, assigned_at, confirmed_at, on_the_way_at, pickup_lat, pickup_lng, pickup_point_source,
         tracking_token, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, 'Bench pickup street', 'Bench hospital', 'basic', now(), 'in_progress', 'website', $3,
         now(), now(), now(), 12.97, 77.59, 'staff', $4, now(), now())
       returning id`,
      [`Bench Patient ${i}`, `+91990100${String(i).padStart(4, '0')}`, ambulanceId, token],
    );
    trips.push({ bookingId: booking.rows[0].id, ambulanceId, token, email });
  }
  await db.end();
  return trips;
}

async function signInAs(origin: string, email: string, password: string, address: string): Promise<string> {
  const res = await fetch(`${origin}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`crew sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The CPU seconds of a process so far (user + system), from /proc. */
type CpuOf = (pid: number) => number;
type RssOf = (pid: number) => number;

export async function measurePositions(options: {
  databaseUrl: string;
  root: string;
  origins: [string, string];
  pids: [number, number];
  /** Operators' cookies for the control-room screens (at most 10 screens per session). */
  staffCookies: string[];
  password: string;
  seconds: number;
  /** The staff positions subscription's path (tRPC). */
  subscriptionPath: string;
  cpuSeconds: CpuOf;
  rssMB: RssOf;
}): Promise<PositionsRun> {
  const { origins, password } = options;
  const trips = await setUpTrips(options.databaseUrl, password);
  const crewCookies = new Map<string, string>();
  // Four at a time: each sign-in checks an argon2 hash (about 100 ms of a core).
  for (let i = 0; i < trips.length; i += 4) {
    await Promise.all(
      trips.slice(i, i + 4).map(async (trip, j) => {
        const n = i + j;
        crewCookies.set(trip.ambulanceId, await signInAs(origins[n % 2], trip.email, password, `10.210.${n >> 8}.${n & 255}`));
      }),
    );
  }

  // Subscribers: control-room screens over WebSocket, tracking pages over SSE, half on each process.
  const subscribers = [
    ...Array.from({ length: POSITION_LOAD.controlRoomScreens }, (_, i) => {
      const origin = origins[i % 2];
      return {
        kind: 'ws' as const,
        url: origin.replace('http', 'ws') + '/trpc',
        path: options.subscriptionPath,
        headers: { cookie: options.staffCookies[Math.floor(i / 10)], origin, 'x-forwarded-for': `10.211.${i >> 8}.${i & 255}` },
      };
    }),
    ...Array.from({ length: POSITION_LOAD.trackingPages }, (_, i) => {
      const trip = trips[i % trips.length];
      return {
        kind: 'sse' as const,
        url: `${origins[i % 2]}/track/${trip.token}/events`,
        headers: { 'x-forwarded-for': `10.212.${i >> 8}.${i & 255}` },
        ambulanceId: trip.ambulanceId,
      };
    }),
  ];
  const workerCount = 2;
  const shares = Array.from({ length: workerCount }, (_, w) => subscribers.map((s, i) => ({ s, i })).filter(({ i }) => i % workerCount === w));
  const workers = shares.map(
    (share) => new Worker(path.join(options.root, 'scripts/bench-position-subscribers.mjs'), { workerData: { subscribers: share.map(({ s }) => s) } }),
  );
  const reply = <T>(worker: Worker, key: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: Record<string, unknown>) => {
        if (!(key in message)) return;
        worker.off('message', onMessage);
        resolve(message[key] as T);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  await Promise.all(workers.map((w) => reply(w, 'started')));

  const listener = new pg.Client({ connectionString: options.databaseUrl });
  await listener.connect();
  let announced = 0;
  listener.on('notification', (n) => n.channel === 'vehicle_position' && announced++);
  await listener.query('listen vehicle_position');

  // Vehicle v posts every 2 s, its turn spread over the 2 s; its n-th post's latitude is
  // 12.9 + n/1000 (about 110 m a step: each post changes the page), which names the post.
  const epochNow = () => performance.timeOrigin + performance.now();
  const sentAt = new Map<string, number>();
  const latitudeOf = (post: number) => round(12.9 + post / 1000, 4);
  const rate = POSITION_LOAD.vehicles / POSITION_LOAD.postEverySeconds;
  const run = (origin: string, parity: number, seconds: number, counted: boolean) =>
    pacedLoad({
      origin,
      rate: rate / 2,
      seconds,
      request: (i) => {
        const vehicleIndex = 2 * (i % (POSITION_LOAD.vehicles / 2)) + parity;
        const post = Math.floor(i / (POSITION_LOAD.vehicles / 2)) + (counted ? 100 : 0);
        const trip = trips[vehicleIndex];
        const latitude = latitudeOf(post);
        if (counted) sentAt.set(`${trip.ambulanceId}@${latitude}`, epochNow());
        return {
          method: 'POST',
          path: '/trpc/crew.sharePosition',
          headers: { 'content-type': 'application/json', origin, cookie: crewCookies.get(trip.ambulanceId)! },
          body: JSON.stringify({ bookingId: trip.bookingId, latitude, longitude: 77.6, accuracyM: 15, fixedAt: new Date().toISOString() }),
        };
      },
    });
  // Warm-up (not counted): the paths compile, the pools open.
  await Promise.all([run(origins[0], 0, 4, false), run(origins[1], 1, 4, false)]);
  await new Promise((r) => setTimeout(r, 2500));

  announced = 0;
  const cpuBefore = options.pids.map(options.cpuSeconds);
  const peaks = options.pids.map(options.rssMB);
  const sampler = setInterval(() => options.pids.forEach((pid, i) => (peaks[i] = Math.max(peaks[i], options.rssMB(pid)))), 200);
  const began = performance.now();
  const loads = await Promise.all([run(origins[0], 0, options.seconds, true), run(origins[1], 1, options.seconds, true)]);
  const elapsed = (performance.now() - began) / 1000;
  clearInterval(sampler);
  const cpuAfter = options.pids.map(options.cpuSeconds);
  const notifying = announced / elapsed;
  // Stragglers: a moment for the last posts' fan-out.
  await new Promise((r) => setTimeout(r, 3000));
  const receipts = (await Promise.all(workers.map((w) => (w.postMessage('stop'), reply<Array<Array<[string, number]>>>(w, 'receipts'))))).flatMap((r, w) =>
    r.map((subscriberReceipts, k) => ({ subscriber: shares[w][k].s, receipts: subscriberReceipts })),
  );
  await Promise.all(workers.map((w) => w.terminate()));
  await listener.end();

  const sentKeys = [...sentAt.keys()];
  const tally = (kind: 'ws' | 'sse') => {
    const latencies: number[] = [];
    let missed = 0;
    let expected = 0;
    for (const { subscriber, receipts: got } of receipts.filter((r) => r.subscriber.kind === kind)) {
      const own = 'ambulanceId' in subscriber ? subscriber.ambulanceId : null;
      const keyOf = (key: string) => (own ? `${own}${key}` : key);
      const seen = new Set<string>();
      for (const [key, at] of got) {
        const sent = sentAt.get(keyOf(key));
        if (sent === undefined || seen.has(keyOf(key))) continue;
        seen.add(keyOf(key));
        latencies.push(at - sent);
      }
      const wanted = own ? sentKeys.filter((k) => k.startsWith(`${own}@`)) : sentKeys;
      expected += wanted.length;
      missed += wanted.filter((k) => !seen.has(k)).length;
    }
    latencies.sort((x, y) => x - y);
    return { subscribers: receipts.filter((r) => r.subscriber.kind === kind).length, p50: percentile(latencies, 50), p99: percentile(latencies, 99), missed, expected };
  };
  const posts = loads.reduce(
    (sum, l) => ({ sent: sum.sent + l.sent, errors: sum.errors + l.errors, p50: Math.max(sum.p50, l.p50), p99: Math.max(sum.p99, l.p99) }),
    { sent: 0, errors: 0, p50: 0, p99: 0 },
  );
  return {
    vehicles: trips.length,
    postsPerSecond: rate,
    seconds: round(elapsed),
    posts,
    controlRoom: tally('ws'),
    tracking: tally('sse'),
    notifyingCommitsPerSecond: round(notifying),
    processes: Object.fromEntries(
      options.pids.map((pid, i) => [`server ${i === 0 ? 'A' : 'B'}`, { cpuPercent: round((100 * (cpuAfter[i] - cpuBefore[i])) / elapsed), peakRssMB: round(peaks[i]) }]),
    ),
  };
}
