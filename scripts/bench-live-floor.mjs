/**
 * The live floor for `npm run bench`: the smallest process that does what the live path does.
 * Plain node, `pg` and `ws`, no build step: one connection LISTENs on the channel the
 * change_event trigger notifies (app_changes, payload: the stream position); on each
 * notification it reads the change events after the last one it sent (one query for however
 * many arrived, one reader at a time, as the hub does) and sends each event, serialized once,
 * to every subscriber. No session, access check, filter or tRPC machinery.
 *
 * It speaks just enough of tRPC's WebSocket protocol for the bench's subscribers
 * (scripts/bench-live-subscribers.mjs): a `subscription` message (any path) is answered
 * `started`, and each event goes out as a tracked `data` result with the same subscription id
 * (1) every subscriber uses, so one string serves them all. It LISTENs only while it has
 * subscribers (between the bench's runs it costs nothing).
 *
 * env: DATABASE_URL, PORT.
 */
import { createServer } from 'node:http';
import pg from 'pg';
import { WebSocketServer } from 'ws';

const CHANNEL = 'app_changes';
const SELECT = `select position, topic, action, entity_id, origin, occurred_at from change_event
  where position > $1 order by position limit 1000`;

const db = new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: 'bench-live-floor' });
await db.connect();
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

db.on('notification', () => poke());

async function setListening(on) {
  if (on === listening) return;
  listening = on;
  if (on) {
    position = await head();
    await db.query(`LISTEN ${CHANNEL}`);
  } else {
    await db.query(`UNLISTEN ${CHANNEL}`);
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
