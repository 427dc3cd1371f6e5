import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CHANGE_ACTIONS, CHANGE_ORIGINS, CHANGE_TOPICS } from '../../../shared/live';

/**
 * One row per committed change of staff-visible data (an outbox). Written in the same
 * transaction as the change; at commit a trigger gives it its stream `position` (commit order)
 * and announces it with pg_notify. Positions are read with SQL (server/live/hub.ts), so every
 * server process (and a reconnecting client, via lastEventId) sees every change exactly once,
 * in order.
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
