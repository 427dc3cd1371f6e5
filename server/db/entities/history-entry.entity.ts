import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { HISTORY_ORIGINS, HISTORY_SUBJECTS, type FieldChange } from '../../../shared/history';

/** One kept history entry (append-only: a trigger refuses UPDATE, DELETE and TRUNCATE). */
export const HistoryEntrySchema = defineEntity({
  name: 'HistoryEntry',
  tableName: 'history_entry',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    subject: p.enum([...HISTORY_SUBJECTS]),
    subjectId: p.uuid(),
    action: p.text(),
    changes: p.json<FieldChange[]>(),
    reason: p.text().nullable(),
    actorId: p.uuid().nullable(),
    actorName: p.text().nullable(),
    origin: p.enum([...HISTORY_ORIGINS]),
    occurredAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
export type HistoryEntry = InferEntity<typeof HistoryEntrySchema>;
