import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { databaseUrlOf, freshSeededTemplate, onServer, seedTemplateIsCurrent } from './templates';

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
  const drop = () => onServer(adminUrl, `drop database if exists ${name} with (force)`);
  return { url, drop };
}
