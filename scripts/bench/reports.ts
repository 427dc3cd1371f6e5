import pg from 'pg';
import { providerToday } from '../../shared/dates';
import { quick, originA, listPath, timeOneAtATime } from './common';

/**
 * Timelines for bookings (`where`, a condition on `b`), in SQL: each gets the stamps of its
 * status (a call back, confirmation, assignment, the crew's four taps, the end; cancelled ones a
 * coded reason), spread by a hash of its id, and the timeline entries a real one would have
 * (created, called back, assigned, status changes). A third of the vehicles went into
 * maintenance 45 days ago (their availability timeline).
 */
export async function seedTimelines(db: pg.Client, where: string) {
  await db.query(`
    update booking b set
      called_back_at = case when b.status <> 'pending' then b.created_at + make_interval(secs => t.s1) else b.called_back_at end,
      confirmed_at = case when b.status = 'completed' then b.created_at + make_interval(secs => t.s2) end,
      assigned_at = case when b.status = 'completed' then b.created_at + make_interval(secs => t.s3) end,
      on_the_way_at = case when b.status = 'completed' then b.created_at + make_interval(secs => t.s4) end,
      at_pickup_at = case when b.status = 'completed' then b.created_at + make_interval(secs => t.s5) end,
      on_board_at = case when b.status = 'completed' then b.created_at + make_interval(secs => t.s6) end,
      at_destination_at = case when b.status = 'completed' then b.created_at + make_interval(secs => t.s7) end,
      ended_at = case when b.status = 'completed' then b.created_at + make_interval(secs => t.s8)
                      when b.status = 'cancelled' then b.created_at + make_interval(secs => t.s1 + 120) end,
      cancel_code = case when b.status = 'cancelled' then (array['customer_cancelled','no_ambulance','duplicate_or_spam','went_elsewhere','other'])[1 + t.h % 5] end
    from (
      select x.id, h, s1, s2, s3, s4, s5, s6, s7, s8
        from booking x,
             lateral (select abs(hashtext(x.id::text)) as h) a,
             lateral (select 20 + h % 560 as s1) t1,
             lateral (select s1 + 30 + h % 90 as s2) t2,
             lateral (select s2 + (h / 7) % 180 as s3) t3,
             lateral (select s3 + 30 + (h / 11) % 240 as s4) t4,
             lateral (select s4 + 300 + (h / 13) % 1500 as s5) t5,
             lateral (select s5 + 120 + (h / 17) % 900 as s6) t6,
             lateral (select s6 + 600 + (h / 19) % 2400 as s7) t7,
             lateral (select s7 + 60 + (h / 23) % 600 as s8) t8
    ) t
    where t.id = b.id and ${where}`);
  await db.query(`
    insert into history_entry (subject, subject_id, action, changes, origin, occurred_at)
    select 'booking', b.id, e.action, '[]', 'staff', e.at
      from booking b,
           lateral (values ('created', b.created_at), ('called_back', b.called_back_at), ('assigned', b.assigned_at),
                           ('step_recorded', b.on_the_way_at), ('step_recorded', b.at_pickup_at), ('step_recorded', b.on_board_at),
                           ('step_recorded', b.at_destination_at), ('status_changed', b.ended_at)) e(action, at)
     where e.at is not null and ${where}`);
  // The vehicles existed before the range (the seed makes them now).
  await db.query(`update ambulance set created_at = least(created_at, now() - interval '120 days')`);
  await db.query(`
    insert into history_entry (subject, subject_id, action, changes, origin, occurred_at)
    select 'ambulance', a.id, 'availability_changed', '[{"field":"isAvailable","before":"yes","after":"no"}]', 'staff', now() - interval '45 days'
      from ambulance a
     where not a.is_available
       and not exists (select 1 from history_entry h where h.subject = 'ambulance' and h.subject_id = a.id and h.action = 'availability_changed')`);
  await db.query('analyze booking');
  await db.query('analyze history_entry');
}

/**
 * The Reports tab's three queries (figures, vehicles, cancellations: the tab asks for them at
 * once) timed one report at a time, as a manager opens it, with the bookings list's page 1
 * timed the same way on the same data beside them.
 */
export async function measureReports(databaseUrl: string, cookie: string) {
  const runs = quick ? 10 : 30;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const today = providerToday();
  const daysBefore = (n: number) => new Date(Date.parse(today) - n * 86_400_000).toISOString().slice(0, 10);
  const get = async (pathAndQuery: string) => {
    const res = await fetch(originA + pathAndQuery, { headers: { cookie } });
    if (!res.ok) throw new Error(`${pathAndQuery} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const reportPath = (section: string, days: number) =>
    `/trpc/reports.${section}?input=${encodeURIComponent(JSON.stringify({ from: daysBefore(days - 1), to: today }))}`;
  const time = (work: () => Promise<unknown>) => timeOneAtATime(runs, work);
  const sections = ['figures', 'vehicles', 'cancellations'];
  const report = async (days: number) => ({
    ...(await time(() => Promise.all(sections.map((s) => get(reportPath(s, days)))))),
    sections: Object.fromEntries(await Promise.all(sections.map(async (s) => [s, (await time(() => get(reportPath(s, days)))).p50] as const))),
  });
  const bookings = async () => Number((await db.query<{ n: string }>('select count(*) as n from booking')).rows[0].n);

  await seedTimelines(db, 'true');
  const small = await bookings();
  const list10k = await time(() => get(listPath));
  const week10k = await report(7);
  const quarter10k = await report(90);
  // 90,000 more over the last 90 days (a website request or a staff entry, every status).
  await db.query(
    `insert into booking (id, customer_name, customer_phone, pickup_location, dropoff_location, service_type, booking_date,
       status, source, ambulance_id, created_at, updated_at)
     select gen_random_uuid(), 'Report Patient ' || n, '+9197000' || lpad((n % 100000)::text, 5, '0'), 'Pickup street ' || n, 'Hospital ' || (n % 40),
       'emergency', c.at, s.status, case when n % 2 = 0 then 'website' else 'staff' end,
       case when s.status = 'completed' then (select id from ambulance order by vehicle_number offset n % 100 limit 1) end, c.at, c.at
     from generate_series(1, 90000) n,
       lateral (select now() - interval '90 days' + (n * interval '86 seconds') as at) c,
       lateral (select (array['completed','completed','cancelled','completed'])[1 + n % 4] as status) s`,
  );
  await seedTimelines(db, "b.customer_name like 'Report Patient %'");
  const large = await bookings();
  const list100k = await time(() => get(listPath));
  const quarter100k = await report(90);
  await db.end();
  return { runs, bookings: { small, large }, list10k, week10k, quarter10k, list100k, quarter100k };
}
