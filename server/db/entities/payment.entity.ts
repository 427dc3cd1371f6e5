import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PaymentMethod } from '../../../shared/bills';

/** A payment against a bill (issue 40.4), with its receipt's number (series RC, no gaps per financial year). */
export const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payment',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    billId: p.uuid(),
    bookingId: p.uuid(),
    /** Chosen by the form once per payment: a retry finds the payment instead of recording a second. */
    idempotencyKey: p.uuid().unique(),
    method: p.text().$type<PaymentMethod>(),
    amountPaise: p.integer(),
    reference: p.text().nullable(),
    financialYear: p.text(),
    serial: p.integer(),
    number: p.text(),
    receivedAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
    recordedByName: p.text().nullable(),
  },
});
export type Payment = InferEntity<typeof PaymentSchema>;
