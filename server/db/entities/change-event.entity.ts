import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CHANGE_ACTIONS, CHANGE_ORIGINS, CHANGE_TOPICS } from '../../../shared/live';

/**
 * One row per committed change of staff-visible data (an outbox). Written in the same
 * transaction as the change, announced with pg_notify, and read back by id, so every server
 * process (and a reconnecting client, via lastEventId) sees every change exactly in order.
 */
export const ChangeEventSchema = defineEntity({
  name: 'ChangeEvent',
  tableName: 'change_event',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    topic: p.enum([...CHANGE_TOPICS]),
    action: p.enum([...CHANGE_ACTIONS]),
    entityId: p.text(),
    origin: p.enum([...CHANGE_ORIGINS]),
    /** Who made the change (null for the public website and the system). */
    actorId: p.uuid().nullable(),
    occurredAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
export type ChangeEvent = InferEntity<typeof ChangeEventSchema>;
