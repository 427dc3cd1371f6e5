import type { AnyProcedure } from '@trpc/server';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../server/trpc/root';
import { dispatchChanges } from '../../server/webhooks/dispatch';
import { hostileTextOn, jsonSchemaOf, mutatedArbitrary, validArbitrary } from '../helpers/fuzz';
import { signedIn, startTestServer, type ApiClient, type TestServer } from '../helpers/server';

/**
 * Issue 9 point 6: every procedure of the router (read from the router, so a new one is fuzzed
 * without a change here) gets at least INPUTS generated inputs, as an admin: never a 5xx; an
 * input its schema refuses gets a 4xx with a message and creates no row in any table. Public
 * procedures are called as a visitor (no session), as the internet would call them.
 *
 * Not sent here, and why:
 * - subscriptions (`*.onChange`, `auth.onAccountChange`): over HTTP they are event streams that
 *   stay open; their one input, `lastEventId`, is checked by the live tests over WebSocket;
 * - (not excluded, but ordered) `auth.signOutEverywhere` goes last, from a fresh admin session,
 *   since a valid call ends it (the others would then only see 401s).
 * The table `rate_limit` is left out of the row counts: its counters expire and are pruned
 * while the test runs (and an input refused by its schema never reaches a limiter).
 */
const INPUTS = Number(process.env.FUZZ_INPUTS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const BATCH = 100;

const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
const ENDS_SESSION = ['auth.signOutEverywhere', 'auth.signOut'];
const fuzzed = Object.keys(procedures)
  .filter((path) => procedures[path]._def.type !== 'subscription')
  .sort((a, b) => ENDS_SESSION.indexOf(a) - ENDS_SESSION.indexOf(b));

let server: TestServer & { dropDatabase: () => Promise<void> };
let admin: ApiClient;
let tables: string[];
beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { TRUST_PROXY: 'true' } });
  admin = await signedIn(server.url, 'admin@demo.example.com');
  const rows = await server.app.orm.em
    .getConnection()
    .execute<{ table_name: string }[]>("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1");
  tables = rows.map((r) => r.table_name).filter((t) => t !== 'rate_limit' && !t.startsWith('mikro_orm'));
});
const summary: string[] = [];
afterAll(async () => {
  if (process.env.FUZZ_SUMMARY) console.log(summary.join('\n'));
  admin.closeSocket();
  await server.close();
  await server.dropDatabase();
});

/**
 * Makes now the webhook events that changes accepted earlier owe (a partner's trip makes them):
 * the server's worker makes them soon after each change, so on a slow run they could land in
 * the next procedure's window and be counted against its refused inputs (seen: 24 webhook_event
 * rows in auth.signIn's). Run as the worker runs it, until nothing is left to read; a run that
 * finds the worker reading (cursor null) waits for it and tries again.
 */
async function settleWebhookOutbox() {
  for (;;) {
    const { read, cursor } = await dispatchChanges(server.app.orm.em.fork(), { retryWindowMs: server.env.webhooks.retryWindowMs });
    if (cursor !== null && read === 0) return;
    if (cursor === null) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function rowCounts(): Promise<Record<string, number>> {
  const [row] = await server.app.orm.em
    .getConnection()
    .execute<Record<string, string>[]>(`select ${tables.map((t) => `(select count(*) from "${t}") as "${t}"`).join(', ')}`);
  return Object.fromEntries(Object.entries(row).map(([t, n]) => [t, Number(n)]));
}

interface Outcome {
  httpStatus: number;
  message?: string;
}

/** One HTTP request carrying a batch of calls of one procedure; each call's status and message. */
async function sendBatch(path: string, inputs: unknown[], batchNo: number): Promise<Outcome[]> {
  const type = procedures[path]._def.type;
  const body = Object.fromEntries(inputs.map((input, i) => [i, input]));
  const target = `${server.url}/trpc/${inputs.map(() => path).join(',')}?batch=1`;
  // Public procedures are called as a visitor (a sign-in would end the admin's session), the rest as the admin.
  const meta = procedures[path]._def.meta as { permission?: string } | undefined;
  const headers = {
    cookie: meta?.permission ? admin.jar.header() : '',
    'content-type': 'application/json',
    // Its own client address per batch: the public forms' flood budget is not what is tested.
    'x-forwarded-for': `10.77.${(batchNo >> 8) & 255}.${batchNo & 255}`,
  };
  const res =
    type === 'query'
      ? await fetch(`${target}&input=${encodeURIComponent(JSON.stringify(body))}`, { headers })
      : await fetch(target, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  let answers: unknown;
  try {
    answers = JSON.parse(text);
  } catch {
    // Not a tRPC answer (the whole request was refused): one outcome for every call in it.
    return inputs.map(() => ({ httpStatus: res.status, message: text }));
  }
  if (!Array.isArray(answers)) return inputs.map(() => ({ httpStatus: res.status, message: (answers as { message?: string }).message }));
  return answers.map((a: { result?: unknown; error?: { message?: string; data?: { httpStatus?: number } } }) =>
    a.error ? { httpStatus: a.error.data?.httpStatus ?? 0, message: a.error.message } : { httpStatus: 200 },
  );
}

/** Splits inputs so that a query's URL stays well under the server's header limit. */
function batches(path: string, inputs: unknown[]): unknown[][] {
  const out: unknown[][] = [];
  let current: unknown[] = [];
  let size = 0;
  const query = procedures[path]._def.type === 'query';
  for (const input of inputs) {
    const length = encodeURIComponent(JSON.stringify(input) ?? '').length + path.length + 8;
    if (current.length && (current.length >= BATCH || (query && size + length > 6000))) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(input);
    size += length;
  }
  if (current.length) out.push(current);
  return out;
}

/** Runs the batches, a few at a time. */
async function sendAll(path: string, inputs: unknown[]): Promise<Outcome[]> {
  const groups = batches(path, inputs);
  const results = new Array<Outcome[]>(groups.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < groups.length) {
        const i = next++;
        results[i] = await sendBatch(path, groups[i], i);
      }
    }),
  );
  return results.flat();
}

describe(`fuzzing every procedure (${fuzzed.length} of ${Object.keys(procedures).length}; seed ${SEED}, FUZZ_SEED to replay)`, () => {
  it.each(fuzzed)('%s', { timeout: 120_000 }, async (path) => {
    const parser = procedures[path]._def.inputs[0] as z.ZodType | undefined;
    const schema = parser ? jsonSchemaOf(parser) : {};
    const accepted = (input: unknown) => !parser || parser.safeParse(input).success;
    const validPool = fc.sample(validArbitrary(schema), { numRuns: 300, seed: SEED }).filter(accepted);
    const inputs = fc.sample(
      fc.oneof(
        { weight: 2, arbitrary: validArbitrary(schema) },
        { weight: 3, arbitrary: mutatedArbitrary(schema) },
        { weight: 1, arbitrary: hostileTextOn(validPool) },
      ),
      { numRuns: INPUTS, seed: SEED },
    );
    const invalid = inputs.filter((input) => !accepted(input));
    const valid = inputs.filter(accepted);
    if (ENDS_SESSION.includes(path)) admin = await signedIn(server.url, 'admin@demo.example.com');

    // Refused inputs first: each a 4xx with a message, and not one row more (or less) anywhere.
    await settleWebhookOutbox();
    const before = await rowCounts();
    const refused = await sendAll(path, invalid);
    expect(await rowCounts(), 'rows changed by inputs the schema refuses').toEqual(before);
    const unexplained = refused
      .map((o, i) => ({ ...o, input: invalid[i] }))
      .filter((o) => o.httpStatus < 400 || o.httpStatus >= 500 || !o.message?.trim());
    expect(unexplained.slice(0, 3), `${unexplained.length} refused inputs not answered with a 4xx and a message`).toEqual([]);

    // Accepted inputs: whatever the rules answer (done, 404, 409, 429...), never a 5xx.
    const answered = await sendAll(path, valid);
    const failures = answered.map((o, i) => ({ ...o, input: valid[i] })).filter((o) => o.httpStatus >= 500 || o.httpStatus === 0);
    expect(failures.slice(0, 3), `${failures.length} inputs answered with a server error`).toEqual([]);
    expect(refused.length + answered.length).toBeGreaterThanOrEqual(INPUTS);
    summary.push(`${path}: ${invalid.length} refused by the schema, ${valid.length} accepted (${answered.filter((o) => o.httpStatus === 200).length} done)`);
  });
});
