import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { BillDetails, BillKind, BillSupplier } from '../../../shared/bills';
import { LOCALES } from '../../../shared/i18n/locale';

/**
 * A bill (issue 40.4): its number taken without gaps from `bill_counter`; cancelled, it keeps it.
 * What it says is kept as issued (supplier, recipient, SAC, the trip's items, value and GST), so
 * its PDF never changes. The recipient is kept for the accounts (tax records are kept for years;
 * the booking's own retention does not erase a bill).
 */
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
    /** Exempt or taxable value; the total adds the GST (none on a bill of supply). */
    valuePaise: p.integer(),
    gstRateHundredths: p.integer().default(0),
    cgstPaise: p.integer().default(0),
    sgstPaise: p.integer().default(0),
    igstPaise: p.integer().default(0),
    totalPaise: p.integer(),
    /** The booking's language when issued: its PDF is printed in it. */
    language: p.enum([...LOCALES]).default('en'),
    /** Null on bills issued before these were kept (their PDF prints the current configuration). */
    supplier: p.json<BillSupplier>().nullable(),
    recipientName: p.text().nullable(),
    recipientAddress: p.text().nullable(),
    recipientGstin: p.text().nullable(),
    sac: p.text().nullable(),
    details: p.json<BillDetails>().nullable(),
    issuedAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
    issuedByName: p.text().nullable(),
    cancelledAt: p.datetime().columnType('timestamptz').nullable(),
    cancelledByName: p.text().nullable(),
  },
});
export type Bill = InferEntity<typeof BillSchema>;
