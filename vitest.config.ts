import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
        },
      },
    ],
  },
});
