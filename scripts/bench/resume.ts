import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { originA, type StreamedChange, changesIn } from './common';

/**
 * Live updates after a database outage longer than 30 s. A subscriber (connected before, never
 * reconnecting) waits; PostgreSQL stops for 35 s and is started again; as soon as a plain
 * connection succeeds (the floor: the database's own start) a change is committed, and the
 * figure is when it reaches the subscriber. Goal: within 5 s of the floor.
 */
export async function measureResume(restart: () => Promise<string>, stop: () => Promise<void>, cookie: string) {
  const outageMs = 35_000;
  const socket = new WebSocket(`${originA.replace('http', 'ws')}/trpc`, { headers: { cookie, origin: originA, 'x-forwarded-for': '10.201.0.1' } });
  let ended: string | null = null;
  let markerAt = 0;
  const marker = `resume-${randomUUID()}`;
  const started = new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'dashboard.onChange', input: undefined } })));
    socket.on('message', (raw) => {
      const text = (raw as Buffer).toString();
      if (text === 'PING') return socket.send('PONG');
      const message = JSON.parse(text) as { error?: unknown; result?: { type: string; data?: { data?: StreamedChange & { changes?: StreamedChange[] } } } };
      if (message.error) ended = `error ${JSON.stringify(message.error)}`;
      if (message.result?.type === 'started') resolve();
      if (message.result?.type === 'stopped') ended = 'stopped by the server';
      for (const change of changesIn(message.result?.type === 'data' ? message.result.data?.data : undefined)) {
        if (change.kind === 'change' && change.entityId === marker) markerAt = performance.now();
      }
    });
    socket.on('close', () => (ended ??= 'connection closed'));
    socket.on('error', reject);
  });
  await started;
  await stop();
  await new Promise((r) => setTimeout(r, outageMs));
  const startAt = performance.now();
  const databaseUrl = await restart();
  const db = new pg.Client({ connectionString: databaseUrl });
  for (;;) {
    try {
      await db.connect();
      await db.query('select 1');
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  const floorMs = performance.now() - startAt;
  await db.query("insert into change_event (topic, action, entity_id, origin) values ('booking', 'updated', $1, 'staff')", [marker]);
  await db.end();
  const deadline = performance.now() + 60_000;
  while (!markerAt && !ended && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  socket.close();
  const resumeMs = markerAt ? markerAt - startAt : null;
  return {
    outageS: outageMs / 1000,
    floorMs: Math.round(floorMs),
    resumeMs: resumeMs === null ? null : Math.round(resumeMs),
    afterFloorMs: resumeMs === null ? null : Math.round(resumeMs - floorMs),
    ...(resumeMs === null ? { failure: ended ?? 'no change within 60 s' } : {}),
  };
}
