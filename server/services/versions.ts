import type { EntityManager } from '@mikro-orm/postgresql';
import { format } from 'date-fns/format';
import { tz } from '@date-fns/tz';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';
import type { HistorySubject } from '../../shared/history';
import { ConflictError } from './errors';

/**
 * Optimistic concurrency for staff writes (issue 18.2). Each booking and ambulance row carries a
 * `version` that every write bumps (MikroORM's version property; the retention command's SQL
 * bumps it too). A staff write names the version it was made from; the service locks the row
 * and, if it has moved on, refuses with who changed it and when, and changes nothing.
 */

/** A refused stale write: 409, with the form field `version` so screens offer a reload. */
export class StaleVersionError extends ConflictError {
  constructor(message: string) {
    super(message, { field: 'version' });
  }
}

interface Versioned {
  id: string;
  version: number;
  updatedAt: Date;
  anonymisedAt?: Date | null;
}

const inProvider = tz(PROVIDER_TIME_ZONE);

/** Throws StaleVersionError unless `row` (locked by the caller) is still at `expected`. */
export async function assertVersion(em: EntityManager, subject: Extract<HistorySubject, 'booking' | 'ambulance'>, row: Versioned, expected: number): Promise<void> {
  if (row.version === expected) return;
  assertVersionNamed(subject, row, expected, await lastWriter(em, subject, row));
}

/**
 * The same for a row that names its own last writer (a hospital's `updatedByName`, a fare's
 * `adjustedByName`), so no timeline is read.
 */
export function assertVersionNamed(subject: string, row: Pick<Versioned, 'version' | 'updatedAt'>, expected: number, writer: string | null): void {
  if (row.version === expected) return;
  const at = format(row.updatedAt, 'HH:mm', { in: inProvider });
  throw new StaleVersionError(`This ${subject} was changed by ${writer ?? 'someone else'} at ${at}, reload to see it.`);
}

/**
 * Throws StaleVersionError when a user's role is no longer the one the writer saw (`expected`):
 * roles carry no version column, the role itself is what a stale dialog would overwrite.
 */
export async function assertRoleUnchanged(em: EntityManager, userId: string, current: string | null, expected: string | null): Promise<void> {
  if (current === expected) return;
  const [entry] = await em.execute<{ actor_name: string | null; origin: string; occurred_at: Date }[]>(
    "select actor_name, origin, occurred_at from history_entry where subject = 'user' and subject_id = ? and action = 'role_changed' order by id desc limit 1",
    [userId],
  );
  const by = entry?.actor_name ?? (entry?.origin === 'system' ? 'the system' : 'someone else');
  const at = entry ? ` at ${format(new Date(entry.occurred_at), 'HH:mm', { in: inProvider })}` : '';
  throw new StaleVersionError(`This account's role was changed by ${by}${at}, reload to see it.`);
}

/** Who made the row's last change: the newest timeline entry names them (retention writes none). */
async function lastWriter(em: EntityManager, subject: string, row: Versioned): Promise<string> {
  if (row.anonymisedAt && row.anonymisedAt.getTime() >= row.updatedAt.getTime() - 1000) return 'data retention';
  const [entry] = await em.execute<{ actor_name: string | null; origin: string }[]>(
    'select actor_name, origin from history_entry where subject = ? and subject_id = ? order by id desc limit 1',
    [subject, row.id],
  );
  if (entry?.actor_name) return entry.actor_name;
  if (entry?.origin === 'website') return 'a website request';
  return entry?.origin === 'system' ? 'the system' : 'someone else';
}
