import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { BillKind } from '../../../shared/bills';

/** A bill (issue 40.4): its number taken without gaps from `bill_counter`; cancelled, it keeps it. No personal data of its own. */
export const BillSchema = defineEntity({
  name: 'Bill',
  tableName: 'bill',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    bookingId: p.uuid(),
    kind: p.text().$type<BillKind>(),
    series: p.text(),
    financialYear: p.text(),
    serial: p.integer(),
    number: p.text(),
    totalPaise: p.integer(),
    issuedAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
    issuedByName: p.text().nullable(),
    cancelledAt: p.datetime().columnType('timestamptz').nullable(),
    cancelledByName: p.text().nullable(),
  },
});
export type Bill = InferEntity<typeof BillSchema>;
