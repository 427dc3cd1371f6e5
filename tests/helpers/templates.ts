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

/** Runs `task` on a connection of its own to the server's administrative database (the one the tests were given). */
export async function withServer<T>(adminUrl: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** Runs statements on the server's administrative connection. */
export function onServer(adminUrl: string, ...statements: string[]): Promise<void> {
  return withServer(adminUrl, async (client) => {
    for (const sql of statements) await client.query(sql);
  });
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
 * Otherwise the copy is made from a newer one, seeded as of then (freshSeededTemplate).
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
  // The run's templates: the two made here and the seeded ones made later (freshSeededTemplate).
  const drop = () =>
    withServer(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`test_template_${tag}_`]);
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    });
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

/**
 * The run's seeded template once it is too old (seedTemplateIsCurrent): a copy of the migrated one
 * seeded as of now, made by the first test file that needs it and copied by the files after it,
 * instead of each seeding its own copy (a MikroORM start and the demo data each time; the
 * integration files run for minutes beside the browser tests, so most of them came after the
 * first three). Its name carries when it was seeded (`<seeded>_<ms in base 36>`); it is made
 * under another name and renamed once seeded, so a name found is a finished template. The test
 * workers are separate processes: an advisory lock lets one make it while the others wait.
 */
export function freshSeededTemplate(adminUrl: string, templates: TestTemplates): Promise<string> {
  const prefix = `${templates.seeded}_`;
  return withServer(adminUrl, async (client) => {
    // Held until this connection ends (withServer ends it).
    await client.query('select pg_advisory_lock(hashtext($1))', [prefix]);
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    const current = rows
      .map(({ datname }) => ({ name: datname, seededAt: parseInt(datname.slice(prefix.length), 36) }))
      .filter(({ seededAt }) => seedTemplateIsCurrent(seededAt))
      .sort((a, b) => b.seededAt - a.seededAt)[0];
    if (current) return current.name;
    const seededAt = new Date();
    const name = `${prefix}${seededAt.getTime().toString(36)}`;
    const making = `${templates.migrated}_making_${seededAt.getTime().toString(36)}`;
    await client.query(`create database ${making} template ${templates.migrated}`);
    try {
      await seedDatabase(databaseUrlOf(adminUrl, making), seededAt);
      await client.query(`alter database ${making} rename to ${name}`);
    } catch (err) {
      await client.query(`drop database if exists ${making} with (force)`);
      throw err;
    }
    return name;
  });
}
