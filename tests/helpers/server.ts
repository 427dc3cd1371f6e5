import { createTRPCClient, createWSClient, httpBatchLink, httpLink, splitLink, wsLink, type TRPCClient } from '@trpc/client';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { ChangeEventMessage, ChangeStreamMessage } from '../../shared/live';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../server/app';
import { seedDemoData } from '../../server/db/seed';
import { loadEnv, type Env } from '../../server/env';
import { createLogger } from '../../server/logger';
import type { AppRouter } from '../../server/trpc/root';
import { createTestDatabase } from './database';
import { DEMO_PASSWORD } from './templates';

export { DEMO_PASSWORD };

export interface TestServer {
  app: FastifyInstance;
  url: string;
  databaseUrl: string;
  env: Env;
  close(): Promise<void>;
}

/**
 * The real server (listening on a free port) on a database of its own, a copy of the run's
 * migrated template (`seed`: of the seeded one), logging as in production (`logDestination`
 * captures the lines, at `env.LOG_LEVEL`). Start-up still runs its migration check, which finds
 * nothing pending. With `databaseUrl` the database is the caller's (`seed` seeds it here).
 */
export async function startTestServer(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    databaseUrl?: string;
    liveDatabaseUrl?: string;
    logDestination?: DestinationStream;
    /**
     * Serve the built web app (dist/client and dist/ssr, `npm run build`), rendered at start-up
     * as in production; `rendererFile` is the page renderer to load instead of the built one.
     */
    web?: { rendererFile?: string };
  } = {},
): Promise<TestServer & { dropDatabase: () => Promise<void> }> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : await createTestDatabase(options.seed ? 'seeded' : 'migrated');
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...(options.web ? { WEB_DIST_DIR: 'dist/client' } : {}),
    ...options.env,
  });
  const app = await buildApp({
    env,
    databaseUrl: database.url,
    logger: options.logDestination
      ? createLogger(env, options.logDestination)
      : createLogger({ ...env, LOG_LEVEL: (process.env.TEST_LOG_LEVEL as Env['LOG_LEVEL'] | undefined) ?? 'silent' }),
    serveWeb: options.web !== undefined,
    rendererFile: options.web?.rendererFile,
    liveDatabaseUrl: options.liveDatabaseUrl,
  });
  if (options.seed && options.databaseUrl) await seedDemoData(app.orm.em.fork(), { demoPassword: DEMO_PASSWORD });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    env,
    url: `http://127.0.0.1:${port}`,
    databaseUrl: database.url,
    close: () => app.close(),
    dropDatabase: database.drop,
  };
}

type DemoAccount = 'admin' | 'operator' | 'viewer';

/**
 * A test file's server: seeded, with a signed-in client for each demo account named, started
 * before the file's tests and closed (its database dropped) after them. Read it inside tests.
 */
export function seededServerForFile<A extends DemoAccount>(...accounts: A[]) {
  return seededServerWithEnvForFile({}, ...accounts);
}

/**
 * For a file that compares pending counts over a case: no scheduled-queue tick while it runs. A
 * seeded trip entering the queue inside a case changes the count by itself (retention.test.ts
 * saw it in CI at about 06:00 in Bengaluru, an hour before the seeded dialysis series' 07:00 trips).
 */
export const NO_SCHEDULED_TICK = { SCHEDULED_TICK_MS: '600000' };

/** The same, with environment variables of its own (BILL_*, say). */
export function seededServerWithEnvForFile<A extends DemoAccount>(env: Record<string, string>, ...accounts: A[]) {
  const demo = {} as { server: TestServer & { dropDatabase: () => Promise<void> } } & Record<A, ApiClient>;
  beforeAll(async () => {
    demo.server = await startTestServer({ seed: true, env });
    for (const account of accounts) demo[account] = (await signedIn(demo.server.url, `${account}@demo.example.com`)) as (typeof demo)[A];
  });
  afterAll(async () => {
    for (const account of accounts) demo[account].closeSocket();
    await demo.server.close();
    await demo.server.dropDatabase();
  });
  return demo;
}

/** A browser-like cookie jar for one API client. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(setCookie: string[]) {
    for (const line of setCookie) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

export interface ApiClient {
  trpc: TRPCClient<AppRouter>;
  jar: CookieJar;
  /** Closes the WebSocket (it opens again, lazily, with the next subscription). */
  closeSocket(): void;
}

/** A tRPC client over HTTP (batching on) and WebSocket, carrying its own session cookie. */
export function createApiClient(
  baseUrl: string,
  options: { batch?: boolean; origin?: string; headers?: Record<string, string>; onFrame?: (text: string) => void } = {},
): ApiClient {
  const jar = new CookieJar();
  const fetchWithCookies: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    if (options.origin) headers.set('origin', options.origin);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    const res = await fetch(input, { ...init, headers });
    jar.store(res.headers.getSetCookie());
    return res;
  };
  // Lazy: the socket opens with the first subscription, carrying the cookie of that moment.
  const wsClient = createWSClient({
    url: baseUrl.replace(/^http/, 'ws') + '/trpc',
    lazy: { enabled: true, closeMs: 0 },
    WebSocket: class extends WebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie: jar.header(), ...(options.origin ? { origin: options.origin } : {}) } });
        // Every text frame the server sends, as it came (the wire, not what the client made of it).
        const onFrame = options.onFrame;
        if (onFrame) this.on('message', (data: Buffer, isBinary: boolean) => void (isBinary || onFrame(data.toString('utf8'))));
      }
    } as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 200,
  });
  const httpOptions = { url: `${baseUrl}/trpc`, fetch: fetchWithCookies };
  const trpc = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink<AppRouter>({ client: wsClient }),
        false: options.batch === false ? httpLink(httpOptions) : httpBatchLink(httpOptions),
      }),
    ],
  });
  return { trpc, jar, closeSocket: () => void wsClient.close() };
}

/** Signs a client in and returns it. */
export async function signedIn(baseUrl: string, email: string, password = DEMO_PASSWORD, options: Parameters<typeof createApiClient>[1] = {}): Promise<ApiClient> {
  const client = createApiClient(baseUrl, options);
  await client.trpc.auth.signIn.mutate({ email, password });
  return client;
}

/**
 * Like `collect`, for change streams: only changes committed after it was called count.
 * (A server may still be delivering changes an earlier test made when a new subscriber joins.)
 */
export async function collectChanges(
  orm: MikroORM,
  subscribe: Parameters<typeof collect<{ id: string; data: ChangeStreamMessage }>>[0],
  count: number,
  timeoutMs = 30_000,
  /** Only these changes count (others the server sends meanwhile are passed over). */
  accept: (change: ChangeEventMessage) => boolean = () => true,
) {
  const [row] = await orm.em.getConnection().execute<{ position: string | null }[]>('select max(position) as position from change_event');
  const watermark = Number(row?.position ?? 0);
  const collected = collect<{ id: string; data: ChangeStreamMessage }>(
    subscribe,
    count,
    timeoutMs,
    (e) => e.data.kind === 'change' && e.data.id > watermark && accept(e.data),
  );
  return collected as unknown as Omit<typeof collected, 'done' | 'items'> & {
    done: Promise<{ id: string; data: ChangeEventMessage }[]>;
    items: { id: string; data: ChangeEventMessage }[];
  };
}

/**
 * A change stream's tracked event, split: changes that queued on the server arrive together as
 * one `changes` message (shared/live.ts); each is handed on as the event it would have been alone
 * (its own position as its id), in order. Anything else is handed on as it is.
 */
export function eachChange<T>(onData: (d: T) => void): (d: T) => void {
  return (d) => {
    const data = (d as { data?: ChangeStreamMessage } | null)?.data;
    if (data?.kind !== 'changes') return onData(d);
    for (const change of data.changes) onData({ id: String(change.id), data: change } as T);
  };
}

/** Collects subscription events (a change stream's batches split, `eachChange`) until `count` arrived (or times out). */
export function collect<T>(
  subscribe: (handlers: { onData: (d: T) => void; onError: (e: unknown) => void; onStarted?: () => void }) => { unsubscribe(): void },
  count: number,
  timeoutMs = 30_000,
  accept: (d: T) => boolean = () => true,
) {
  const items: T[] = [];
  let started!: () => void;
  const startedPromise = new Promise<void>((r) => (started = r));
  let sub: { unsubscribe(): void } | undefined;
  const done = new Promise<T[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      sub?.unsubscribe();
      reject(new Error(`timed out with ${items.length}/${count} events`));
    }, timeoutMs);
    sub = subscribe({
      onStarted: () => started(),
      onData: eachChange((d: T) => {
        if (!accept(d)) return;
        items.push(d);
        if (items.length >= count) {
          clearTimeout(timer);
          sub?.unsubscribe();
          resolve(items);
        }
      }),
      onError: (e) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    });
  });
  return { started: startedPromise, done, items, stop: () => sub?.unsubscribe() };
}

/**
 * A crew account (issue 11) linked to the vehicle with this number: signed up, given the crew
 * role and the vehicle by the admin client, then signed in again (its client).
 */
export async function crewAccount(baseUrl: string, admin: ApiClient, email: string, vehicleNumber: string | null): Promise<ApiClient & { userId: string }> {
  const client = createApiClient(baseUrl);
  await client.trpc.auth.signUp.mutate({ email, password: 'crew-password-1', fullName: 'Naveen Crew', phone: '98450 33445' });
  const userId = (await admin.trpc.users.list.query()).find((u) => u.email === email)!.id;
  await admin.trpc.users.assignRole.mutate({ userId, role: 'crew' });
  if (vehicleNumber) {
    const vehicle = (await admin.trpc.fleet.list.query()).find((a) => a.vehicleNumber === vehicleNumber)!;
    await admin.trpc.users.linkVehicle.mutate({ userId, ambulanceId: vehicle.id });
  }
  return Object.assign(client, { userId });
}
