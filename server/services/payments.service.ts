import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { RECEIPT_SERIES, financialYearOf, receiptNumber } from '../../shared/bills';
import { formatRupees } from '../../shared/money';
import type { paymentRecordInput } from '../../shared/schemas/fares';
import { BillSchema, PaymentSchema, type Payment } from '../db/entities';
import { recordChange } from '../live/record';
import { noLongerExists, type Actor } from './common';
import { ConflictError } from './errors';
import { recordHistory, staffActor } from './history.service';
import { nextSerial } from './serials';

/**
 * Payments against a bill (issue 40.4): cash, UPI, card, an insurer or TPA, a company account.
 * Each gets a receipt numbered without gaps (series RC). A payment is never more than what is
 * still due, and never against a cancelled bill. A retry with the same key returns the payment
 * already recorded.
 */

export function toPaymentDTO(p: Payment) {
  return {
    id: p.id,
    billId: p.billId,
    number: p.number,
    method: p.method,
    amountPaise: p.amountPaise,
    reference: p.reference ?? null,
    receivedAt: p.receivedAt.toISOString(),
    recordedByName: p.recordedByName ?? null,
  };
}
export type PaymentDTO = ReturnType<typeof toPaymentDTO>;

export async function recordPayment(em: EntityManager, input: z.output<typeof paymentRecordInput>, actor: Actor, now = new Date()): Promise<PaymentDTO> {
  const again = await findRetry(em, input);
  if (again) return again;
  try {
    return await em.transactional(async (tx) => {
      // The bill's row is locked: two payments recorded at once see each other's amount.
      const bill = await tx.findOne(BillSchema, { id: input.billId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!bill) throw noLongerExists('bill');
      if (bill.cancelledAt) throw new ConflictError(`Bill ${bill.number} is cancelled: record the payment against the bill in force.`);
      const paid = (await tx.find(PaymentSchema, { billId: bill.id })).reduce((sum, p) => sum + p.amountPaise, 0);
      const due = bill.totalPaise - paid;
      if (due <= 0) throw new ConflictError(`Bill ${bill.number} is paid in full.`);
      if (input.amountPaise > due) throw new ConflictError(`That is more than is due on bill ${bill.number}: ${formatRupees(due)}.`);
      const financialYear = financialYearOf(now);
      const serial = await nextSerial(tx, RECEIPT_SERIES, financialYear);
      const payment = tx.create(PaymentSchema, {
        billId: bill.id,
        bookingId: bill.bookingId,
        idempotencyKey: input.key,
        method: input.method,
        amountPaise: input.amountPaise,
        reference: input.reference,
        financialYear,
        serial,
        number: receiptNumber(financialYear, serial),
        receivedAt: now,
        recordedByName: actor.fullName ?? null,
      });
      recordHistory(tx, {
        subject: 'booking',
        subjectId: bill.bookingId,
        action: 'payment_recorded',
        changes: [{ field: 'payment', before: null, after: `${payment.number} ${formatRupees(payment.amountPaise)} (${payment.method})` }],
        actor: staffActor(actor),
      });
      recordChange(tx, { topic: 'booking', action: 'updated', entityId: bill.bookingId, origin: 'staff', actorId: actor.id });
      await tx.flush();
      return toPaymentDTO(payment);
    });
  } catch (error) {
    // The same key recorded at once by another request: that one's payment is the answer.
    if (error instanceof UniqueConstraintViolationException) {
      const recorded = await findRetry(em.fork(), input);
      if (recorded) return recorded;
    }
    throw error;
  }
}

/** The payment already recorded with this key; the same key with other values is refused. */
async function findRetry(em: EntityManager, input: z.output<typeof paymentRecordInput>): Promise<PaymentDTO | null> {
  const found = await em.findOne(PaymentSchema, { idempotencyKey: input.key });
  if (!found) return null;
  if (found.billId !== input.billId || found.amountPaise !== input.amountPaise || found.method !== input.method) {
    throw new ConflictError('This payment was already recorded with other details: reload the page and look at the bill’s payments.');
  }
  return toPaymentDTO(found);
}
