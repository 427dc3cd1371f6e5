import type { EntityManager } from '@mikro-orm/postgresql';
import { BillSchema, PaymentSchema, type Bill, type Payment } from '../db/entities';
import { billPdf, receiptPdf } from '../documents/bill-pdf';
import type { BillingConfig } from '../documents/billing-config';
import { noLongerExists } from './common';

/** A bill's or a receipt's PDF, with the file name it is offered under ("BS-26-27-00042.pdf"). */
export interface PdfFile {
  fileName: string;
  bytes: Buffer;
}

const fileNameOf = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/** Staff: any bill (a cancelled one prints marked so) or receipt, by id. */
export async function staffDocument(em: EntityManager, kind: 'bill' | 'receipt', id: string, billing: BillingConfig): Promise<PdfFile> {
  const file = kind === 'bill' ? await billFile(em, { id }, billing) : await receiptFile(em, { id }, billing);
  if (!file) throw noLongerExists(kind);
  return file;
}

/** The family (a tracking link): the trip's bill in force and its receipts only; null for anything else. */
export async function familyDocument(em: EntityManager, bookingId: string, kind: 'bill' | 'receipt', id: string, billing: BillingConfig): Promise<PdfFile | null> {
  return kind === 'bill' ? billFile(em, { id, bookingId, cancelledAt: null }, billing) : receiptFile(em, { id, bookingId }, billing, { cancelledAt: null });
}

async function billFile(em: EntityManager, where: Partial<Pick<Bill, 'id' | 'bookingId' | 'cancelledAt'>>, billing: BillingConfig): Promise<PdfFile | null> {
  const bill = await em.findOne(BillSchema, where);
  return bill ? { fileName: fileNameOf(bill.number), bytes: await billPdf(bill, billing) } : null;
}

async function receiptFile(em: EntityManager, where: Partial<Pick<Payment, 'id' | 'bookingId'>>, billing: BillingConfig, billWhere: Partial<Pick<Bill, 'cancelledAt'>> = {}): Promise<PdfFile | null> {
  const payment = await em.findOne(PaymentSchema, where);
  if (!payment) return null;
  const bill = await em.findOne(BillSchema, { id: payment.billId, ...billWhere });
  if (!bill) return null;
  // What was paid up to and with this payment: the receipt says what was still due after it.
  const earlier = await em.find(PaymentSchema, { billId: bill.id });
  const paidUpToThis = earlier.filter((p) => p.financialYear < payment.financialYear || (p.financialYear === payment.financialYear && p.serial <= payment.serial)).reduce((sum, p) => sum + p.amountPaise, 0);
  return { fileName: fileNameOf(payment.number), bytes: await receiptPdf(payment, bill, paidUpToThis, billing) };
}
