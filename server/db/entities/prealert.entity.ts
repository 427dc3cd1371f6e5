import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AGE_BANDS, COMPLAINTS, PRIORITIES, SEXES } from '../../../shared/prealert';
import { newTrackingToken } from '../tracking-token';

/** A receiving hospital's pre-alert for one booking (issue 39.2). */
export const PrealertSchema = defineEntity({
  name: 'Prealert',
  tableName: 'prealert',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    bookingId: p.uuid(),
    hospitalId: p.uuid().nullable(),
    /** The department's link `/prealert/<token>`: 256 random bits, never the family's. */
    token: p.text().onCreate(() => newTrackingToken()),
    ageBand: p.enum([...AGE_BANDS]),
    sex: p.enum([...SEXES]),
    complaint: p.enum([...COMPLAINTS]),
    note: p.text().nullable(),
    priority: p.enum([...PRIORITIES]),
    sentAt: p.datetime().columnType('timestamptz'),
    sentBy: p.enum(['staff', 'crew'] as const),
    sentByName: p.text().nullable(),
    acknowledgedAt: p.datetime().columnType('timestamptz').nullable(),
    ackText: p.text().nullable(),
  },
});
export type Prealert = InferEntity<typeof PrealertSchema>;
