import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded';
import { prepareTemplates, type TestTemplates } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL whose user may create databases (one per test file). */
    pgAdminUrl: string;
    /** The migrated (and the migrated and seeded) databases each test file's is copied from. */
    testTemplates: TestTemplates;
  }
}

/**
 * Integration tests run against a real PostgreSQL: TEST_DATABASE_URL when given, else an
 * embedded cluster of their own in .data/test-pg (port TEST_PG_PORT, 5439). Never DATABASE_URL:
 * a test touches only databases it made. Migrations (and the demo seed) run once here, into
 * template databases; each test file's database is a copy of one (tests/helpers/database.ts).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: '.data/test-pg',
      port: Number(process.env.TEST_PG_PORT ?? 5439),
      logger: pino({ level: 'warn' }),
    });
    adminUrl = embedded.url;
  }
  let templates: Awaited<ReturnType<typeof prepareTemplates>>;
  try {
    templates = await prepareTemplates(adminUrl);
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  project.provide('pgAdminUrl', adminUrl);
  project.provide('testTemplates', { migrated: templates.migrated, seeded: templates.seeded, seededAt: templates.seededAt });
  return async () => {
    await templates.drop().catch((err: unknown) => console.warn('could not drop the template databases:', err));
    await embedded?.stop();
  };
}
