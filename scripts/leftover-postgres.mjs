// Scripts that start from a fresh data directory (e2e, bench) first stop a PostgreSQL a killed
// earlier run left on it: its files are about to be deleted and its port is needed again.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export async function stopLeftoverPostgres(dataDir) {
  let pid;
  try {
    pid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGINT'); // fast shutdown
  } catch {
    return; // none, or already gone
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
