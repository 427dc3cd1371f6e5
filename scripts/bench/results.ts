import type { PositionsRun } from '../bench-positions';
import { summary, fixedRate } from './common';
import { type LiveRun, LIVE_RATE } from './live';
import { measureQueriesPerChange } from './queries';
import { measureReports } from './reports';
import { measureExport } from './export';
import { measureBills } from './bills';
import { measureScheduled } from './scheduled';
import { measureWebhooks } from './webhooks';
import { measurePartnerApi } from './partner-api';
import { measureSignInTiming } from './sign-in';
import { measureResume } from './resume';

/* The bench's results (bench/results.json) and the bar each is held to. */

export type Summary = ReturnType<typeof summary>;
export type Fixed = ReturnType<typeof fixedRate>;
export type LiveStep = LiveRun & { cpu: Record<string, number> };
export interface BarLine {
  goal: string;
  value: string;
  /** null: no verdict (the floor itself gave nothing to compare with). */
  pass: boolean | null;
}
export interface Results {
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
  /** Each ratio's lowest and highest over the pairs (ours and the floor run alternately; the ratios are the medians). */
  spreads?: { list?: [number, number]; listFixedP99?: [number, number]; requestP99?: [number, number]; liveP99?: [number, number]; liveCapacity?: [number, number] };
  queries?: Array<Awaited<ReturnType<typeof measureQueriesPerChange>>>;
  memory?: { idleMB: number; loadMB: number };
  reports?: Awaited<ReturnType<typeof measureReports>>;
  export?: Awaited<ReturnType<typeof measureExport>>;
  bills?: Awaited<ReturnType<typeof measureBills>>;
  scheduled?: Awaited<ReturnType<typeof measureScheduled>>;
  webhooks?: Awaited<ReturnType<typeof measureWebhooks>>;
  partnerApi?: Awaited<ReturnType<typeof measurePartnerApi>>;
  signIn?: Awaited<ReturnType<typeof measureSignInTiming>>;
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
    /** Results before 2026-11-29 have only the figures above, with no floors. */
    request?: Fixed;
    live: LiveRun;
    liveCapacity?: number;
    liveSteps?: LiveStep[];
    /** The floors on the same path: three behind a balancer of their own, through the same PgBouncer. */
    floors?: { list: Summary; listFixed: Fixed; request: Fixed; live: LiveRun; liveCapacity: number; liveSteps: LiveStep[] };
    ratios?: { list: number; listFixedP99: number; requestP99: number; liveP99: number; liveCapacity: number | null };
    spreads?: { list: [number, number]; listFixedP99: [number, number]; requestP99: [number, number]; liveP99: [number, number]; liveCapacity?: [number, number] };
  };
  bar?: BarLine[];
}

/** The goals `npm run bench` checks: ratios to the floors of the same run, and sizes. No absolute times. */
/** The ratio goals of one path (direct, or through the pooler), each line's goal starting with `path`. */
function ratioGoals(results: Pick<Results, 'live' | 'liveCapacity' | 'floors' | 'ratios' | 'spreads'>, path: string): BarLine[] {
  const bar: BarLine[] = [];
  const { ratios = {}, floors = {}, spreads = {} } = results;
  /** A median ratio with its spread over the pairs, when the run had pairs. */
  const median = (value: number, spread?: [number, number]) => (spread ? `${value} (median; pairs ${spread[0]}–${spread[1]})` : `${value}`);
  if (ratios.list !== undefined) bar.push({ goal: path + 'bookings.list throughput ≥ 0.6 × floor', value: median(ratios.list, spreads.list), pass: ratios.list >= 0.6 });
  if (ratios.listFixedP99 !== undefined) bar.push({ goal: path + 'bookings.list @100/s p99 ≤ 2 × floor', value: median(ratios.listFixedP99, spreads.listFixedP99), pass: ratios.listFixedP99 <= 2 });
  if (ratios.requestP99 !== undefined) bar.push({ goal: path + 'site.requestBooking @50/s p99 ≤ 2 × floor', value: median(ratios.requestP99, spreads.requestP99), pass: ratios.requestP99 <= 2 });
  if (ratios.liveP99 !== undefined && results.live) {
    const { missed, duplicates } = results.live;
    bar.push({
      goal: `${path}live @${LIVE_RATE}/s p99 ≤ 2 × floor, 0 missed, 0 duplicates`,
      value: `${median(ratios.liveP99, spreads.liveP99)}, missed ${missed}, duplicates ${duplicates}`,
      pass: ratios.liveP99 <= 2 && missed === 0 && duplicates === 0,
    });
  }
  if (results.liveCapacity !== undefined && floors.liveCapacity !== undefined) {
    // A floor that holds no rate (a machine too busy for even 25/s within 100 ms) gives no verdict.
    const none = floors.liveCapacity === 0;
    bar.push({
      goal: path + 'live capacity ≥ 0.5 × floor',
      value: `${results.liveCapacity} vs ${floors.liveCapacity} changes/s${ratios.liveCapacity != null ? `, ratio ${median(ratios.liveCapacity, spreads.liveCapacity)}` : ''}${none ? ' (the floor held no rate: no verdict)' : ''}`,
      pass: none ? null : ratios.liveCapacity != null ? ratios.liveCapacity >= 0.5 : 2 * results.liveCapacity >= floors.liveCapacity,
    });
  }
  return bar;
}

export function barOf(results: Results): BarLine[] {
  const bar = ratioGoals(results, '');
  // The same goals through HAProxy and PgBouncer, three processes (issue 41).
  const { pooled } = results;
  if (pooled?.ratios && pooled.floors) bar.push(...ratioGoals({ ...pooled, floors: pooled.floors, ratios: pooled.ratios, spreads: pooled.spreads }, 'pooled (HAProxy, PgBouncer, 3 processes): '));
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
  if (results.signIn) {
    // Issue 9.2: "in about the same time": at most 1.5 times either way, and the same answer (401).
    const { ratio, wrongMs, unknownMs, statuses } = results.signIn;
    bar.push({
      goal: 'sign-in: unknown e-mail / wrong password, median time within 0.67–1.5, both answered 401',
      value: `${ratio} (${unknownMs} vs ${wrongMs} ms; answers ${statuses.join(', ')})`,
      pass: ratio >= 2 / 3 && ratio <= 1.5 && statuses.length === 1 && statuses[0] === 401,
    });
  }
  if (results.memory) bar.push({ goal: 'server RSS under load ≤ 300 MB', value: `${results.memory.loadMB} MB`, pass: results.memory.loadMB <= 300 });
  if (results.export) bar.push({ goal: 'CSV export RSS growth ≤ 2 × file', value: `${results.export.growthToFile}`, pass: results.export.growthToFile <= 2 });
  if (results.bundles) bar.push({ goal: 'dashboard first screen JS ≤ 180 kB gzip', value: `${results.bundles.dashboardJsKB} kB`, pass: results.bundles.dashboardJsKB <= 180 });
  return bar;
}
