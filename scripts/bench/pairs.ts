import { args, round } from './common';

/*
 * Ours and the floor, run alternately (A B A B A B, issue 41.4): a machine whose speed drifts
 * during a run moves both sides of a pair alike, and one slow moment spoils one pair, not the
 * figure. Each ratio is the median of the pairs' ratios, with its spread (the lowest and highest).
 */

/** How many pairs each measure runs: 3, or --pairs=N (odd, so that the median is a pair's own). */
export const PAIRS = (() => {
  const given = Number(args.find((a) => a.startsWith('--pairs='))?.slice('--pairs='.length) ?? 3);
  if (!Number.isInteger(given) || given < 1 || given % 2 === 0) throw new Error('--pairs takes an odd number (1, 3, 5…)');
  return given;
})();

export interface Paired<O, F> {
  pairs: { ours: O; floor: F; ratio: number }[];
  /** The pair whose ratio is the median: its figures are the ones shown beside the ratio. */
  median: { ours: O; floor: F };
  /** The median of the pairs' ratios (rounded to 2 places), what the bar reads. */
  ratio: number;
  spread: [number, number];
}

/** The middle value (lists here have an odd length; for an even one, the upper middle). */
export function medianOf(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Runs ours then the floor, PAIRS times, and the ratio of each pair. */
export async function alternately<O, F>(ours: () => Promise<O>, floor: () => Promise<F>, ratioOf: (ours: O, floor: F) => number): Promise<Paired<O, F>> {
  const pairs: { ours: O; floor: F; ratio: number }[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const o = await ours();
    const f = await floor();
    pairs.push({ ours: o, floor: f, ratio: ratioOf(o, f) });
  }
  return { pairs, ...pairedRatios(pairs, (_o, _f, ratio) => ratio)! };
}

/**
 * Another ratio over the same pairs (a pair may give none: a floor that held no rate): its median
 * and spread, and the pair it came from; null when no pair gave one.
 */
export function pairedRatios<O, F>(pairs: { ours: O; floor: F; ratio: number }[], ratioOf: (ours: O, floor: F, ratio: number) => number | null) {
  const given = pairs.map((p) => ({ pair: p, ratio: ratioOf(p.ours, p.floor, p.ratio) })).filter((r): r is { pair: (typeof pairs)[number]; ratio: number } => r.ratio !== null);
  if (given.length === 0) return null;
  const sorted = [...given].sort((x, y) => x.ratio - y.ratio);
  const middle = sorted[Math.floor(sorted.length / 2)];
  return {
    median: { ours: middle.pair.ours, floor: middle.pair.floor },
    ratio: round(middle.ratio, 2),
    spread: [round(sorted[0].ratio, 2), round(sorted.at(-1)!.ratio, 2)] as [number, number],
  };
}

/** "(1.1–1.4 over 3 pairs)", beside a median ratio. */
export const spreadText = (paired: { spread: [number, number] }) => `(${paired.spread[0]}–${paired.spread[1]} over ${PAIRS} pairs)`;
