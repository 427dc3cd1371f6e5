import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../server/db/seed';
import { appRouter } from '../../server/trpc/root';
import { partnerApiRouter } from '../../server/trpc/routers/api-v1';
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

function run(command: string, args: string[], env: Record<string, string> = {}, onLine?: (line: string) => void, cwd = root) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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

/**
 * One type check for the first two cases (each is a whole program of the server's types, about
 * 20 s): the example project as its own tsconfig.json has it, plus wrong.ts, a copy of
 * wrong-calls.ts without its @ts-expect-error lines, in a directory of its own.
 */
let typeCheck: Promise<{ code: number | null; output: string }> | undefined;
function checkExampleAndMistakes() {
  typeCheck ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'partner-client-'));
    try {
      const source = (await readFile(path.join(example, 'src/wrong-calls.ts'), 'utf8'))
        .replace(/\/\/ @ts-expect-error.*$/gm, '')
        .replace('../../../clients/partner/src/index.ts', path.join(root, 'clients/partner/src/index.ts'));
      await writeFile(path.join(dir, 'wrong.ts'), source);
      await writeFile(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({ extends: path.join(example, 'tsconfig.json'), compilerOptions: { typeRoots: [path.join(root, 'node_modules/@types')] }, include: [path.join(example, 'src'), 'wrong.ts'] }),
      );
      const check = run(process.execPath, [tsc, '-p', dir]);
      return { code: await check.exited, output: check.output() };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return typeCheck;
}
const isWrongTs = (line: string) => line.startsWith('wrong.ts') || line.includes('/wrong.ts(');

describe('the typed client', () => {
  it('the example project type-checks, its expected mistakes included', { timeout: 180_000 }, async () => {
    const { output } = await checkExampleAndMistakes();
    // Every error is wrong.ts's: the example's own files have none (wrong-calls.ts among them,
    // whose expected errors each fail the check if the error is gone). tsc starts each error on
    // a line of its own and indents what continues it, so any other unindented line is one.
    expect(output.split('\n').filter((l) => l.trim() && !isWrongTs(l) && !/^\s/.test(l)), output).toEqual([]);
  });

  it('each mistake in wrong-calls.ts fails to compile for its own reason', { timeout: 180_000 }, async () => {
    const { code, output } = await checkExampleAndMistakes();
    expect(code).not.toBe(0);
    const errors = output.split('\n').filter(isWrongTs);
    expect(errors.join('\n')).toMatch(/'notse' does not exist in type .*Did you mean to write 'notes'\?/);
    expect(errors.join('\n')).toMatch(/Type 'string' is not assignable to type '\("oxygen" \| "stretcher" \| "wheelchair" \| "attendant"\)\[\]'/);
    expect(errors.join('\n')).toMatch(/Type '"lost"' is not assignable/);
    for (const staff of ['bookings', 'partner', 'organisations']) expect(errors.join('\n')).toContain(`Property '${staff}' does not exist on type 'PartnerClient'`);
    expect(errors).toHaveLength(6);
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


/*
 * Issue 38.2, outside the repository: the client as a developer gets it. The build script and
 * `npm pack` give a tarball; it is installed with
 * `npm install --offline` into an empty directory under the system's temp directory, beside
 * @trpc/client, @trpc/server, TypeScript and @types/node taken from this repository's
 * node_modules (no network). A small program there type-checks (a wrong field refused, a right
 * one accepted, the answer typed) and books and reads a trip on the test server.
 */
const program = `import { randomUUID } from 'node:crypto';
import { createPartnerClient, type PartnerApiOutputs } from '@ambulance/partner-client';

const [url, apiKey] = process.argv.slice(2);
const client = createPartnerClient({ url, apiKey });

export async function mistake() {
  await client.trips.create.mutate({
    idempotencyKey: randomUUID(),
    patientName: 'Ravi Shankar',
    patientPhone: '98450 12345',
    dropoffLocation: 'Jayanagar',
    serviceType: 'transfer',
    // @ts-expect-error a wrong field name (notse for notes)
    notse: 'ward 5',
  });
}

const booked = await client.trips.create.mutate({
  idempotencyKey: randomUUID(),
  patientName: 'Asha Rao',
  patientPhone: '98450 54321',
  dropoffLocation: 'Home: 2nd Main, Jayanagar 4th Block',
  serviceType: 'transfer',
  needs: ['wheelchair'],
  notes: 'Discharge, ward 5',
});
const trip: PartnerApiOutputs['trips']['get'] = await client.trips.get.query({ id: booked.id });
// @ts-expect-error the answer is typed (a status is a string, not a number)
const wrong: number = trip.status;
void wrong;
console.log(JSON.stringify({ id: trip.id, reference: trip.reference, status: trip.status, patientName: trip.patientName, needs: trip.needs, notes: trip.notes }));
`;

/** The declaration file without its comments (which may say "partner console"). */
function declarationsOnly(dts: string): string {
  return dts.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
}

describe('the installable client package', () => {
  let dir: string;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('packs, installs outside the repository, type-checks a program there and books and reads a trip with it', { timeout: 180_000 }, async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'partner-client-package-'));
    // The build script itself, not `npm pack`'s prepack (`npm run build:partner-client`), which
    // compiles the messages again: the test run has done that already.
    const build = run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/build-partner-client.ts')]);
    expect(await build.exited, build.output()).toBe(0);
    const pack = run('npm', ['pack', '--ignore-scripts', '--pack-destination', dir, '--silent'], {}, undefined, path.join(root, 'clients/partner'));
    expect(await pack.exited, pack.output()).toBe(0);
    const tarball = (await readdir(dir)).find((f) => f.endsWith('.tgz'))!;
    expect(tarball).toBe('ambulance-partner-client-0.1.0.tgz');

    // What the declaration bundle names: the partner procedures and nothing of the server's.
    const dts = declarationsOnly(await readFile(path.join(root, 'clients/partner/dist/index.d.ts'), 'utf8'));
    const partnerPaths = Object.keys(partnerApiRouter._def.procedures);
    const procedureKeys = [...dts.matchAll(/(\w+): import\("@trpc\/server"\)\.TRPC(?:Query|Mutation|Subscription)Procedure</g)].map((m) => m[1]);
    expect(procedureKeys.sort()).toEqual(partnerPaths.map((p) => p.split('.').at(-1)!).sort());
    const partnerRouters = new Set(partnerPaths.map((p) => p.split('.')[0]));
    const staffRouters = Object.keys(appRouter._def.record).filter((name) => !partnerRouters.has(name));
    expect(staffRouters).toContain('bookings');
    for (const name of staffRouters) expect(dts, `staff router "${name}"`).not.toMatch(new RegExp(`\\b${name}\\b`));
    // A staff procedure's own name (bookings.assign's "assign") is no procedure of the client's.
    const partnerNames = new Set(procedureKeys);
    const staffNames = Object.keys(appRouter._def.procedures).map((p) => p.split('.').at(-1)!).filter((name) => !partnerNames.has(name));
    expect(staffNames).toContain('assign');
    for (const name of staffNames) expect(dts, `staff procedure "${name}"`).not.toMatch(new RegExp(`\\b${name}\\??: import\\("@trpc`));
    expect(dts).not.toMatch(/MikroORM|EntityManager|Fastify|Lucia|\bContext\b|\bMeta\b/);
    expect([...dts.matchAll(/(?:from |import\()["']([^"']+)["']/g)].map((m) => m[1]).filter((m) => !m.startsWith('@trpc/'))).toEqual([]);

    const modules = path.join(root, 'node_modules');
    await writeFile(
      path.join(dir, 'package.json'),
      JSON.stringify({
        name: 'partner-app',
        private: true,
        type: 'module',
        dependencies: {
          '@ambulance/partner-client': `file:${path.join(dir, tarball)}`,
          '@trpc/client': `file:${path.join(modules, '@trpc/client')}`,
          '@trpc/server': `file:${path.join(modules, '@trpc/server')}`,
          typescript: `file:${path.join(modules, 'typescript')}`,
          '@types/node': `file:${path.join(modules, '@types/node')}`,
        },
      }),
    );
    const install = run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent'], {}, undefined, dir);
    expect(await install.exited, install.output()).toBe(0);

    await writeFile(path.join(dir, 'book.ts'), program);
    // skipLibCheck as most projects have it: @trpc/server's own ws adapter types need @types/ws.
    // The two @ts-expect-error lines fail the check if the client's types were lost (any).
    await writeFile(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'nodenext', target: 'es2022', strict: true, noEmit: true, skipLibCheck: true, types: ['node'] }, files: ['book.ts'] }),
    );
    const check = run(process.execPath, [path.join(dir, 'node_modules/typescript/bin/tsc'), '-p', dir], {}, undefined, dir);
    expect(await check.exited, check.output()).toBe(0);

    const { secret } = await hospital.trpc.partner.keys.create.mutate({ name: 'Package', scopes: ['trips:read', 'trips:write'] });
    const book = run(process.execPath, [path.join(dir, 'book.ts'), server.url, secret], {}, undefined, dir);
    expect(await book.exited, book.output()).toBe(0);
    const trip = JSON.parse(book.output()) as { id: string; reference: string; status: string; patientName: string; needs: string[]; notes: string };
    expect(trip).toMatchObject({ status: 'pending', patientName: 'Asha Rao', needs: ['wheelchair'], notes: 'Discharge, ward 5' });
    const seenByStaff = await operator.trpc.bookings.byId.query({ id: trip.id });
    expect(seenByStaff).toMatchObject({ id: trip.id, reference: trip.reference, status: 'pending' });
  });
});
