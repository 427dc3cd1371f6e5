import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The integration files that take longest (seconds of one worker, 2026-11-29 on 2 cores: fuzz
 * 136, boot 66, partner-client 61, idempotency and pooler 40, live-faults 30, webhooks 21,
 * embedded-postgres 20) start first. Vitest orders by the durations of an earlier run, which a
 * clean clone (CI) has not got, so it ran them in name order: fuzz started two minutes in and
 * ran alone for its last 21 s.
 */
const LONGEST_FIRST = ['fuzz', 'boot', 'partner-client', 'idempotency', 'pooler', 'live-faults', 'webhooks', 'embedded-postgres'].map((name) => `/tests/integration/${name}.test.ts`);
const rank = (spec: TestSpecification) => {
  const i = LONGEST_FIRST.findIndex((suffix) => spec.moduleId.endsWith(suffix));
  return i === -1 ? LONGEST_FIRST.length : i;
};
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: the rest keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // One file more than the cores (Vitest's default is one less): an integration file often
    // waits on PostgreSQL, a child process or a restart. Measured on 2 cores: 823 s one at a
    // time and 517 s two at a time (the rest of the machine busy); on a faster machine 202 s two
    // at a time and 186 s three at a time (2026-11-29).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The files share each worker's modules, as the integration files do: 8 CPU-s instead of
          // 19 for the 41 files (2026-11-29). None mocks a module; the two that fake timers put
          // the real ones back after each case.
          isolate: false,
          // Far from Bengaluru, so code that used the machine's zone instead of IST fails.
          env: { TZ: 'America/New_York' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/helpers/global-setup.ts'],
          // The built page renderer (a server loading dist/ssr in this process) runs as Node
          // loads it in production, not through Vite's transforms (which took over 30 s for it).
          server: { deps: { external: [/\/dist\/ssr\//] } },
          // Generous: the files run beside the browser tests, which on 2 cores made a case of
          // 13.5 s alone take over 60 (2026-11-29). A passing case never waits this out.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // expect.poll's default of 1 s is a fixed wait in disguise: on a busy run (integration
          // beside the browser tests) a replay's first message took longer (live.test.ts). A
          // passing poll never waits this out.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
