import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { HISTORY_SUBJECTS, type FieldChange } from '../../../shared/history';
import { HistoryEntrySchema } from './history-entry.entity';

/**
 * The personal values of one history entry (names, phones, addresses, notes, free-text
 * reasons), kept apart from the append-only `history_entry` so they can be erased: deleting the
 * booking or ambulance deletes them (a database trigger), and so does retention. Rows are
 * inserted and deleted, never updated (a trigger refuses UPDATE).
 */
export const HistoryPersonalValuesSchema = defineEntity({
  name: 'HistoryPersonalValues',
  tableName: 'history_entry_personal',
  properties: {
    entry: () => p.oneToOne(HistoryEntrySchema).primary().owner(),
    /** The entry's subject, repeated so that erasing a booking's values is one indexed delete. */
    subject: p.enum([...HISTORY_SUBJECTS]),
    subjectId: p.uuid(),
    /** The entry's personal field changes with their values (the entry holds their places). */
    changes: p.json<FieldChange[]>(),
    reason: p.text().nullable(),
  },
});
export type HistoryPersonalValues = InferEntity<typeof HistoryPersonalValuesSchema>;
