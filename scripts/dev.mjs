// npm run dev: the API (restarting on change) and Vite (hot reload) together.
// Open http://localhost:3000/admin (the staff console; /partner, /auth, /crew too); Vite forwards /trpc
// (HTTP and WebSocket) and the server's pages under /partner to the API on 3001. The public pages are rendered by the server: npm run build && npm start.
import { spawn } from 'node:child_process';

const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const common = { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } };
const api = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
  ...common,
  env: { ...common.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`, WEB_DIST_DIR: 'dist/none' },
});
const web = spawn('npx', ['vite', '--config', 'vite.console.config.ts', '--port', webPort], { ...common, env: { ...common.env, API_PORT: apiPort } });
const children = [api, web];
const stop = (signal) => children.forEach((c) => c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children) c.on('exit', (code) => { stop('SIGTERM'); process.exitCode = code ?? 0; });
