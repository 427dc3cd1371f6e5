/**
 * The floor for `npm run bench`: the smallest server that does what two measured calls do.
 * Plain node, no build step; Fastify and `pg`, with no tRPC, ORM, session, validation or rate
 * limits. Keep the SQL in step with the services: a floor running heavier SQL than ours
 * flatters the ratio.
 * - GET /bookings: the two SQL queries `bookings.list` page 1 makes (rows with their ambulance,
 *   and the count).
 * - POST /requests: a public booking request stored as `site.requestBooking` stores it (see
 *   requestBooking in server/services/site.service.ts): the same booking row and its
 *   change_event row, in one transaction (whose commit fires the change's NOTIFY).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
const app = Fastify({ logger: false });

// The SQL listBookings in server/services/bookings.service.ts sends for page 1 as the staff list
// opens (requests flagged as possible spam are listed apart): the columns of BOOKING_LIST_COLUMNS
// there, as the live floor reads them.
const LIST = `select b.id, b.customer_name, b.customer_phone, b.customer_email, b.pickup_location,
  b.dropoff_location, b.service_type, b.booking_date, b.status, b.notes, b.source, b.preferred_contact, b.language, b.possible_spam,
  b.pickup_lat, b.pickup_lng, b.pickup_accuracy_m, b.pickup_point_source,
  b.assigned_at, b.confirmed_at, b.called_back_at, b.cancel_code, b.cancel_reason, b.created_at, b.updated_at, b.version, b.tracking_token,
  a.id as a_id, a.vehicle_number as a_vehicle_number, a.ambulance_type as a_ambulance_type,
  a.driver_name as a_driver_name, a.driver_phone as a_driver_phone
  from booking b left join ambulance a on a.id = b.ambulance_id where b.possible_spam = $1 order by b.created_at desc, b.id desc limit $2 offset $3`;
const COUNT = `select count(*) as total from booking b where b.possible_spam = $1`;

// For HAProxy's check, when the bench's pooled phase puts three floors behind it.
app.get('/healthz', async () => 'ok');

app.get('/bookings', async () => {
  const [rows, count] = await Promise.all([pool.query(LIST, [false, 50, 0]), pool.query(COUNT, [false])]);
  return { items: rows.rows, total: Number(count.rows[0].total) };
});

// The row requestBooking creates for a request from the website, and its change event.
const INSERT_BOOKING = `insert into booking (id, customer_name, customer_phone, customer_email, pickup_location, dropoff_location,
  service_type, booking_date, status, notes, source, preferred_contact, idempotency_key, request_hash, possible_spam,
  tracking_token, created_at, updated_at)
  values ($1, $2, $3, null, $4, $5, $6, $7, 'pending', $8, 'website', 'call', $9, $10, false, $11, $7, $7)`;
const INSERT_CHANGE = `insert into change_event (topic, action, entity_id, origin) values ('booking', 'created', $1, 'website')`;

app.post('/requests', async (request) => {
  const input = /** @type {Record<string, string>} */ (request.body);
  const id = randomUUID();
  const now = new Date();
  const hash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(INSERT_BOOKING, [
      id, input.name, input.phone, input.pickupAddress, input.destination, input.serviceType, now, input.notes ?? null,
      input.idempotencyKey, hash, randomBytes(32).toString('base64url'),
    ]);
    await client.query(INSERT_CHANGE, [id]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  return { reference: id.slice(0, 8).toUpperCase(), receivedAt: now.toISOString(), duplicate: false };
});

await app.listen({ port: Number(process.env.PORT ?? 4402), host: '127.0.0.1' });
console.log('ready');
// A normal exit on SIGTERM, so that `--cpu-prof` writes its profile (`--profile=request`).
process.on('SIGTERM', () => process.exit(0));
