import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded';

/** A port nobody listens on right now (asked of the OS, never a fixed number). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A PostgreSQL cluster of the test's own (the product's embedded one, in a temporary
 * directory, on a free port), which the test may stop and start again: the shared test
 * server must never be restarted.
 */
export async function startRestartablePostgres() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pg-restart-'));
  const port = await freePort();
  const logger = pino({ level: 'warn' });
  let db: EmbeddedDatabase | null = await startEmbeddedPostgres({ dataDir, port, logger });
  const url = db.url;
  return {
    url,
    port,
    async stop() {
      await db?.stop();
      db = null;
    },
    async start() {
      db ??= await startEmbeddedPostgres({ dataDir, port, logger });
    },
    async destroy() {
      await db?.stop();
      db = null;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
