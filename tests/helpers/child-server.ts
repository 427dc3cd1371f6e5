import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './tcp-proxy';

/** The real boot (server/main.ts) in a child process, as `npm start` runs it. */
export interface ChildServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * `built`: the production build (dist/server/main.js, needs `npm run build`) instead of the
 * sources. `port`: a fixed one (a process restarted in its place behind a load balancer).
 */
export async function startChildServer(env: Record<string, string>, options: { built?: boolean; port?: number } = {}): Promise<ChildServer> {
  const port = options.port ?? (await freePort());
  const args = options.built ? ['dist/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, args, {
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
