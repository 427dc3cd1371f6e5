import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../server/db/seed';
import { signedIn, startTestServer, type ApiClient, type TestServer } from '../helpers/server';

/*
 * Issue 38.2: the typed client (clients/partner) and the example a partner's developer would
 * write with it (examples/partner-booking). The example type-checks; the mistakes in
 * wrong-calls.ts (a wrong field name, a wrong type, a staff procedure) fail to compile; and the
 * example, run as a developer runs it, books a trip on a test server with a key made here,
 * follows it while staff dispatch it, and prints its steps.
 */
const root = path.resolve(import.meta.dirname, '../..');
const example = path.join(root, 'examples/partner-booking');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

function run(command: string, args: string[], env: Record<string, string> = {}, onLine?: (line: string) => void) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let pending = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    pending += d.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine?.(line);
  });
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { exited, output: () => out, kill: () => child.kill('SIGKILL') };
}

let server: TestServer & { dropDatabase: () => Promise<void> };
let hospital: ApiClient;
let operator: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  hospital = await signedIn(server.url, DEMO_ORGANISATIONS[0].person.email);
  operator = await signedIn(server.url, 'operator@demo.example.com');
});
afterAll(async () => {
  hospital?.closeSocket();
  operator?.closeSocket();
  await server.close();
  await server.dropDatabase();
});

describe('the typed client', () => {
  it('the example project type-checks, its expected mistakes included', { timeout: 180_000 }, async () => {
    const check = run(process.execPath, [tsc, '-p', example]);
    expect(await check.exited, check.output()).toBe(0);
  });

  it('each mistake in wrong-calls.ts fails to compile for its own reason', { timeout: 180_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'partner-client-'));
    try {
      const source = (await readFile(path.join(example, 'src/wrong-calls.ts'), 'utf8'))
        .replace(/\/\/ @ts-expect-error.*$/gm, '')
        .replace('../../../clients/partner/src/index.ts', path.join(root, 'clients/partner/src/index.ts'));
      await writeFile(path.join(dir, 'wrong.ts'), source);
      await writeFile(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({ extends: path.join(example, 'tsconfig.json'), compilerOptions: { typeRoots: [path.join(root, 'node_modules/@types')] }, include: [], files: ['wrong.ts'] }),
      );
      const check = run(process.execPath, [tsc, '-p', dir]);
      expect(await check.exited).not.toBe(0);
      const errors = check.output().split('\n').filter((l) => l.startsWith('wrong.ts') || l.includes('/wrong.ts('));
      expect(errors.join('\n')).toMatch(/'notse' does not exist in type .*Did you mean to write 'notes'\?/);
      expect(errors.join('\n')).toMatch(/Type 'string' is not assignable to type '\("oxygen" \| "stretcher" \| "wheelchair" \| "attendant"\)\[\]'/);
      expect(errors.join('\n')).toMatch(/Type '"lost"' is not assignable/);
      for (const staff of ['bookings', 'partner', 'organisations']) expect(errors.join('\n')).toContain(`Property '${staff}' does not exist on type 'PartnerClient'`);
      expect(errors).toHaveLength(6);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the example books a trip with a key, follows it while staff dispatch it, and prints its steps', { timeout: 60_000 }, async () => {
    const { secret } = await hospital.trpc.partner.keys.create.mutate({ name: 'Example', scopes: ['trips:read', 'trips:write'] });
    const vehicle = (await operator.trpc.fleet.list.query()).find((a) => a.isAvailable)!;
    const seen: string[] = [];
    const waiters: { text: string; resolve: () => void }[] = [];
    // A line the example printed (or its exit, with what it printed, failing the test).
    const sawLine = (text: string) =>
      Promise.race([
        new Promise<void>((resolve) => (seen.some((l) => l.includes(text)) ? resolve() : waiters.push({ text, resolve }))),
        child.exited.then((code) => {
          if (!seen.some((l) => l.includes(text))) throw new Error(`the example exited (${code}) before printing "${text}":\n${child.output()}`);
        }),
      ]);
    const child = run(process.execPath, [path.join(example, 'src/book-and-follow.ts')], { PARTNER_API_URL: server.url, PARTNER_API_KEY: secret, FOLLOW_EVERY_MS: '100' }, (line) => {
      seen.push(line);
      for (const w of waiters.filter((w) => line.includes(w.text))) w.resolve();
    });
    try {
      await sawLine('Booked ');
      const id = seen[0].replace('Booked ', '');
      const trip = await operator.trpc.bookings.byId.query({ id });
      const assigned = await operator.trpc.bookings.assign.mutate({ bookingId: id, ambulanceId: vehicle.id, version: trip.version });
      await sawLine(`ambulance ${vehicle.vehicleNumber}`);
      const started = await operator.trpc.bookings.setStatus.mutate({ id, version: assigned.version, status: 'in_progress' });
      await sawLine(': in_progress');
      await operator.trpc.bookings.setStatus.mutate({ id, version: started.version, status: 'completed' });
      expect(await child.exited, child.output()).toBe(0);
      const reference = /#(\S+):/.exec(seen[1])![1];
      expect(seen).toEqual([
        `Booked ${id}`,
        `Trip #${reference}: pending`,
        `Trip #${reference}: confirmed, ambulance ${vehicle.vehicleNumber}`,
        `Trip #${reference}: in_progress, ambulance ${vehicle.vehicleNumber}`,
        `Trip #${reference}: completed, ambulance ${vehicle.vehicleNumber}`,
        'Done.',
      ]);
    } finally {
      child.kill();
    }
  });
});
