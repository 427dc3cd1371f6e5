import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChangeAction, ChangeOrigin, ChangeTopic } from '../../shared/live';
import { ChangeEventSchema } from '../db/entities';
import { rowOf, type RowToInsert } from '../db/insert-together';

export interface ChangeRecord {
  topic: ChangeTopic;
  action: ChangeAction;
  entityId: string;
  origin: ChangeOrigin;
  actorId?: string | null;
}

/**
 * Adds a change_event row to the caller's unit of work. Call it inside the transaction that
 * makes the change: the row commits (and its NOTIFY fires, from a trigger) with the change or
 * not at all, so no listener hears of a change that was rolled back, and none is missed.
 */
export function recordChange(em: EntityManager, change: ChangeRecord): void {
  em.create(ChangeEventSchema, changeValues(change));
}

/** The change_event row for `insertTogether`, beside the change's own row in one statement. */
export function changeRow(change: ChangeRecord, occurredAt: Date): RowToInsert {
  return rowOf(ChangeEventSchema, { ...changeValues(change), occurredAt });
}

const changeValues = (change: ChangeRecord) => ({
  topic: change.topic,
  action: change.action,
  entityId: change.entityId,
  origin: change.origin,
  actorId: change.actorId ?? null,
});
