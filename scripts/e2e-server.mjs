// The server the end-to-end tests drive: the production build on a fresh embedded database
// with demo data and a known demo password. TRUST_PROXY lets each test act as its own client
// address (X-Forwarded-For), so rate limits are tested without tests tripping over them.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { stopLeftoverPostgres } from './leftover-postgres.mjs';

// Its own directory per port (playwright.config.ts), so two runs side by side never share one.
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';
await stopLeftoverPostgres(dataDir);
rmSync(dataDir, { recursive: true, force: true });
// The server's log (warnings and errors) goes to a file: scripts/test-all.sh prints its end when
// a case fails, so a failure in CI can be read beside the server's side of it.
mkdirSync('.test-reports', { recursive: true });
const log = openSync('.test-reports/e2e-server.log', 'w');
const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: ['ignore', log, 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '4173',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '5440',
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    DEMO_PASSWORD: 'demo-password-1',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    // Map tiles from this site's path, answered by the tests with a local image
    // (tests/e2e/fixtures.ts): nothing reaches a tile server on the internet.
    MAP_TILE_URL: '/e2e-tiles/{z}/{x}/{y}.png',
    MAP_ATTRIBUTION: 'Test tiles',
    // The provider's billing details (issue 40.4): the family's page then offers a UPI link.
    BILL_LEGAL_NAME: 'Varthur Ambulance Services Private Limited',
    BILL_GSTIN: '29ABCDE1234F1Z5',
    BILL_UPI_ID: 'varthurambulance@okaxis',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
