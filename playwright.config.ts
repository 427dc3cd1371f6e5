import { existsSync, statfsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * The e2e server's data directory, one per port: a second run beside another (other ports) never
 * deletes its database. Set here, so the server and the test workers (which read the database's
 * credentials there) agree.
 */
process.env.E2E_DATA_DIR ??= PORT === 4173 ? '.data/e2e' : `.data/e2e-${PORT}`;
/**
 * Debian's Chromium (no browser download here); PLAYWRIGHT_CHROMIUM_PATH overrides. Its
 * headless shell first, as Playwright itself uses for headless runs: the full browser in headless
 * mode also runs its own UI (a renderer per window for the tab strip, software GL), which on a
 * 2-core machine took CPU from the pages under test (scripts/ensure-chromium.sh installs both).
 * The shell has no desktop notifications, so the request-alert cases (and the background tab's,
 * which checks its alert) run in the full browser.
 */
const FULL_BROWSER = '/usr/bin/chromium';
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : FULL_BROWSER);
const NEEDS_NOTIFICATIONS = /(request-alerts|background-tab)\.spec\.ts$/;
/**
 * Chromium keeps its shared memory in /dev/shm; where that is small (a container's 64 MB) it
 * must use files in /tmp instead (--disable-dev-shm-usage). Playwright itself passes that flag to
 * every launch, so this only says so where it matters. Taking it back where /dev/shm is large
 * (`ignoreDefaultArgs`) was measured and changed nothing (the bookings, live and crew specs:
 * 163-173 s of CPU with it and without, 2026-11-29).
 */
const smallShm = (() => {
  try {
    const fs = statfsSync('/dev/shm');
    return fs.blocks * fs.bsize < 1024 ** 3;
  } catch {
    return true;
  }
})();
const launchArgs = ['--no-sandbox', '--disable-gpu', ...(smallShm ? ['--disable-dev-shm-usage'] : []), '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two on 2 cores. Three took the suite from 321 s to 290-299 s (2026-11-29), and the extra
  // load found four races, all fixed (the last: the partner's webhook case, a Disable that did
  // not take within 20 s, was a failed attempt recorded just after it that turned the endpoint
  // back on, server/webhooks/worker.ts); three have not run in CI since, so two stay the
  // default. E2E_WORKERS=3 to try.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // No retries: a case that fails once fails the run (a race in the product fails about that
  // often). E2E_RETRIES lets a developer rerun a failed case locally to see whether it flakes;
  // a case that passed only on its retry still counts as failed (scripts/test-summary.mjs).
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // Generous waits: a passing case never waits them out (negative checks wait for proof, not
  // time), and machines of one kind differ 2x in speed, with two browsers per case on 2 cores.
  // 20 s for a check: a dialog's form chunk loading into a fresh context on a busy run took
  // more than 10 s once (fleet.spec's Add Ambulance: the form was there when the check failed).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '.test-reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // No trace by default: recording one costs every case, passing or not (its action log,
    // console and network: the bookings, live, fleet, users and crew specs, 47 cases, took 168
    // and 178 CPU-s with it, 161 and 173 without, 2026-11-29), and CI prints only the output:
    // a failure shows its error there, and Playwright writes the page's accessibility snapshot
    // (error-context.md) and a screenshot beside it. E2E_TRACE=on keeps a failed case's trace
    // (action log, console, network); E2E_TRACE=full adds its DOM snapshots and screencast (55
    // cases took 107 s with them, 78 s without).
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : process.env.E2E_TRACE === 'on'
          ? { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false }
          : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium-notifications',
      testMatch: NEEDS_NOTIFICATIONS,
      // One at a time: each announces the requests it makes to every dashboard open, and a
      // request made by the other file as a dashboard loads was seen both in its list and as new.
      // Listed first, so its cases run beside the others' rather than alone at the end.
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? FULL_BROWSER, args: launchArgs } },
    },
    {
      name: 'chromium',
      testIgnore: NEEDS_NOTIFICATIONS,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: launchArgs } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    // A stop, not a kill: the server then stops its embedded PostgreSQL (its own process group).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
