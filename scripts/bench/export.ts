import pg from 'pg';
import { originA, rssMB, peakRss, round } from './common';

/**
 * The CSV export of 100,000 bookings (added here, after the other parts): the server's peak RSS
 * while it streams the file, against its RSS just before, as a ratio to the file's size. Held
 * in memory, the rows alone (100,000 objects of 19 strings) and the text would take over 100 MB
 * of heap, about five times the file; the goal is at most twice it (streaming buffers and the
 * young generation growing under the work; the old test allowed 160 MB, about seven times).
 */
export async function measureExport(databaseUrl: string, pid: number, cookie: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `insert into booking (id, customer_name, customer_phone, pickup_location, dropoff_location, service_type, booking_date, status, source, notes, created_at, updated_at)
     select gen_random_uuid(), 'Bulk Patient ' || n, '+9198' || lpad(n::text, 8, '0'), 'Pickup street ' || n || ', Varthur, Bengaluru',
            'Hospital ' || (n % 50), 'emergency', now(), 'completed', 'staff', 'Bulk row ' || n || ' with a note, a "quote" and some text', now(), now()
       from generate_series(1, 100000) n`,
  );
  await db.query('analyze booking');
  await db.end();
  const url = (search: string) => `${originA}/api/bookings.csv?search=${encodeURIComponent(search)}`;
  const download = async (search: string) => {
    const res = await fetch(url(search), { headers: { cookie } });
    if (res.status !== 200) throw new Error(`export answered ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 0x0a) lines++;
    }
    return { bytes, lines };
  };
  await download('Bulk Patient 99999'); // warm up the code paths
  await new Promise((r) => setTimeout(r, 1000));
  const beforeMB = rssMB(pid);
  const run = await peakRss(pid, () => download('Bulk Patient'));
  const csvMB = run.result.bytes / 2 ** 20;
  const growthMB = Math.max(0, run.peakMB - beforeMB);
  return { rows: run.result.lines - 1, csvMB: round(csvMB), beforeMB: round(beforeMB), peakMB: round(run.peakMB), growthMB: round(growthMB), growthToFile: round(growthMB / csvMB, 2) };
}
