import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { BILL_SERIES, billNumber, financialYearOf, gstOn, isInterState, type BillDetails } from '../../shared/bills';
import { bookingReference } from '../../shared/dispatch';
import type { billCancelInput, billIssueInput, billsOfInput } from '../../shared/schemas/fares';
import { BillSchema, BookingSchema, PaymentSchema, RateCardSchema, TripFareSchema, type Bill, type Payment } from '../db/entities';
import type { BillingConfig } from '../documents/billing-config';
import { recordChange } from '../live/record';
import { noLongerExists, type Actor } from './common';
import { ConflictError } from './errors';
import { recordHistory, staffActor } from './history.service';
import { nextSerial } from './serials';
import { toPaymentDTO } from './payments.service';

/**
 * Bills (issue 40.4), numbered without gaps per series and financial year: the next serial is
 * taken from `bill_counter` in the transaction that stores the bill. The counter's row stays
 * locked until that transaction ends, so bills issued at once on any number of processes get
 * consecutive numbers, and a bill that is not stored gives its number back. A cancelled bill
 * keeps its number. A bill is issued from the trip's fare (the total charged).
 */

/** A bill with its payments: what is paid and what is still due (nothing is due on a cancelled bill). */
export function toBillDTO(b: Bill, payments: Payment[] = []) {
  const paidPaise = payments.reduce((sum, p) => sum + p.amountPaise, 0);
  return {
    id: b.id,
    bookingId: b.bookingId,
    kind: b.kind,
    number: b.number,
    financialYear: b.financialYear,
    valuePaise: b.valuePaise,
    taxPaise: b.cgstPaise + b.sgstPaise + b.igstPaise,
    totalPaise: b.totalPaise,
    recipientName: b.recipientName ?? null,
    issuedAt: b.issuedAt.toISOString(),
    issuedByName: b.issuedByName ?? null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    cancelledByName: b.cancelledByName ?? null,
    payments: payments.map(toPaymentDTO),
    paidPaise,
    duePaise: b.cancelledAt ? 0 : Math.max(0, b.totalPaise - paidPaise),
  };
}
export type BillDTO = ReturnType<typeof toBillDTO>;

/** A booking's bills with their payments, the latest first. */
export async function billsOf(em: EntityManager, input: z.output<typeof billsOfInput>): Promise<BillDTO[]> {
  const bills = await em.find(BillSchema, { bookingId: input.bookingId }, { orderBy: { issuedAt: 'desc', serial: 'desc' } });
  const payments = bills.length ? await em.find(PaymentSchema, { billId: { $in: bills.map((b) => b.id) } }, { orderBy: { receivedAt: 'asc', serial: 'asc' } }) : [];
  return bills.map((b) => toBillDTO(b, payments.filter((p) => p.billId === b.id)));
}

const IN_FORCE = (number: string) => `This trip already has a bill in force, ${number}: cancel it to issue another.`;

/**
 * Issues a bill from the completed trip's fare: what it says (supplier from BILL_*, recipient,
 * SAC, the trip's items, value and GST) is kept with it as issued. A tax invoice adds GST at
 * BILL_GST_PERCENT and needs the provider's GSTIN.
 */
export async function issueBill(em: EntityManager, input: z.output<typeof billIssueInput>, actor: Actor, billing: BillingConfig, now = new Date()): Promise<BillDTO> {
  if (input.kind === 'tax_invoice' && !billing.supplier.gstin) throw new ConflictError('A tax invoice needs the provider’s GSTIN (BILL_GSTIN): issue a bill of supply, or set it.');
  try {
    return await em.transactional(async (tx) => {
      const fare = await tx.findOne(TripFareSchema, { bookingId: input.bookingId });
      if (!fare) throw new ConflictError('A bill is issued from the completed trip’s fare, and this trip has none yet.');
      const booking = await tx.findOne(BookingSchema, { id: input.bookingId });
      if (!booking) throw noLongerExists('booking');
      const inForce = await tx.findOne(BillSchema, { bookingId: input.bookingId, cancelledAt: null });
      if (inForce) throw new ConflictError(IN_FORCE(inForce.number));
      const series = BILL_SERIES[input.kind];
      const financialYear = financialYearOf(now);
      const serial = await nextSerial(tx, series, financialYear);
      const recipientGstin = input.recipientGstin ?? null;
      const valuePaise = fare.totalPaise;
      const gstPercent = input.kind === 'tax_invoice' ? billing.gstPercent : 0;
      const gst = gstOn(valuePaise, gstPercent, isInterState(billing.supplier.gstin, recipientGstin));
      const itemsPaise = fare.items.reduce((sum, item) => sum + item.paise, 0);
      const card = await tx.findOne(RateCardSchema, { id: fare.rateCardId });
      const codeLabels = Object.fromEntries(
        [...(card?.body.addOns ?? []), ...(card?.body.concessions ?? [])].filter((o) => fare.items.some((i) => i.code === o.code)).map((o) => [o.code, o.label]),
      );
      const details: BillDetails = {
        reference: bookingReference(booking.id),
        serviceType: booking.serviceType,
        vehicleKind: fare.vehicleKind,
        distanceMetres: fare.distanceMetres,
        tripAt: (booking.onBoardAt ?? booking.bookingDate).toISOString(),
        items: fare.items,
        codeLabels,
        adjustmentPaise: fare.totalPaise - itemsPaise,
      };
      const bill = tx.create(BillSchema, {
        bookingId: input.bookingId,
        kind: input.kind,
        series,
        financialYear,
        serial,
        number: billNumber(input.kind, financialYear, serial),
        valuePaise,
        gstRateHundredths: Math.round(gstPercent * 100),
        ...gst,
        totalPaise: valuePaise + gst.cgstPaise + gst.sgstPaise + gst.igstPaise,
        language: booking.language,
        supplier: billing.supplier,
        recipientName: input.recipientName ?? booking.customerName,
        recipientAddress: input.recipientAddress ?? booking.pickupLocation,
        recipientGstin,
        sac: billing.sac[input.kind],
        details,
        issuedAt: now,
        issuedByName: actor.fullName ?? null,
      });
      recordHistory(tx, { subject: 'booking', subjectId: input.bookingId, action: 'bill_issued', changes: [{ field: 'bill', before: null, after: bill.number }], actor: staffActor(actor) });
      // The family's tracking page and other staff screens show the bill: they hear of it with the booking.
      recordChange(tx, { topic: 'booking', action: 'updated', entityId: input.bookingId, origin: 'staff', actorId: actor.id });
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
    const payments = await tx.count(PaymentSchema, { billId: bill.id });
    if (payments > 0) throw new ConflictError(`Bill ${bill.number} has payments recorded against it: it stays in force.`);
    tx.assign(bill, { cancelledAt: new Date(), cancelledByName: actor.fullName ?? null });
    recordHistory(tx, { subject: 'booking', subjectId: bill.bookingId, action: 'bill_cancelled', changes: [{ field: 'bill', before: bill.number, after: null }], actor: staffActor(actor) });
    recordChange(tx, { topic: 'booking', action: 'updated', entityId: bill.bookingId, origin: 'staff', actorId: actor.id });
    await tx.flush();
    return toBillDTO(bill);
  });
}

/** Whether a booking has been billed (a billed booking is kept for the accounts: never deleted). */
export async function hasBills(em: EntityManager, bookingId: string): Promise<boolean> {
  return (await em.count(BillSchema, { bookingId })) > 0;
}
