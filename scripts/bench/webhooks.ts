import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { quick, round, seconds } from './common';

const ORGANISATION = '00000000-0000-4000-8000-000000000038';
const ENDPOINTS = 20;
/** Trip changes a second (the 50; BENCH_WEBHOOKS_RATE to look at another load). */
const RATE = Number(process.env.BENCH_WEBHOOKS_RATE ?? 50);

/**
 * Issue 38.4: webhook delivery latency, from the commit of a trip's change to the receiver's
 * answer, at 50 trip changes a second with 20 endpoints (one organisation's), over the two
 * server processes. Each change is a partner trip asked for (a booking row and its change
 * event in one transaction, as the API writes them: one `trip.requested` event), paced
 * open-loop; every endpoint is a path of one local receiver in this process, which verifies
 * each signature with standardwebhooks and answers 204. Latency: the receiver's receipt minus
 * the change's commit, both on this process's clock. Counts what was missed (not received
 * within 60 s of the last change) and received twice. Figures: no goal.
 */
export async function measureWebhooks(databaseUrl: string) {
  const runSeconds = seconds(quick ? 5 : 10);
  const secrets = Array.from({ length: ENDPOINTS }, () => `whsec_${randomBytes(24).toString('base64')}`);
  const committedAt = new Map<string, number>();
  const latencies: number[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  let rejected = 0;

  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const receivedAt = performance.now();
      const index = Number(req.url?.split('/').at(-1));
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      try {
        const event = new Webhook(secrets[index]).verify(Buffer.concat(chunks).toString('utf8'), headers) as { data: { tripId: string } };
        const id = headers['webhook-id'];
        if (seen.has(id)) duplicates += 1;
        else {
          seen.add(id);
          const committed = committedAt.get(event.data.tripId);
          if (committed !== undefined) latencies.push(receivedAt - committed);
        }
        res.writeHead(204).end();
      } catch {
        rejected += 1;
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  await pool.query(`
    insert into organisation (id, name, kind, address, latitude, longitude, billing_name, billing_email)
    values ($1, 'Bench Webhook Hospital', 'hospital', 'Whitefield, Bengaluru', 12.97, 77.75, 'Accounts', 'accounts@webhooks.bench.example.com')
    on conflict do nothing`, [ORGANISATION]);
  await pool.query('delete from webhook_endpoint where organisation_id = $1', [ORGANISATION]);
  for (let i = 0; i < ENDPOINTS; i++) {
    await pool.query(
      `insert into webhook_endpoint (id, organisation_id, url, events, secret, created_by_name, idempotency_key)
       values ($1, $2, $3, array['trip.requested','trip.confirmed','trip.assigned','trip.en_route','trip.arrived','trip.completed','trip.cancelled'], $4, 'bench', $5)`,
      [randomUUID(), ORGANISATION, `http://127.0.0.1:${port}/hooks/${i}`, secrets[i], randomUUID()],
    );
  }

  const total = RATE * runSeconds;
  const start = performance.now();
  const writes: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const id = randomUUID();
    writes.push(
      pool
        .query(
          `with b as (
             insert into booking (id, customer_name, customer_phone, pickup_location, dropoff_location, service_type, booking_date, status, source, organisation_id, created_at, updated_at)
             values ($1, 'Bench Patient', '+919600000000', 'Whitefield', 'Home', 'transfer', now(), 'pending', 'partner', $2, now(), now()) returning id)
           insert into change_event (topic, action, entity_id, origin) select 'booking', 'created', id::text, 'partner' from b`,
          [id, ORGANISATION],
        )
        .then(() => {
          committedAt.set(id, performance.now());
        }),
    );
  }
  await Promise.all(writes);
  const expected = total * ENDPOINTS;
  const deadline = performance.now() + 60_000;
  while (seen.size < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const drainedSeconds = round((performance.now() - start) / 1000, 1);

  // The endpoints go, so no later measure sends to a receiver that is gone.
  await pool.query('delete from webhook_endpoint where organisation_id = $1', [ORGANISATION]);
  await pool.end();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));

  const sorted = [...latencies].sort((x, y) => x - y);
  const pct = (p: number) => (sorted.length ? round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))], 1) : null);
  return {
    rate: RATE,
    endpoints: ENDPOINTS,
    changes: total,
    expected,
    received: seen.size,
    missed: expected - seen.size,
    duplicates,
    rejected,
    p50: pct(50),
    p99: pct(99),
    max: pct(100),
    /** From the first change to the last delivery (or the 60 s wait's end). */
    drainedSeconds,
  };
}
