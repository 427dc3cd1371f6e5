import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './tcp-proxy';

export const BUILT_SERVER = 'dist/server/main.js';

/**
 * The real boot in a child process, as `npm start` runs it: the built server
 * (dist/server/main.js, made by `npm run build`, which `npm test` runs first). Built rather than
 * through tsx: each start then skips compiling the server's sources (about 20 children a run).
 */
export interface ChildServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** `port`: a fixed one (a process restarted in its place behind a load balancer). */
export async function startChildServer(env: Record<string, string>, options: { port?: number } = {}): Promise<ChildServer> {
  if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build first`);
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_DIR: 'dist/none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (d) => (text += d));
  child.stderr.on('data', (d) => (text += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (!text.includes('"msg":"ready')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${text}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => text,
    exited,
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
