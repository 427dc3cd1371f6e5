import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequestInput } from '../../shared/schemas/site';
import { rows } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/server';

/**
 * Issue 9 point 7: every public booking request is stored exactly once, however often and
 * however concurrently it is retried, and each retry gets the first answer.
 */
let server: TestServer & { dropDatabase: () => Promise<void> };
beforeAll(async () => {
  // Each logical request comes from its own address (TRUST_PROXY + X-Forwarded-For), so the
  // per-address budgets neither flag nor refuse this volume: what is tested is idempotency.
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await server.close();
  await server.dropDatabase();
});

const REQUESTS = 1000;
const CONCURRENCY = 16;

/** A small seeded generator, so a failure can be replayed (the seed is in the test name). */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Answer {
  status: number;
  body: { result?: { data: { reference: string; receivedAt: string; duplicate: boolean } }; error?: { message: string } };
}

async function send(input: BookingRequestInput, address: string): Promise<Answer> {
  const res = await fetch(`${server.url}/trpc/site.requestBooking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(input),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const booking = (i: number): BookingRequestInput => ({
  variant: 'home',
  name: `Idempotent ${i}`,
  phone: `+91 97${String(i).padStart(8, '0')}`,
  pickupAddress: `${i} Varthur Main Road, Varthur`,
  serviceType: 'emergency',
  dateTime: '',
  notes: `request ${i}`,
  idempotencyKey: randomUUID(),
});

/** Runs `work` over 0..count-1 with at most `limit` at a time. */
async function pool(count: number, limit: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < count) await work(next++);
  }));
}

const SEED = Number(process.env.IDEMPOTENCY_SEED ?? 20261122);

describe('public booking requests are idempotent', () => {
  it(`${REQUESTS} requests, each sent 2 to 5 times with some retries concurrent, leave ${REQUESTS} rows and every retry gets the first answer (seed ${SEED})`, { timeout: 600_000 }, async () => {
    const random = prng(SEED);
    const plans = Array.from({ length: REQUESTS }, (_, i) => {
      const sends = 2 + Math.floor(random() * 4);
      // How many of the sends go out together first (racing first attempts), the rest one by one.
      const together = random() < 0.5 ? 1 + Math.floor(random() * sends) : 1;
      return { input: booking(i), sends, together, address: `10.${(i >> 8) & 255}.${i & 255}.7` };
    });
    const answers: Answer[][] = Array.from({ length: REQUESTS }, () => []);
    await pool(REQUESTS, CONCURRENCY, async (i) => {
      const plan = plans[i];
      answers[i].push(...(await Promise.all(Array.from({ length: plan.together }, () => send(plan.input, plan.address)))));
      for (let s = plan.together; s < plan.sends; s++) answers[i].push(await send(plan.input, plan.address));
    });

    expect(plans.reduce((n, p) => n + p.sends, 0)).toBeGreaterThanOrEqual(REQUESTS * 2);
    expect(plans.filter((p) => p.together > 1).length).toBeGreaterThan(REQUESTS / 5);
    const stored = await rows<{ id: string; idempotency_key: string; possible_spam: boolean; created_at: Date }>(
      server.app.orm,
      "select id, idempotency_key, possible_spam, created_at from booking where customer_name like 'Idempotent %'",
    );
    expect(stored).toHaveLength(REQUESTS);
    const byKey = new Map(stored.map((r) => [r.idempotency_key, r]));
    plans.forEach((plan, i) => {
      const row = byKey.get(plan.input.idempotencyKey);
      expect(row, `request ${i}`).toBeDefined();
      expect(row!.possible_spam).toBe(false);
      const got = answers[i];
      expect(got.map((a) => a.status), `request ${i}`).toEqual(got.map(() => 200));
      const receipts = got.map((a) => a.body.result!.data);
      // One answer created the row; every other answer is that first answer, marked as a retry.
      expect(receipts.filter((r) => !r.duplicate), `request ${i}`).toHaveLength(1);
      for (const r of receipts) {
        expect(r.reference).toBe(row!.id.slice(0, 8).toUpperCase());
        expect(r.receivedAt).toBe(new Date(row!.created_at).toISOString());
      }
    });
  });

  it('the same key with other details is refused (409, clear message) and stores nothing, even when both race', async () => {
    const before = (await rows(server.app.orm, 'select id from booking')).length;
    const first = booking(5000);
    const other = { ...first, pickupAddress: 'Somewhere else entirely, Whitefield' };
    const raced = await Promise.all([send(first, '10.200.0.1'), send(other, '10.200.0.2')]);
    expect(raced.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = raced.find((a) => a.status === 409)!;
    const accepted = raced.find((a) => a.status === 200)!;
    expect(refused.body.error!.message).toBe(
      `We already received a request with this form (reference ${accepted.body.result!.data.reference}) and other details. ` +
        'Send again to make it a new request, or call us to change the first one.',
    );
    const later = await send({ ...first, notes: 'changed notes' }, '10.200.0.3');
    expect(later.status).toBe(409);
    expect((await rows(server.app.orm, 'select id from booking')).length).toBe(before + 1);
  });
});
