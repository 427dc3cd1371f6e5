import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './tcp-proxy';

/**
 * Debian's PgBouncer and HAProxy for the tests (scripts/ensure-test-packages.sh installs them). A
 * missing one is an error, never a skipped test.
 */
export function requireProgram(name: 'pgbouncer' | 'haproxy'): string {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  throw new Error(`${name} is not installed: run scripts/ensure-test-packages.sh (apt-get install -y pgbouncer haproxy)`);
}

export interface Daemon {
  port: number;
  pid: number;
  output: () => string;
  stop(): Promise<void>;
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`did not open port ${port}:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function daemon(file: string, args: string[], port: number, dir: string, env: Record<string, string> = {}): Promise<Daemon> {
  const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let text = '';
  child.stdout.on('data', (d) => (text += d));
  child.stderr.on('data', (d) => (text += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output = () => text;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  return waitForPort(port, child, output).then(
    () => ({ port, pid: child.pid!, output, stop }),
    async (err: Error) => {
      await stop().catch(() => {});
      throw new Error(`${path.basename(file)}: ${err.message}`);
    },
  );
}

/**
 * PgBouncer in transaction mode in front of the PostgreSQL of `serverUrl`: every database of
 * that server, logged in as its user. Clients connect with any user name and no password.
 * As root it runs as the `postgres` user (PgBouncer refuses root), its files in a directory
 * that user can read.
 */
export async function startPgBouncer(serverUrl: string, options: { poolSize?: number } = {}): Promise<Daemon & { url: (database: string) => string }> {
  const file = requireProgram('pgbouncer');
  const target = new URL(serverUrl);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'pgbouncer-'));
  chmodSync(dir, 0o755);
  const ini = path.join(dir, 'pgbouncer.ini');
  const host = target.hostname === 'localhost' ? '127.0.0.1' : target.hostname;
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${host} port=${target.port || 5432} user=${decodeURIComponent(target.username)} password=${decodeURIComponent(target.password)}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      'max_client_conn = 1000',
      `default_pool_size = ${options.poolSize ?? 20}`,
      'ignore_startup_parameters = extra_float_digits,options',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const d = await daemon(file, [...(asRoot ? ['-u', 'postgres'] : []), ini], port, dir);
  return { ...d, url: (database) => `postgres://app@127.0.0.1:${port}/${database}` };
}

/**
 * HAProxy with deploy/haproxy.cfg (the example configuration), in front of `servers`
 * (host:port each, three of them).
 */
export async function startHaproxy(servers: string[], options: { port?: number } = {}): Promise<Daemon & { url: string }> {
  const file = requireProgram('haproxy');
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'haproxy-'));
  const [a, b, c] = servers;
  const d = await daemon(file, ['-db', '-f', path.resolve(import.meta.dirname, '../../deploy/haproxy.cfg')], port, dir, {
    HAPROXY_BIND: `127.0.0.1:${port}`,
    APP_SERVER_1: a,
    APP_SERVER_2: b,
    APP_SERVER_3: c,
  });
  return { ...d, url: `http://127.0.0.1:${port}` };
}
