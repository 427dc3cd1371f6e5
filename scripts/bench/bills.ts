import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { quick, originA, round } from './common';

/**
 * Bills (issue 40.4), figures only (the issue sets no goal): 1,000 completed trips billed in one
 * batch over the API (each trip's fare read first, as the panel does, then `bills.issue`, 20 at a
 * time), checked for consecutive numbers; then bill PDFs fetched one at a time
 * (`GET /api/bills/<id>.pdf`: the read and the generation), English, Kannada and Hindi in turn.
 */
export async function measureBills(databaseUrl: string, cookie: string) {
  const trips = quick ? 300 : 1000;
  const pdfRuns = quick ? 100 : 300;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ id: string }>(
    `insert into booking (id, customer_name, customer_phone, pickup_location, service_type, booking_date, status, source, language, created_at, updated_at)
     select gen_random_uuid(), 'Bench Family ' || g, '+919800000000', 'Varthur', 'emergency', now(), 'completed', 'staff',
            (array['en', 'kn', 'hi'])[1 + g % 3], now(), now()
       from generate_series(1, $1) g
     returning id`,
    [trips],
  );
  await db.end();
  const ids = rows.map((r) => r.id);
  const call = async (procedure: string, input: unknown, method: 'GET' | 'POST') => {
    const url = method === 'GET' ? `${originA}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}` : `${originA}/trpc/${procedure}`;
    const res = await fetch(url, { method, headers: { cookie, origin: originA, 'content-type': 'application/json' }, body: method === 'POST' ? JSON.stringify(input) : undefined });
    if (!res.ok) throw new Error(`${procedure}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { result: { data: unknown } }).result.data;
  };

  const started = performance.now();
  const numbers: string[] = [];
  const billIds: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < ids.length) {
        const bookingId = ids[next++];
        await call('fares.trip', { bookingId }, 'GET');
        const bill = (await call('bills.issue', { bookingId, kind: 'bill_of_supply' }, 'POST')) as { id: string; number: string };
        numbers.push(bill.number);
        billIds.push(bill.id);
      }
    }),
  );
  const batchSeconds = (performance.now() - started) / 1000;
  const serials = numbers.map((n) => Number(n.split('/')[2])).sort((a, b) => a - b);
  const consecutive = serials.every((s, i) => i === 0 || s === serials[i - 1] + 1) && new Set(numbers).size === numbers.length;

  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < pdfRuns; i++) {
    const t = performance.now();
    const res = await fetch(`${originA}/api/bills/${billIds[i % billIds.length]}.pdf`, { headers: { cookie } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`bill PDF: ${res.status}`);
    times.push(performance.now() - t);
    bytes += body.length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return {
    trips,
    batchSeconds: round(batchSeconds),
    billsPerSecond: round(trips / batchSeconds),
    consecutive,
    pdf: { runs: pdfRuns, p50: at(0.5), p99: at(0.99), averageKB: round(bytes / pdfRuns / 1024) },
  };
}
