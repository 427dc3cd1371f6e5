import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on right now (for servers and clusters a test starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** The real boot (server/main.ts) in a child process, as `npm start` runs it. */
export interface Booted {
  child: ChildProcess;
  output: () => string;
  url: string;
  exited: Promise<number | null>;
}

/** Starts server/main.ts on a free port (no web app, no DATABASE_URL unless given) and waits until it is ready. */
export async function boot(env: Record<string, string>): Promise<Booted> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), WEB_DIST_DIR: 'dist/none', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (d) => (text += d));
  child.stderr!.on('data', (d) => (text += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (!text.includes('"msg":"ready')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${text}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => text, url: `http://127.0.0.1:${port}`, exited };
}
