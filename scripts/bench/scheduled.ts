import pg from 'pg';
import { quick, originA, listPath, timeOneAtATime } from './common';

/**
 * Issue 37.3: the staff waiting queue and the Scheduled view with 10,000 future trips booked for
 * a time, from 100 weekly series (one trip a day each, at its own time, for 100 days, entering
 * the queue an hour before they are due), each timed one call at a time (p50/p99), beside the
 * bookings list's page 1 timed the same way on the same data. Figures: no goal.
 */
export async function measureScheduled(databaseUrl: string, cookie: string) {
  const runs = quick ? 10 : 30;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const get = async (pathAndQuery: string) => {
    const res = await fetch(originA + pathAndQuery, { headers: { cookie } });
    if (!res.ok) throw new Error(`${pathAndQuery} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const time = (work: () => Promise<unknown>) => timeOneAtATime(runs, work);

  await db.query(`
    insert into organisation (id, name, kind, address, latitude, longitude, billing_name, billing_email)
    values ('00000000-0000-4000-8000-000000000037', 'Bench Dialysis Centre', 'dialysis_centre', 'Bellandur, Bengaluru', 12.93, 77.68, 'Accounts', 'accounts@bench.example.com')
    on conflict do nothing`);
  await db.query(`
    insert into partner_series (id, organisation_id, weekdays, time, start_date, end_date, patient_name, patient_phone, pickup_location, dropoff_location, service_type, needs)
    select ('00000000-0000-4000-8037-' || lpad(s::text, 12, '0'))::uuid, '00000000-0000-4000-8000-000000000037', array[1,2,3,4,5,6,7],
      lpad((5 + s % 16)::text, 2, '0') || ':' || lpad(((s * 7) % 60)::text, 2, '0'), current_date + 1, current_date + 100,
      'Series Patient ' || s, '+9196000' || lpad(s::text, 5, '0'), 'Home ' || s, 'Bench Dialysis Centre',
      (array['transfer','basic','icu','emergency'])[1 + s % 4], array['wheelchair']
    from generate_series(1, 100) s
    on conflict do nothing`);
  await db.query(`
    insert into booking (id, customer_name, customer_phone, pickup_location, dropoff_location, service_type, booking_date, status, source,
      organisation_id, needs, queue_at, series_id, series_date, series_leg, created_at, updated_at)
    select gen_random_uuid(), p.patient_name, p.patient_phone, p.pickup_location, p.dropoff_location, p.service_type, due.at, 'pending', 'partner',
      p.organisation_id, p.needs, due.at - interval '60 minutes', p.id, d.day, 'out', now(), now()
    from partner_series p
      cross join lateral generate_series(p.start_date, p.end_date, interval '1 day') d(day)
      cross join lateral (select (d.day::date + p.time::time) at time zone 'Asia/Kolkata' as at) due
    where p.organisation_id = '00000000-0000-4000-8000-000000000037'
    on conflict do nothing`);
  await db.query('analyze booking');
  const future = Number((await db.query<{ n: string }>('select count(*) as n from booking where queue_at is not null and booking_date > now()')).rows[0].n);
  const bookings = Number((await db.query<{ n: string }>('select count(*) as n from booking')).rows[0].n);
  await db.end();

  const list = await time(() => get(listPath));
  const queue = await time(() => get('/trpc/dashboard.queue'));
  const scheduled = await time(() => get(`/trpc/bookings.scheduled?input=${encodeURIComponent(JSON.stringify({}))}`));
  return { runs, bookings, future, list, queue, scheduled };
}
