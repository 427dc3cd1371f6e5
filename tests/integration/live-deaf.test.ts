import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Issue 24: `/healthz` says "live":"up" only while notifications really arrive. A listener
 * that answers queries but hears nothing (here its LISTENs are undone behind its back, as a
 * transaction pooler would lose them) is reported down, replaced, and heard again. Deaf after
 * 1.5 s here (LIVE_HEAR_WITHIN_MS; 5 s by default).
 */
let server: TestServer & { dropDatabase: () => Promise<void> };
beforeAll(async () => {
  server = await startTestServer({ env: { LIVE_HEARTBEAT_MS: '200', LIVE_HEAR_WITHIN_MS: '1500' } });
});
afterAll(async () => {
  await server.close();
  await server.dropDatabase();
});

const live = async () => ((await (await fetch(`${server.url}/healthz`)).json()) as { live: string }).live;

describe('a live listener that stops hearing', () => {
  it('is reported down while its NOTIFYs do not arrive, then reconnects and is up again', async () => {
    expect(await live()).toBe('up');
    // The connection still answers every heartbeat query; only the notifications stop.
    const listener = (server.app.live as unknown as { client: { query(sql: string): Promise<unknown> } }).client;
    await listener.query('UNLISTEN *');
    const seen: string[] = [];
    await expect
      .poll(async () => (seen.push(await live()), seen.includes('down') && seen.at(-1) === 'up'), { timeout: 20_000, interval: 100 })
      .toBe(true);
  });
});
