import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { packagedBinDir } from '../../server/db/embedded-placement';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { startChildServer, type ChildServer } from '../helpers/child-server';
import { freePort } from '../helpers/tcp-proxy';

/**
 * The embedded PostgreSQL itself (its own clusters on free ports): where it can live, and
 * that it is watched. Several tests only make sense as root (the failing case of issue 13).
 */
const asRoot = process.getuid?.() === 0;
const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const cleanup: string[] = [];
afterAll(() => cleanup.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanup.push(dir);
  return dir;
}

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0].one;
  } finally {
    await client.end();
  }
}

/** Pids of postmasters whose command line names this cluster directory. */
function postmastersOf(clusterDir: string): number[] {
  const real = realpathSync(clusterDir);
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return args.includes('-D') && [clusterDir, real].includes(args[args.indexOf('-D') + 1]);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.runIf(asRoot)('root with DATA_DIR in a private directory (mode 700, owned by root)', () => {
  it('starts: the cluster and the binaries go where the postgres user can reach them', async () => {
    const home = tempDir('ambulance-home-');
    chmodSync(home, 0o700);
    // The project's node_modules inside the private home, as in /root/app: a link keeps the
    // test fast, and PostgreSQL still cannot reach the binaries through it.
    const realNative = path.dirname(await packagedBinDir());
    symlinkSync(realNative, path.join(home, 'native'));
    const runtimeRoot = tempDir('ambulance-runtime-');
    const dataDir = path.join(home, 'app', '.data');
    const options = { dataDir, port: await freePort(), logger, runtimeRoot, binDir: path.join(home, 'native', 'bin') };

    const first = await startEmbeddedPostgres(options);
    try {
      expect(first.created).toBe(true);
      expect(await selectOne(first.url)).toBe(1);
      expect(realpathSync(path.join(dataDir, 'pg')).startsWith(path.join(runtimeRoot, 'clusters'))).toBe(true);
    } finally {
      await first.stop();
    }
    expect(postmastersOf(path.join(dataDir, 'pg'))).toEqual([]);

    // The second start keeps the data; deleting DATA_DIR starts afresh (as it does elsewhere).
    const second = await startEmbeddedPostgres(options);
    expect(second.created).toBe(false);
    await second.stop();
    rmSync(dataDir, { recursive: true });
    const third = await startEmbeddedPostgres(options);
    expect(third.created).toBe(true);
    expect(await selectOne(third.url)).toBe(1);
    await third.stop();
  }, 120_000);

  it('as an ordinary user (nobody), in its own mode-700 directory, it starts as itself', async () => {
    const home = tempDir('ambulance-user-');
    const uid = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }));
    chmodSync(home, 0o755);
    const privateDir = path.join(home, 'private');
    mkdirSync(privateDir, { mode: 0o700 });
    chownSync(privateDir, uid, gid);
    // The project may sit where nobody cannot read it (a clone in root's private home): give
    // nobody a copy of the PostgreSQL binaries and the starting code bundled into one file,
    // both in this directory it can reach, as an ordinary user's own checkout would have.
    const native = path.join(home, 'native');
    execFileSync('cp', ['-a', `${path.dirname(await packagedBinDir())}/.`, native]);
    const script = path.join(home, 'start.mjs');
    await build({
      stdin: {
        contents: `import pino from 'pino';
          import { startEmbeddedPostgres } from './server/db/embedded.ts';
          const db = await startEmbeddedPostgres({ dataDir: '${privateDir}/.data', port: ${await freePort()}, logger: pino({ level: 'silent' }), binDir: '${native}/bin' });
          console.log(db.created ? 'created' : 'kept');
          await db.stop();`,
        resolveDir: process.cwd(),
        loader: 'ts',
      },
      outfile: script,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      // CommonJS packages inside an ES module bundle call require().
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      external: ['pg-native'],
      logLevel: 'error',
    });
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [script], { uid, gid, cwd: home, env: { ...process.env, HOME: privateDir }, stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.stderr.on('data', (d) => (text += d));
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(text))));
    });
    expect(output.trim()).toBe('created');
  }, 120_000);
});

const bootServer = (dataDir: string, pgPort: number) => startChildServer({ DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), SEED_DEMO: 'false' });

const health = async (url: string) => {
  const res = await fetch(`${url}/healthz`);
  return { status: res.status, body: (await res.json()) as { status: string; embeddedDatabase?: { state: string; restarts: number } } };
};

async function waitFor<T>(probe: () => Promise<T> | T, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const value = await probe();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const postmasterPid = (clusterDir: string) => Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
/** Gone from the process table (a killed orphan stays a zombie until init reaps it). */
const vanished = (pid: number) => () => !existsSync(`/proc/${pid}`);

/** Kills the postmaster; /healthz answers 503, then 200 once it is running again. */
async function killAndWatchComeBack(server: ChildServer, clusterDir: string) {
  process.kill(postmasterPid(clusterDir), 'SIGKILL');
  const down = await waitFor(() => health(server.url), (h) => h.status === 503, '/healthz 503');
  expect(down.body.status).toBe('unavailable');
  // (For up to one check it may already answer 200 while the watcher still says "restarting".)
  return waitFor(() => health(server.url), (h) => h.status === 200 && h.body.embeddedDatabase?.state === 'up', '/healthz 200');
}

describe('the embedded PostgreSQL is watched', () => {
  it('a killed postmaster is started again (/healthz 503, then 200 with the restart counted); a stop leaves none running, even one restarted by hand', async () => {
    const dataDir = tempDir('ambulance-watch-');
    const clusterDir = path.join(dataDir, 'pg');
    const pgPort = await freePort();
    // A server killed outright leaves its PostgreSQL running; the next one adopts it.
    const first = await bootServer(dataDir, pgPort);
    first.child.kill('SIGKILL');
    await first.exited;
    const server = await bootServer(dataDir, pgPort);
    try {
      expect(server.output()).toContain('adopting an embedded PostgreSQL left running');
      expect(await health(server.url)).toMatchObject({ status: 200, body: { embeddedDatabase: { state: 'up', restarts: 0 } } });

      // Restarted outside the server: while the server is frozen, kill it and start one by hand.
      server.child.kill('SIGSTOP');
      const killed = postmasterPid(clusterDir);
      // The binaries the server runs it from: as root in a private home, a copy the postgres
      // user can reach (see embedded-placement.ts), not the package's own.
      const binary = readlinkSync(`/proc/${killed}/exe`);
      process.kill(killed, 'SIGKILL');
      await waitFor(vanished(killed), Boolean, 'the killed postmaster to be reaped');
      const byHand = await startByHand(binary, clusterDir, pgPort);
      server.child.kill('SIGCONT');
      const adopted = await waitFor(() => health(server.url), (h) => h.body.embeddedDatabase?.restarts === 1, 'the hand-started one to be noticed');
      expect(adopted).toMatchObject({ status: 200, body: { embeddedDatabase: { state: 'up', restarts: 1 } } });
      expect(server.output()).toContain('restarted outside this server');

      // Killed while the server runs: the hand-started one, then the one the server started.
      expect((await killAndWatchComeBack(server, clusterDir)).body.embeddedDatabase).toEqual({ state: 'up', restarts: 2 });
      expect(postmasterPid(clusterDir)).not.toBe(byHand);
      expect((await killAndWatchComeBack(server, clusterDir)).body.embeddedDatabase).toEqual({ state: 'up', restarts: 3 });
    } finally {
      server.child.kill('SIGCONT');
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
    expect(postmastersOf(clusterDir)).toEqual([]);
  }, 180_000);
});

/** Starts the cluster's postmaster as an administrator would, outside the server; its pid once ready. */
async function startByHand(postgres: string, clusterDir: string, port: number): Promise<number> {
  const runAs = asRoot ? { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) } : {};
  const child = spawn(postgres, ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=localhost'], { ...runAs, detached: true, stdio: 'ignore' });
  child.unref();
  await waitFor(
    () => {
      try {
        return readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
      } catch {
        return [];
      }
    },
    (lines) => Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready',
    'the hand-started postmaster',
  );
  return child.pid!;
}
