import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { HISTORY_ORIGINS, HISTORY_SUBJECTS, type FieldChange } from '../../../shared/history';

/**
 * A change as `history_entry` stores it: either with its values, or, for a personal field
 * (HistoryPersonalValuesSchema), only its place in the entry.
 */
export type StoredFieldChange = FieldChange | { field: string; personal: true };

/**
 * One kept history entry (append-only: a trigger refuses UPDATE, DELETE and TRUNCATE). It holds
 * no personal value: those are in `history_entry_personal`, erased with their subject.
 */
export const HistoryEntrySchema = defineEntity({
  name: 'HistoryEntry',
  tableName: 'history_entry',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    subject: p.enum([...HISTORY_SUBJECTS]),
    subjectId: p.uuid(),
    action: p.text(),
    changes: p.json<StoredFieldChange[]>(),
    reason: p.text().nullable(),
    actorId: p.uuid().nullable(),
    actorName: p.text().nullable(),
    origin: p.enum([...HISTORY_ORIGINS]),
    /** When it happened: as it was recorded, or a crew's tap time (issue 19.2). */
    occurredAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
    /** When the server received it, for an entry dated by a crew's tap (else null). */
    receivedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
export type HistoryEntry = InferEntity<typeof HistoryEntrySchema>;
