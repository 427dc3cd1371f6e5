import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { providerToday } from '../../shared/dates';
import { ormConfig } from '../../server/db/mikro-orm.config';
import { seedDemoData } from '../../server/db/seed';
import { migrate } from '../../server/plugins/database';

/** The demo accounts' password in every seeded test database. */
export const DEMO_PASSWORD = 'demo-password-1';

/**
 * The databases test files' databases are copied from (`CREATE DATABASE … TEMPLATE`), made once
 * per run by the global setup: one migrated, one migrated and seeded (at `seededAt`).
 */
export interface TestTemplates {
  migrated: string;
  seeded: string;
  seededAt: number;
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server's administrative connection (the one the tests were given). */
export async function onServer(adminUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The demo data (server/db/seed.ts, as `SEED_DEMO` adds it), as of `now`. */
export async function seedDatabase(url: string, now = new Date()): Promise<void> {
  const orm = await MikroORM.init(ormConfig(url, 2));
  try {
    await seedDemoData(orm.em.fork(), { demoPassword: DEMO_PASSWORD, now });
  } finally {
    await orm.close(true);
  }
}

/**
 * The seed's times are relative to when it ran (a request 12 minutes old, a vehicle due in 2
 * days). A copy of a template seeded a while ago holds them shifted by that while; the run's
 * template is used only while the shift stays small and no day has begun since (in Bengaluru,
 * where the figures count, or on this machine, whose date the seed's maintenance dates use).
 * Otherwise the copy is made from the migrated template and seeded as of now (half a second).
 */
export const SEED_TEMPLATE_MAX_AGE_MS = 3 * 60_000;

export function seedTemplateIsCurrent(seededAt: number, now = Date.now()): boolean {
  const then = new Date(seededAt);
  const today = new Date(now);
  return (
    now - seededAt >= 0 &&
    now - seededAt <= SEED_TEMPLATE_MAX_AGE_MS &&
    providerToday(then) === providerToday(today) &&
    then.toDateString() === today.toDateString()
  );
}

/**
 * Migrates one database and seeds a copy of it, for this run only (names no other run uses, on
 * a server others may share); `drop` removes both.
 */
export async function prepareTemplates(adminUrl: string): Promise<TestTemplates & { drop: () => Promise<void> }> {
  const tag = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const migrated = `test_template_${tag}_migrated`;
  const seeded = `test_template_${tag}_seeded`;
  const drop = () => onServer(adminUrl, `drop database if exists ${seeded} with (force)`, `drop database if exists ${migrated} with (force)`);
  try {
    await onServer(adminUrl, `create database ${migrated}`);
    const url = databaseUrlOf(adminUrl, migrated);
    const orm = await MikroORM.init(ormConfig(url, 2));
    try {
      await migrate(orm, url);
    } finally {
      // No connection may stay open on a template while it is copied.
      await orm.close(true);
    }
    await onServer(adminUrl, `create database ${seeded} template ${migrated}`);
    const seededAt = new Date();
    await seedDatabase(databaseUrlOf(adminUrl, seeded), seededAt);
    return { migrated, seeded, seededAt: seededAt.getTime(), drop };
  } catch (err) {
    await drop().catch(() => {});
    throw err;
  }
}
