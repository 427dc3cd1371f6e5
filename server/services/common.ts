import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChangeTopic } from '../../shared/live';
import { recordChange } from '../live/record';
import { noLongerExists } from './errors';

/** Who is making a change (recorded on its change event and in the history). */
export interface Actor {
  id: string;
  /** The name the history keeps (as it is at the time of the change). */
  fullName?: string;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A case-insensitive "contains" over several columns, or nothing without a search. */
export function searchFilter(search: string | undefined, fields: readonly string[]): Record<string, unknown> {
  if (!search) return {};
  const pattern = likePattern(search);
  return { $or: fields.map((field) => ({ [field]: { $ilike: pattern } })) };
}

/** Newest first, as the spec orders bookings and inquiries; id breaks ties so pages are stable. */
export function newestFirstPage(page: number, pageSize: number) {
  return { orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize } as const;
}

/** One page of a list, as every paginated procedure returns it. */
export function pageResult<T>(items: T[], total: number, page: number, pageSize: number) {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export { noLongerExists } from './errors';

/**
 * Deletes one row by id and records the change in the same transaction; a row that is
 * already gone is a 404 with `noLongerExists(what)`, and records nothing.
 */
export async function deleteWithChange<T extends object>(
  em: EntityManager,
  target: { entity: EntityName<T>; topic: ChangeTopic; what: string },
  id: string,
  actor: Actor,
): Promise<{ id: string }> {
  return em.transactional(async (tx) => {
    const deleted = await tx.nativeDelete(target.entity, { id } as FilterQuery<T>);
    if (deleted === 0) throw noLongerExists(target.what);
    recordChange(tx, { topic: target.topic, action: 'deleted', entityId: id, origin: 'staff', actorId: actor.id });
    return { id };
  });
}
