/**
 * The floor for `npm run bench`: the smallest server that answers the bookings list. Fastify and
 * `pg` run the same two SQL queries `bookings.list` page 1 makes (rows with their ambulance, and
 * the count), with no tRPC, ORM, session or validation. Plain node, no build step.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
const app = Fastify({ logger: false });

const LIST = `select "b0".*, "a1"."id" as "a1__id", "a1"."vehicle_number" as "a1__vehicle_number", "a1"."ambulance_type" as "a1__ambulance_type",
  "a1"."is_available" as "a1__is_available", "a1"."last_maintenance_date" as "a1__last_maintenance_date",
  "a1"."next_maintenance_date" as "a1__next_maintenance_date", "a1"."driver_name" as "a1__driver_name",
  "a1"."driver_phone" as "a1__driver_phone", "a1"."created_at" as "a1__created_at", "a1"."updated_at" as "a1__updated_at"
  from "booking" as "b0" left join "ambulance" as "a1" on "b0"."ambulance_id" = "a1"."id"
  order by "b0"."created_at" desc, "b0"."id" desc limit $1`;
const COUNT = `select count(*) as "count" from "booking" as "b0" left join "ambulance" as "a1" on "b0"."ambulance_id" = "a1"."id"`;

app.get('/bookings', async () => {
  const [rows, count] = await Promise.all([pool.query(LIST, [50]), pool.query(COUNT)]);
  return { items: rows.rows, total: Number(count.rows[0].count) };
});

await app.listen({ port: Number(process.env.PORT ?? 4402), host: '127.0.0.1' });
console.log('ready');
