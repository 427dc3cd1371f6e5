/**
 * The floor for `npm run bench`: the smallest server that answers the bookings list. Fastify and
 * `pg` run the same two SQL queries `bookings.list` page 1 makes (rows with their ambulance, and
 * the count), with no tRPC, ORM, session or validation. Plain node, no build step. Keep the SQL
 * in step with bookings.service.ts: a floor running heavier SQL than the list flatters the ratio.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
const app = Fastify({ logger: false });

// The SQL listBookings in server/services/bookings.service.ts sends for page 1 as the staff list
// opens (requests flagged as possible spam are listed apart).
const LIST = `select b.id, b.customer_name, b.customer_phone, b.customer_email, b.pickup_location,
  b.dropoff_location, b.service_type, b.booking_date, b.status, b.notes, b.source, b.preferred_contact, b.possible_spam,
  b.assigned_at, b.confirmed_at, b.cancel_reason, b.created_at, b.updated_at, b.tracking_token,
  a.id as a_id, a.vehicle_number as a_vehicle_number, a.ambulance_type as a_ambulance_type,
  a.driver_name as a_driver_name, a.driver_phone as a_driver_phone
  from booking b left join ambulance a on a.id = b.ambulance_id where b.possible_spam = $1 order by b.created_at desc, b.id desc limit $2 offset $3`;
const COUNT = `select count(*) as total from booking b where b.possible_spam = $1`;

app.get('/bookings', async () => {
  const [rows, count] = await Promise.all([pool.query(LIST, [false, 50, 0]), pool.query(COUNT, [false])]);
  return { items: rows.rows, total: Number(count.rows[0].total) };
});

await app.listen({ port: Number(process.env.PORT ?? 4402), host: '127.0.0.1' });
console.log('ready');
