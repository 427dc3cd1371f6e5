import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root, round } from './common';

/* Where the CPU time goes: V8 profiles of the servers, summarised by package and function. */

export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** Self time by function and by package (node_modules/<pkg>, or our code), from V8 CPU profiles. */
export function profileSelfTime(dir: string, window?: { from: number; to: number }) {
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

export function printProfile(dir: string) {
  const { total, byFunction, byPackage } = profileSelfTime(dir);
  const top = (m: Map<string, number>, n: number) =>
    [...m].sort((x, y) => y[1] - x[1]).slice(0, n).map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  console.log(`\nCPU self time by package (${Math.round(total)} ms sampled):\n${top(byPackage, 20).join('\n')}`);
  console.log(`\nCPU self time by function:\n${top(byFunction, 30).join('\n')}`);
}

/** CPU per delivered message (µs; or per request, `unit`), in total, by package and by function. */
export function printLiveProfile(label: string, dir: string, window: { from: number; to: number } | undefined, delivered: number, unit = 'delivered message') {
  const { total, byFunction, byPackage } = profileSelfTime(dir, window);
  const us = (ms: number) => ((1000 * ms) / delivered).toFixed(2).padStart(7);
  const top = (m: Map<string, number>, n: number) =>
    [...m].sort((x, y) => y[1] - x[1]).slice(0, n).map(([k, v]) => `${us(v)} µs ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  console.log(`\n${label}: ${Math.round(total)} ms of CPU (idle left out) for ${delivered} ${unit}s: ${us(total).trim()} µs per ${unit}`);
  console.log(`by package:\n${top(byPackage, 15).join('\n')}`);
  console.log(`by function:\n${top(byFunction, 25).join('\n')}`);
  return { cpuMs: round(total), delivered, usPerMessage: round((1000 * total) / delivered, 2) };
}
