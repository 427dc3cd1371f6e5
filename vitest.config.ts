import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One file more than the cores (Vitest's default is one less): an integration file often
    // waits on PostgreSQL, a child process or a restart. Measured on 2 cores: 823 s one at a
    // time and 517 s two at a time (the rest of the machine busy); on a faster machine 202 s two
    // at a time and 186 s three at a time (2026-11-29).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
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
          testTimeout: 30_000,
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
