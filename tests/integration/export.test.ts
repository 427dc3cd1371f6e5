import { describe, expect, it } from 'vitest';
import { bookingsExportUrl, type BookingFormInput } from '../../shared/schemas/booking';
import { rows } from '../helpers/fixtures';
import { createApiClient, seededServerForFile, signedIn, type ApiClient } from '../helpers/server';

const demo = seededServerForFile('admin', 'operator', 'viewer');

const BOM = '\uFEFF';

const form = (overrides: Partial<BookingFormInput> = {}): BookingFormInput => ({
  customerName: 'Export Person',
  customerPhone: '98450 11223',
  customerEmail: '',
  pickupLocation: 'Varthur',
  dropoffLocation: 'Manipal Hospital',
  serviceType: 'icu',
  status: 'pending',
  bookingDate: '2026-11-21T09:30:00+05:30',
  notes: '',
  ...overrides,
});

/** GET the export as a signed-in client (its session cookie), or anonymously. */
function download(client: ApiClient | null, path: string) {
  return fetch(`${demo.server.url}${path}`, { headers: client ? { cookie: client.jar.header() } : {} });
}

async function exportText(path: string) {
  const res = await download(demo.operator, path);
  expect(res.status).toBe(200);
  // Read the raw bytes: fetch's text() would drop the byte-order mark.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
}

describe('GET /api/bookings.csv', () => {
  it('streams the matching bookings with a BOM, a header row, Bengaluru times and readable labels', async () => {
    const booking = await demo.operator.trpc.bookings.create.mutate(form({ customerName: 'Zoë Fernandes Kannada ಕನ್ನಡ', status: 'confirmed' }));
    const res = await download(demo.admin, bookingsExportUrl({ search: 'Zoë Fernandes' }));
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(BOM.length).split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Received (IST),Booking date (IST),Status,Customer name,Phone,Email,Pickup location,Dropoff location,Service type,Source,Preferred contact,Ambulance,Ambulance type,Driver,Confirmed (IST),Cancel reason,Notes,Possible spam',
    );
    expect(lines).toHaveLength(3); // header, one row, the final line end
    expect(lines[2]).toBe('');
    const cells = lines[1].split(',');
    expect(cells[0]).toBe(booking.reference);
    expect(cells[2]).toBe('2026-11-21 09:30'); // 04:00 UTC, shown in Bengaluru time
    expect(cells.slice(3, 7)).toEqual(['Confirmed', 'Zoë Fernandes Kannada ಕನ್ನಡ', '98450 11223', '']);
    expect(cells[9]).toBe('ICU Ambulance');
    expect(cells[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('applies the list filters: search and status', async () => {
    await demo.operator.trpc.bookings.create.mutate(form({ customerName: 'Filter Alpha', status: 'pending' }));
    await demo.operator.trpc.bookings.create.mutate(form({ customerName: 'Filter Beta', status: 'completed' }));
    const all = await exportText(bookingsExportUrl({ search: 'Filter ' }));
    expect(all.match(/Filter (Alpha|Beta)/g)?.sort()).toEqual(['Filter Alpha', 'Filter Beta']);
    const completed = await exportText(bookingsExportUrl({ search: 'Filter ', status: 'completed' }));
    expect(completed.match(/Filter (Alpha|Beta)/g)).toEqual(['Filter Beta']);
    expect(await exportText('/api/bookings.csv?search=&status=')).toMatch(/Filter Alpha/); // blank = no filter
    const bad = await download(demo.operator, '/api/bookings.csv?status=lost');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/Invalid option/);
  });

  it('escapes quotes, commas and newlines, and keeps formulas from running', async () => {
    await demo.operator.trpc.bookings.create.mutate(
      form({
        customerName: 'Escape "Ravi", Jr.',
        customerPhone: '+91 98450 11223',
        pickupLocation: '=HYPERLINK("http://evil.example","click")',
        dropoffLocation: '-2+3',
        notes: 'Line one\nline two, with a comma',
        customerEmail: '',
      }),
    );
    const id = (await rows<{ id: string }>(demo.server.app.orm, `select id from booking where customer_name like 'Escape%'`))[0].id;
    // A tab or carriage return at the start cannot come through the form (it trims): set one directly.
    await rows(demo.server.app.orm, `update booking set customer_email = ?, booking_date = booking_date where id = ?`, ['@SUM(A1)', id]);
    const text = await exportText(bookingsExportUrl({ search: 'Escape "Ravi"' }));
    const row = text.split('\r\n')[1] + '\r\n' + text.split('\r\n')[2];
    expect(row).toContain(`"Escape ""Ravi"", Jr."`);
    expect(row).toContain(`'+91 98450 11223`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(row).toContain(`'-2+3`);
    expect(row).toContain(`'@SUM(A1)`);
    expect(text).toContain(`"Line one\nline two, with a comma"`);

    await rows(demo.server.app.orm, `update booking set notes = ? where id = ?`, ['\t=1+1', id]);
    expect(await exportText(bookingsExportUrl({ search: 'Escape "Ravi"' }))).toContain(`'\t=1+1`);
  });

  it('answers 401 without a session and 403 to viewers and accounts without a role; operators and admins download', async () => {
    const anonymous = await download(null, '/api/bookings.csv');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Unauthorized', message: 'Please sign in.' });
    const viewer = await download(demo.viewer, '/api/bookings.csv');
    expect(viewer.status).toBe(403);
    expect(((await viewer.json()) as { message: string }).message).toBe('Your role does not allow this action.');
    const noRole = await signedIn(demo.server.url, 'newhire@demo.example.com');
    const refused = await download(noRole, '/api/bookings.csv');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/no staff role/);
    noRole.closeSocket();
    const ended = createApiClient(demo.server.url);
    ended.jar.store(['session=0000000000000000000000000000000000000000; Path=/']);
    expect((await download(ended, '/api/bookings.csv')).status).toBe(401);
    expect((await download(demo.admin, '/api/bookings.csv')).status).toBe(200);
    expect((await download(demo.operator, '/api/bookings.csv')).status).toBe(200);
  });

  // The memory it takes is measured by `npm run bench` (CSV export); here: that it streams them all.
  it('exports 100,000 rows, streamed as they are read', { timeout: 180_000 }, async () => {
    await rows(
      demo.server.app.orm,
      `insert into booking (id, customer_name, customer_phone, pickup_location, dropoff_location, service_type, booking_date, status, source, notes, created_at, updated_at)
       select gen_random_uuid(), 'Bulk Patient ' || n, '+9198' || lpad(n::text, 8, '0'), 'Pickup street ' || n || ', Varthur, Bengaluru',
              'Hospital ' || (n % 50), 'emergency', now(), 'completed', 'staff', 'Bulk row ' || n || ' with a note, a "quote" and some text', now(), now()
         from generate_series(1, 100000) n`,
    );
    const res = await download(demo.operator, bookingsExportUrl({ search: 'Bulk Patient' }));
    expect(res.status).toBe(200);
    // Streamed: sent in chunks as it is made, with no length known in advance.
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    let lines = 0;
    let bytes = 0;
    let chunks = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) lines += 1;
    }
    expect(lines).toBe(100_001); // header + every row
    expect(bytes).toBeGreaterThan(20 * 2 ** 20);
    expect(chunks).toBeGreaterThan(1);
  });
});
