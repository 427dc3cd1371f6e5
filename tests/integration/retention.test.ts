import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDashboardStats } from '../../server/services/dashboard.service';
import { rows } from '../helpers/fixtures';
import { createApiClient, seededServerForFile } from '../helpers/server';

/** Issue 9 point 10: `npm run data:retention` removes old personal data and keeps the counts. */
const demo = seededServerForFile('operator');

function retention(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/retention.ts'], {
      env: { ...process.env, DATABASE_URL: demo.server.databaseUrl, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const OLD_PHONE = '9812345670';
const OLD_NOTES = 'OLD-NOTE-5531 wheelchair at the gate';

/** Moves a booking's dates back by `days` (as if it had been made then). */
async function age(table: 'booking' | 'contact_submission', id: string, days: number) {
  const dates = table === 'booking' ? 'created_at = created_at - i, updated_at = updated_at - i, booking_date = booking_date - i' : 'created_at = created_at - i';
  await demo.server.app.orm.em.getConnection().execute(`update ${table} set ${dates} from (select make_interval(days => ?) as i) d where id = ?`, [days, id]);
}

describe('npm run data:retention', () => {
  it('anonymises bookings and inquiries older than RETENTION_DAYS (their timelines too), keeps newer ones and every dashboard count', async () => {
    // An old booking entered by staff, edited (its timeline holds the old and new phone), then cancelled.
    const form = {
      customerName: 'Old Staff Patient',
      customerPhone: '9812345600',
      customerEmail: 'old.patient@example.com',
      pickupLocation: '9 Old Airport Road',
      dropoffLocation: 'Manipal Hospital',
      serviceType: 'icu' as const,
      status: 'pending' as const,
      bookingDate: new Date().toISOString(),
      notes: OLD_NOTES,
    };
    const staffBooking = await demo.operator.trpc.bookings.create.mutate(form);
    await demo.operator.trpc.bookings.update.mutate({
      id: staffBooking.id,
      data: { ...form, customerPhone: OLD_PHONE, status: 'cancelled' },
      cancelReason: 'OLD-REASON-8812 family took the patient',
    });
    // An old request from the website, an old inquiry, and recent ones of each.
    const visitor = createApiClient(demo.server.url);
    const website = async (name: string) => {
      const key = randomUUID();
      await visitor.trpc.site.requestBooking.mutate({ name, phone: OLD_PHONE, pickupAddress: '2 Varthur Road', serviceType: 'emergency', dateTime: '', notes: OLD_NOTES, idempotencyKey: key });
      return (await rows<{ id: string }>(demo.server.app.orm, 'select id from booking where idempotency_key = ?', [key]))[0].id;
    };
    const inquiry = async (name: string) => {
      const key = randomUUID();
      await visitor.trpc.site.sendInquiry.mutate({ name, email: 'old.sender@example.com', phone: OLD_PHONE, message: 'OLD-MESSAGE-2290 please call back', idempotencyKey: key });
      return (await rows<{ id: string }>(demo.server.app.orm, 'select id from contact_submission where idempotency_key = ?', [key]))[0].id;
    };
    const oldWebsite = await website('Old Website Patient');
    const recentWebsite = await website('Recent Website Patient');
    const oldInquiry = await inquiry('Old Sender');
    const recentInquiry = await inquiry('Recent Sender');
    await age('booking', staffBooking.id, 40);
    await age('booking', oldWebsite, 40);
    await age('contact_submission', oldInquiry, 40);
    await age('booking', recentWebsite, 10);

    const at = new Date();
    const countsBefore = await getDashboardStats(demo.server.app.orm.em.fork(), at);
    const statusesBefore = await rows(demo.server.app.orm, 'select status, service_type, booking_date, count(*) from booking group by 1, 2, 3 order by 1, 2, 3');
    const timelineBefore = await rows<{ n: string }>(demo.server.app.orm, 'select count(*) as n from history_entry');

    const run = await retention({ RETENTION_DAYS: '30' });
    expect(run.code).toBe(0);
    expect(run.output).toContain('Removed the personal details of 2 booking(s) and 1 inquiry(ies) older than 30 days');

    const booking = (id: string) => rows<Record<string, unknown>>(demo.server.app.orm, 'select * from booking where id = ?', [id]).then((r) => r[0]);
    for (const id of [staffBooking.id, oldWebsite]) {
      expect(await booking(id)).toMatchObject({
        customer_name: '(anonymised)',
        customer_phone: '(anonymised)',
        customer_email: null,
        pickup_location: '(anonymised)',
        dropoff_location: null,
        notes: null,
        cancel_reason: null,
      });
    }
    expect(await booking(staffBooking.id)).toMatchObject({ status: 'cancelled', service_type: 'icu' });
    expect(await booking(recentWebsite)).toMatchObject({ customer_name: 'Recent Website Patient', notes: OLD_NOTES, anonymised_at: null });
    const [oldMessage] = await rows(demo.server.app.orm, 'select name, email, phone, message from contact_submission where id = ?', [oldInquiry]);
    expect(oldMessage).toEqual({ name: '(anonymised)', email: '(anonymised)', phone: null, message: '(anonymised)' });
    const [recentMessage] = await rows(demo.server.app.orm, 'select name from contact_submission where id = ?', [recentInquiry]);
    expect(recentMessage).toEqual({ name: 'Recent Sender' });

    // The timeline keeps its entries (the status change too) but no personal value or reason.
    const timeline = await rows<{ changes: unknown; reason: string | null }>(
      demo.server.app.orm,
      'select changes, reason from history_entry where subject_id = ? order by id',
      [staffBooking.id],
    );
    expect(timeline.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(timeline);
    for (const secret of [OLD_PHONE, '9812345600', 'Old Staff Patient', 'OLD-NOTE-5531', 'OLD-REASON-8812', 'old.patient@example.com', 'Old Airport']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('"after":"cancelled"');
    expect(await rows(demo.server.app.orm, 'select count(*) as n from history_entry')).toEqual(timelineBefore);
    // ...and stays append-only for everyone else.
    await expect(demo.server.app.orm.em.getConnection().execute('delete from history_entry')).rejects.toThrow(/append-only/);

    // The dashboard counts the same: rows, statuses, dates and read flags are kept.
    expect(await getDashboardStats(demo.server.app.orm.em.fork(), at)).toEqual(countsBefore);
    expect(await rows(demo.server.app.orm, 'select status, service_type, booking_date, count(*) from booking group by 1, 2, 3 order by 1, 2, 3')).toEqual(statusesBefore);
    // Staff still open an anonymised booking; a second run finds nothing more to do.
    expect((await demo.operator.trpc.bookings.byId.query({ id: oldWebsite })).customerName).toBe('(anonymised)');
    expect((await retention({ RETENTION_DAYS: '30' })).output).toContain('of 0 booking(s) and 0 inquiry(ies)');
  }, 120_000);

  it('refuses a RETENTION_DAYS that is not a whole number of days', async () => {
    const run = await retention({ RETENTION_DAYS: 'forever' });
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('RETENTION_DAYS');
  }, 60_000);
});
