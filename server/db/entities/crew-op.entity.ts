import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A crew tap the server has recorded, by the id the phone gave it (issue 19.2): the same tap
 * sent again is answered, never recorded twice. No personal data; it goes with its booking.
 */
export const CrewOpSchema = defineEntity({
  name: 'CrewOp',
  tableName: 'crew_op',
  properties: {
    clientOpId: p.uuid().primary(),
    userId: p.uuid(),
    bookingId: p.uuid(),
    kind: p.enum(['step', 'undo'] as const),
    step: p.text(),
    tappedAt: p.datetime().columnType('timestamptz'),
    receivedAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
export type CrewOp = InferEntity<typeof CrewOpSchema>;
