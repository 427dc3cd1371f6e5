// A preload for measuring: logs every garbage-collection pause of 5 ms or more, with the heap's size,
// to /tmp/gcwatch/<pid>.log. NODE_OPTIONS="--import ./scripts/bench/gc-watch.mjs" npm run bench -- --no-build --quick --only=live
// gave bench/live-gc-2026-11-29.txt (every node process of the run writes its own file; make /tmp/gcwatch first).
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { appendFileSync } from 'node:fs';
import v8 from 'node:v8';
const file = `/tmp/gcwatch/${process.pid}.log`;
const kinds = { [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major', [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor', [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb' };
appendFileSync(file, `${process.argv.slice(1).join(' ')}\n`);
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (e.duration < 5) continue;
    const h = v8.getHeapStatistics();
    appendFileSync(file, `${Math.round(performance.timeOrigin + e.startTime)} ${kinds[e.detail?.kind] ?? e.detail?.kind} ${e.duration.toFixed(1)} ms heap ${Math.round(h.used_heap_size / 1e6)}/${Math.round(h.heap_size_limit / 1e6)} MB\n`);
  }
}).observe({ entryTypes: ['gc'] });
