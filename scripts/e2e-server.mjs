// The server the end-to-end tests drive: the production build on a fresh embedded database
// with demo data and a known demo password. TRUST_PROXY lets each test act as its own client
// address (X-Forwarded-For), so rate limits are tested without tests tripping over them.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
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

// Map tiles from a server of their own that answers every tile with one grey pixel: nothing
// reaches a tile server on the internet. Served here and not by a route in each test
// (page.route), which would turn on request interception for every request of every page
// and with it turn off the browser's cache, as no visitor's browser is.
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4DwABBAEAfbLI3wAAAABJRU5ErkJggg==', 'base64');
const tilePort = Number(process.env.E2E_TILE_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 100);
const tiles = createServer((req, res) => res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(TILE));
await new Promise((resolve) => tiles.listen(tilePort, '127.0.0.1', resolve));

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
    MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
    MAP_ATTRIBUTION: 'Test tiles',
    // The provider's billing details (issue 40.4): the family's page then offers a UPI link.
    BILL_LEGAL_NAME: 'Varthur Ambulance Services Private Limited',
    BILL_GSTIN: '29ABCDE1234F1Z5',
    BILL_UPI_ID: 'varthurambulance@okaxis',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  tiles.close();
  process.exit(code ?? 0);
});
