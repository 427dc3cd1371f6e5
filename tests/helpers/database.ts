import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { databaseUrlOf, freshSeededTemplate, onServer, seedTemplateIsCurrent, withServer } from './templates';

/**
 * What a test file's database starts as:
 * - `empty`: nothing in it, for tests of migrations, start-up and seeding themselves;
 * - `migrated`: every migration applied (a copy of the run's migrated template);
 * - `seeded`: migrated, with the demo data (server/db/seed.ts; password DEMO_PASSWORD), as of
 *   a few minutes ago at most (templates.ts, SEED_TEMPLATE_MAX_AGE_MS).
 */
export type TestDatabaseStart = 'empty' | 'migrated' | 'seeded';

/** Creates a database for one test file; returns its URL and a function to drop it. */
export async function createTestDatabase(start: TestDatabaseStart): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const templates = inject('testTemplates');
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template =
    start === 'empty'
      ? null
      : start === 'migrated'
        ? templates.migrated
        : seedTemplateIsCurrent(templates.seededAt)
          ? templates.seeded
          : await freshSeededTemplate(adminUrl, templates);
  await onServer(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = databaseUrlOf(adminUrl, name);
  const drop = () => dropDatabase(adminUrl, name);
  return { url, drop };
}

/**
 * Drops a test file's database once the connections that are closing have gone (up to a second),
 * then ends any left open (FORCE). Forced at once, a connection whose pool had just been ended
 * got PostgreSQL's FATAL as it closed, and pg.Pool threw it as an error of its idle client in the
 * test file (booking-language.test.ts in CI, 2026-11-29).
 */
function dropDatabase(adminUrl: string, name: string): Promise<void> {
  return withServer(adminUrl, async (client) => {
    for (let waited = 0; waited < 1000; waited += 50) {
      const { rows } = await client.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
      if (rows[0].open === 0) break;
      await sleep(50);
    }
    await client.query(`drop database if exists ${name} with (force)`);
  });
}
