import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_SERVER, startChildServer, type ChildServer } from '../helpers/child-server';
import { freePort } from '../helpers/tcp-proxy';
import { createTestDatabase } from '../helpers/database';
import { createApiClient } from '../helpers/server';

/** server/main.ts without DATABASE_URL unless given (the embedded PostgreSQL). */
const boot = (env: Record<string, string>) => startChildServer({ DATABASE_URL: '', ...env });

async function stop(server: ChildServer): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('start-up and shutdown', () => {
  it('with DATABASE_URL: migrates, starts nothing else, adds no demo data, and stops cleanly on SIGTERM', async () => {
    const db = await createTestDatabase('empty');
    try {
      const server = await boot({ DATABASE_URL: db.url });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(server.output()).toContain('applied database migrations');
      expect(server.output()).not.toContain('embedded PostgreSQL');
      expect(server.output()).not.toContain('Demo data created');
      expect(await stop(server)).toBe(0);
      expect(server.output()).toContain('"msg":"stopped"');
    } finally {
      await db.drop();
    }
  });

  it('embedded: the first run creates the cluster and demo data, the second keeps them and adds nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ambulance-boot-'));
    dataDirs.push(dataDir);
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), DEMO_PASSWORD: 'first-run-password' };

    const first = await boot(env);
    expect(first.output()).toContain('creating a new embedded PostgreSQL cluster');
    expect(first.output()).toContain('Demo data created');
    expect(first.output()).toContain('password for all of them: first-run-password');
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('embedded PostgreSQL stopped');
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await boot(env);
    expect(second.output()).not.toContain('creating a new embedded PostgreSQL cluster');
    expect(second.output()).not.toContain('Demo data created');
    const client = createApiClient(second.url);
    await client.trpc.auth.signIn.mutate({ email: 'admin@demo.example.com', password: 'first-run-password' });
    expect((await client.trpc.bookings.list.query({})).total).toBeGreaterThan(0);
    expect(await stop(second)).toBe(0);
  }, 300_000);

  it('ADMIN_EMAIL and ADMIN_PASSWORD make the admin account at start-up', async () => {
    const db = await createTestDatabase('empty');
    try {
      const server = await boot({ DATABASE_URL: db.url, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner-password' });
      const client = createApiClient(server.url);
      await client.trpc.auth.signIn.mutate({ email: 'owner@example.com', password: 'owner-password' });
      expect(await client.trpc.auth.me.query()).toMatchObject({ role: 'admin' });
      expect(await stop(server)).toBe(0);
    } finally {
      await db.drop();
    }
  });

  it('refuses to start with an invalid environment, saying which variable', async () => {
    const child = spawn(process.execPath, [BUILT_SERVER], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stderr.on('data', (d) => (text += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(text).toContain('PORT');
  });
});

describe('command-line tools', () => {
  /**
   * `server/cli/*.ts` runs as the npm scripts run it (through tsx); `dist/server/cli/*.js` as the
   * Docker image runs it (README). Each npm script runs once through tsx, the other calls run the
   * build (a tsx start compiles the server's sources again: about 3 CPU-s each).
   */
  const run = (script: string, args: string[], env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), script, ...args], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('exit', (code) => resolve({ code, output }));
    });

  it('db:migrate, db:seed and user:role work against DATABASE_URL', async () => {
    const db = await createTestDatabase('empty');
    try {
      const env = { DATABASE_URL: db.url, DEMO_PASSWORD: 'cli-demo-password' };
      expect((await run('server/cli/migrate.ts', [], env)).output).toMatch(/Database is up to date: \d+ migration\(s\) applied, 0 pending/);
      const seeded = await run('server/cli/seed.ts', [], env);
      expect(seeded.output).toContain('Demo data created');
      expect((await run('dist/server/cli/seed.js', [], env)).output).toContain('no demo data added');

      const granted = await run('server/cli/user-role.ts', ['NewHire@demo.example.com', 'operator'], env);
      expect(granted.code).toBe(0);
      expect(granted.output).toContain('newhire@demo.example.com now has the role operator.');
      const server = await boot({ DATABASE_URL: db.url });
      const client = createApiClient(server.url);
      await client.trpc.auth.signIn.mutate({ email: 'newhire@demo.example.com', password: 'cli-demo-password' });
      expect(await client.trpc.auth.me.query()).toMatchObject({ role: 'operator' });
      expect(await stop(server)).toBe(0);

      const unknown = await run('dist/server/cli/user-role.js', ['nobody@example.com', 'admin'], env);
      expect(unknown.code).toBe(2);
      expect(unknown.output).toContain('No account with the e-mail nobody@example.com');
      const badRole = await run('dist/server/cli/user-role.js', ['newhire@demo.example.com', 'superuser'], env);
      expect(badRole.code).toBe(2);
      expect(badRole.output).toContain('Usage: npm run user:role -- EMAIL ROLE');
    } finally {
      await db.drop();
    }
  }, 300_000);
});
