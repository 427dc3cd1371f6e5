import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { startEmbeddedPostgres } from '../../server/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL whose user may create databases (one per test file). */
    pgAdminUrl: string;
  }
}

/**
 * Integration tests run against a real PostgreSQL: TEST_DATABASE_URL (or DATABASE_URL) when
 * given, else an embedded cluster of their own in .data/test-pg (port TEST_PG_PORT, 5439).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (external) {
    project.provide('pgAdminUrl', external);
    return;
  }
  const db = await startEmbeddedPostgres({
    dataDir: '.data/test-pg',
    port: Number(process.env.TEST_PG_PORT ?? 5439),
    logger: pino({ level: 'warn' }),
  });
  project.provide('pgAdminUrl', db.url);
  return async () => {
    await db.stop();
  };
}
