import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { BILL_SERIES, billNumber, financialYearOf } from '../../shared/bills';
import type { billCancelInput, billIssueInput, billsOfInput } from '../../shared/schemas/fares';
import { BillSchema, TripFareSchema, type Bill } from '../db/entities';
import { noLongerExists, type Actor } from './common';
import { ConflictError } from './errors';
import { recordHistory, staffActor } from './history.service';

/**
 * Bills (issue 40.4), numbered without gaps per series and financial year: the next serial is
 * taken from `bill_counter` in the transaction that stores the bill. The counter's row stays
 * locked until that transaction ends, so bills issued at once on any number of processes get
 * consecutive numbers, and a bill that is not stored gives its number back. A cancelled bill
 * keeps its number. A bill is issued from the trip's fare (the total charged).
 */

export function toBillDTO(b: Bill) {
  return {
    id: b.id,
    bookingId: b.bookingId,
    kind: b.kind,
    number: b.number,
    financialYear: b.financialYear,
    totalPaise: b.totalPaise,
    issuedAt: b.issuedAt.toISOString(),
    issuedByName: b.issuedByName ?? null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    cancelledByName: b.cancelledByName ?? null,
  };
}
export type BillDTO = ReturnType<typeof toBillDTO>;

/** A booking's bills, the latest first. */
export async function billsOf(em: EntityManager, input: z.output<typeof billsOfInput>): Promise<BillDTO[]> {
  const bills = await em.find(BillSchema, { bookingId: input.bookingId }, { orderBy: { issuedAt: 'desc' } });
  return bills.map(toBillDTO);
}

const IN_FORCE = (number: string) => `This trip already has a bill in force, ${number}: cancel it to issue another.`;

export async function issueBill(em: EntityManager, input: z.output<typeof billIssueInput>, actor: Actor, now = new Date()): Promise<BillDTO> {
  try {
    return await em.transactional(async (tx) => {
      const fare = await tx.findOne(TripFareSchema, { bookingId: input.bookingId });
      if (!fare) throw new ConflictError('A bill is issued from the completed trip’s fare, and this trip has none yet.');
      const inForce = await tx.findOne(BillSchema, { bookingId: input.bookingId, cancelledAt: null });
      if (inForce) throw new ConflictError(IN_FORCE(inForce.number));
      const series = BILL_SERIES[input.kind];
      const financialYear = financialYearOf(now);
      const [{ last_serial: serial }] = await tx
        .getConnection()
        .execute<{ last_serial: number }[]>(
          `insert into bill_counter (series, financial_year, last_serial) values (?, ?, 1)
           on conflict (series, financial_year) do update set last_serial = bill_counter.last_serial + 1
           returning last_serial`,
          [series, financialYear],
          'all',
          tx.getTransactionContext(),
        );
      const bill = tx.create(BillSchema, {
        bookingId: input.bookingId,
        kind: input.kind,
        series,
        financialYear,
        serial,
        number: billNumber(input.kind, financialYear, serial),
        totalPaise: fare.totalPaise,
        issuedAt: now,
        issuedByName: actor.fullName ?? null,
      });
      recordHistory(tx, { subject: 'booking', subjectId: input.bookingId, action: 'bill_issued', changes: [{ field: 'bill', before: null, after: bill.number }], actor: staffActor(actor) });
      await tx.flush();
      return toBillDTO(bill);
    });
  } catch (error) {
    // Two issued at once for one trip: the second meets the one-in-force index; its number went back with its transaction.
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError('This trip already has a bill in force: cancel it to issue another.');
    throw error;
  }
}

/** Cancels a bill: it keeps its number (no number is used twice or skipped), marked cancelled. */
export async function cancelBill(em: EntityManager, input: z.output<typeof billCancelInput>, actor: Actor): Promise<BillDTO> {
  return em.transactional(async (tx) => {
    const bill = await tx.findOne(BillSchema, { id: input.id });
    if (!bill) throw noLongerExists('bill');
    if (bill.cancelledAt) throw new ConflictError(`Bill ${bill.number} is already cancelled.`);
    tx.assign(bill, { cancelledAt: new Date(), cancelledByName: actor.fullName ?? null });
    recordHistory(tx, { subject: 'booking', subjectId: bill.bookingId, action: 'bill_cancelled', changes: [{ field: 'bill', before: bill.number, after: null }], actor: staffActor(actor) });
    await tx.flush();
    return toBillDTO(bill);
  });
}

/** Whether a booking has been billed (a billed booking is kept for the accounts: never deleted). */
export async function hasBills(em: EntityManager, bookingId: string): Promise<boolean> {
  return (await em.count(BillSchema, { bookingId })) > 0;
}
