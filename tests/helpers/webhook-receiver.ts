import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One verified delivery as the receiver saw it. */
export interface ReceivedWebhook {
  id: string;
  type: string;
  tripId: string | null;
  body: string;
}

/**
 * A partner's receiver, as its developer would write it: every request's signature is checked
 * with the standardwebhooks library (`Webhook.verify`, which also checks the timestamp); a
 * request that fails is answered 400 and kept in `rejected`. `answer` sets what it does:
 * 'ok' (204), 'fail' (500), 'hang' (keeps the request open, never answers). `stop()` and
 * `start()` take it off and back onto its port (connection refused meanwhile).
 */
export class WebhookReceiver {
  secret = '';
  answer: 'ok' | 'fail' | 'hang' = 'ok';
  readonly received: ReceivedWebhook[] = [];
  readonly rejected: string[] = [];
  /** Every request that arrived (verified or not, answered or not), by webhook-id. */
  readonly arrivals: string[] = [];
  private server: http.Server | null = null;
  port = 0;

  get url() {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async start(): Promise<void> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
        this.arrivals.push(headers['webhook-id'] ?? '');
        if (this.answer === 'hang') return;
        let payload: { type: string; data?: { tripId?: string } };
        try {
          payload = new Webhook(this.secret).verify(body, headers) as typeof payload;
        } catch (err) {
          this.rejected.push(`${headers['webhook-id']}: ${(err as Error).message}`);
          res.writeHead(400).end();
          return;
        }
        if (this.answer === 'fail') {
          res.writeHead(500).end();
          return;
        }
        this.received.push({ id: headers['webhook-id'], type: payload.type, tripId: payload.data?.tripId ?? null, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The events received for one trip, in arrival order, each id once (a repeat of an id is dropped, as a receiver keeping ids would). */
  tripEvents(tripId: string): string[] {
    const seen = new Set<string>();
    return this.received.filter((r) => r.tripId === tripId && !seen.has(r.id) && seen.add(r.id)).map((r) => r.type);
  }
}

/** Polls `check` until it returns true (every 50 ms, up to `timeoutMs`), then throws with `describe()`. */
export async function waitFor(check: () => boolean | Promise<boolean>, describe: () => string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting: ${describe()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
