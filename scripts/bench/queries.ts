import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import type { BookingListInput } from '../../shared/schemas/booking';
import { listPatchDecides, patchListPage, patchQueue, queuePatchDecides } from '../../web/lib/booking-patches';
import { originA, originB, round, type StreamedChange, changesIn } from './common';

/** What the staff dashboard fetches again on a booking event (web/lib/staff-refresh.ts: the
 * bookings list, the queue and the figures), as its tRPC client sends it: one batched GET. */
/** The dashboard's list page as a screen first shows it. */
export const DASHBOARD_LIST_INPUT: BookingListInput = { page: 1, possibleSpam: false };
export const dashboardPath = (procedure: 'bookings.list' | 'dashboard.queue') =>
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
export async function measureQueriesPerChange(databaseUrl: string, cookies: string[], screens: number, origins = [originA, originB]) {
  const changes = 5;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // A control room that keeps up: every waiting request but the newest 20 has been called back.
  // The seed's 2,500 uncalled pending bookings (and the request measure's) would cut the queue at
  // its limit (QUEUE_LIMIT), where a screen cannot patch it and refetches it by design: at most once
  // a second per screen, the allowance under a burst, not the single change measured here.
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
