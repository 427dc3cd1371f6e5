/**
 * The live floor for `npm run bench`: the smallest process that does what the live path does.
 * Plain node, `pg` and `ws`, no build step: one connection LISTENs on the channel the
 * change_event trigger notifies (app_changes, payload: the stream position); on each
 * notification it reads the change events after the last one it sent (one query for however
 * many arrived, one reader at a time, as the hub does; a booking's with its vehicle and list row,
 * as the hub reads them) and sends each event, serialized once, to every subscriber. No session, access check, filter or tRPC machinery.
 *
 * It speaks just enough of tRPC's WebSocket protocol for the bench's subscribers
 * (scripts/bench-live-subscribers.mjs): a `subscription` message (any path) is answered
 * `started`, and each event goes out as a tracked `data` result with the same subscription id
 * (1) every subscriber uses, so one string serves them all. It LISTENs only while it has
 * subscribers (between the bench's runs it costs nothing).
 *
 * env: DATABASE_URL, PORT; LIVE_DATABASE_URL, where DATABASE_URL is a pooler in transaction mode
 * (the bench's pooled phase): the LISTEN then goes on a connection of its own straight to
 * PostgreSQL and the reads through the pooler, as the product's processes do.
 */
import { createServer } from 'node:http';
import pg from 'pg';
import { WebSocketServer } from 'ws';

const CHANNEL = 'app_changes';
// What the hub reads (SELECT_EVENTS in server/live/hub.ts): a booking's event carries the vehicle
// it is on and its list row (issue 23.1), so the floor reads and sends them too. Keep the columns
// in step with BOOKING_LIST_COLUMNS (server/services/bookings.service.ts).
const SELECT = `select ce.position, ce.topic, ce.action, ce.entity_id, ce.origin, ce.occurred_at, b.ambulance_id as vehicle_id,
  b.id, b.customer_name, b.customer_phone, b.customer_email, b.pickup_location,
  b.dropoff_location, b.service_type, b.booking_date, b.status, b.notes, b.source, b.preferred_contact, b.language, b.possible_spam,
  b.pickup_lat, b.pickup_lng, b.pickup_accuracy_m, b.pickup_point_source,
  b.assigned_at, b.confirmed_at, b.called_back_at, b.cancel_code, b.cancel_reason, b.created_at, b.updated_at, b.version, b.tracking_token,
  a.id as a_id, a.vehicle_number as a_vehicle_number, a.ambulance_type as a_ambulance_type,
  a.driver_name as a_driver_name, a.driver_phone as a_driver_phone
  from change_event ce left join booking b on b.id = (
    case when ce.topic = 'booking' and ce.entity_id ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then ce.entity_id::uuid end)
  left join ambulance a on a.id = b.ambulance_id
  where ce.position > $1 order by ce.position limit 1000`;

const db = new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: 'bench-live-floor' });
await db.connect();
const listener = process.env.LIVE_DATABASE_URL ? new pg.Client({ connectionString: process.env.LIVE_DATABASE_URL, application_name: 'bench-live-floor-listen' }) : db;
if (listener !== db) await listener.connect();
const head = async () => Number((await db.query('select coalesce(max(position), 0) as head from change_event')).rows[0].head);

const subscribers = new Set();
let position = 0;
let listening = false;
let draining = null;
let drainAgain = false;

async function drain() {
  for (;;) {
    const { rows } = await db.query(SELECT, [position]);
    for (const row of rows) {
      position = Number(row.position);
      const change = {
        kind: 'change',
        id: position,
        topic: row.topic,
        action: row.action,
        entityId: row.entity_id,
        origin: row.origin,
        occurredAt: new Date(row.occurred_at).toISOString(),
      };
      if (row.topic === 'booking') {
        const { position: _p, topic: _t, action: _a, entity_id: _e, origin: _o, occurred_at: _at, vehicle_id, ...booking } = row;
        Object.assign(change, { vehicleId: vehicle_id, row: booking.id ? booking : null });
      }
      const text = JSON.stringify({ id: 1, result: { type: 'data', data: { id: String(position), data: change } } });
      for (const socket of subscribers) socket.send(text);
    }
    if (rows.length < 1000) return;
  }
}

function poke() {
  if (draining) return void (drainAgain = true);
  draining = drain()
    .catch((err) => console.error('live floor: read failed', err))
    .finally(() => {
      draining = null;
      if (drainAgain) {
        drainAgain = false;
        poke();
      }
    });
}

listener.on('notification', () => poke());

async function setListening(on) {
  if (on === listening) return;
  listening = on;
  if (on) {
    position = await head();
    await listener.query(`LISTEN ${CHANNEL}`);
  } else {
    await listener.query(`UNLISTEN ${CHANNEL}`);
  }
}

const server = createServer((req, res) => {
  res.writeHead(req.url === '/healthz' ? 200 : 404).end();
});
const wss = new WebSocketServer({ server });
wss.on('connection', (socket) => {
  socket.on('message', (raw) => {
    const text = raw.toString();
    if (text === 'PONG' || text === 'PING') return;
    const message = JSON.parse(text);
    if (message.method !== 'subscription') return;
    void setListening(true).then(() => {
      subscribers.add(socket);
      socket.send(JSON.stringify({ id: message.id, result: { type: 'started' } }));
    });
  });
  socket.on('close', () => {
    subscribers.delete(socket);
    if (subscribers.size === 0) void setListening(false);
  });
  socket.on('error', () => socket.close());
});

server.listen(Number(process.env.PORT ?? 4403), '127.0.0.1', () => console.log('ready'));
// Exit on the bench's SIGTERM through process.exit, so that a --cpu-prof run writes its profile.
process.on('SIGTERM', () => process.exit(0));
