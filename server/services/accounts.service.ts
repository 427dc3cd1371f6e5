import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify/sync';
import { BILL_KIND_LABELS, PAYMENT_METHOD_LABELS, type BillKind, type PaymentMethod } from '../../shared/bills';
import { fromProviderLocal, providerToday } from '../../shared/dates';
import { bookingReference } from '../../shared/dispatch';
import { rupeesDecimal } from '../../shared/money';
import type { AccountsPeriod } from '../../shared/schemas/fares';
import { guardFormula } from './bookings-export.service';

/**
 * The accountant's view (issue 40.5): bills and payments of a period as CSV (days in Bengaluru
 * time, both ends included; amounts in rupees with two decimals), and what is outstanding by
 * whom the bills are made out to. Partners' monthly statements come with partner organisations
 * (issue 37). The CSV files are written as the bookings export's: UTF-8 with a byte-order mark,
 * CRLF, formulas guarded.
 */

/** [from 00:00, the day after `to` 00:00) in Bengaluru. */
function periodOf(period: AccountsPeriod): [Date, Date] {
  const start = fromProviderLocal(`${period.from}T00:00`)!;
  const end = fromProviderLocal(`${period.to}T00:00`)!;
  return [start, new Date(end.getTime() + 86_400_000)];
}

interface BillRow {
  number: string;
  kind: BillKind;
  financial_year: string;
  issued_at: Date;
  booking_id: string;
  recipient_name: string | null;
  recipient_gstin: string | null;
  sac: string | null;
  value_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  paid_paise: string | number;
  cancelled_at: Date | null;
}

export async function billsCsv(em: EntityManager, period: AccountsPeriod): Promise<string> {
  const [start, end] = periodOf(period);
  const rows = await em.getConnection().execute<BillRow[]>(
    `select b.number, b.kind, b.financial_year, b.issued_at, b.booking_id, b.recipient_name, b.recipient_gstin, b.sac,
            b.value_paise, b.cgst_paise, b.sgst_paise, b.igst_paise, b.total_paise, b.cancelled_at,
            coalesce((select sum(p.amount_paise) from payment p where p.bill_id = b.id), 0) as paid_paise
       from bill b where b.issued_at >= ? and b.issued_at < ? order by b.series, b.financial_year, b.serial`,
    [start, end],
  );
  return stringify(
    rows.map((r) => {
      const paid = Number(r.paid_paise);
      return [
        r.number,
        BILL_KIND_LABELS[r.kind],
        providerToday(new Date(r.issued_at)),
        r.financial_year,
        bookingReference(r.booking_id),
        r.recipient_name ?? '',
        r.recipient_gstin ?? '',
        r.sac ?? '',
        rupeesDecimal(r.value_paise),
        rupeesDecimal(r.cgst_paise),
        rupeesDecimal(r.sgst_paise),
        rupeesDecimal(r.igst_paise),
        rupeesDecimal(r.total_paise),
        rupeesDecimal(paid),
        rupeesDecimal(r.cancelled_at ? 0 : Math.max(0, r.total_paise - paid)),
        r.cancelled_at ? `cancelled ${providerToday(new Date(r.cancelled_at))}` : 'in force',
      ];
    }),
    {
      header: true,
      columns: ['Bill number', 'Kind', 'Date', 'Financial year', 'Booking', 'Billed to', 'GSTIN of recipient', 'SAC', 'Value (₹)', 'CGST (₹)', 'SGST (₹)', 'IGST (₹)', 'Total (₹)', 'Paid (₹)', 'Due (₹)', 'Status'],
      cast: { string: guardFormula },
      bom: true,
      record_delimiter: 'windows',
    },
  );
}

interface PaymentRow {
  number: string;
  received_at: Date;
  bill_number: string;
  booking_id: string;
  recipient_name: string | null;
  method: PaymentMethod;
  reference: string | null;
  amount_paise: number;
  recorded_by_name: string | null;
}

export async function paymentsCsv(em: EntityManager, period: AccountsPeriod): Promise<string> {
  const [start, end] = periodOf(period);
  const rows = await em.getConnection().execute<PaymentRow[]>(
    `select p.number, p.received_at, b.number as bill_number, p.booking_id, b.recipient_name, p.method, p.reference, p.amount_paise, p.recorded_by_name
       from payment p join bill b on b.id = p.bill_id
      where p.received_at >= ? and p.received_at < ? order by p.financial_year, p.serial`,
    [start, end],
  );
  return stringify(
    rows.map((r) => [
      r.number,
      providerToday(new Date(r.received_at)),
      r.bill_number,
      bookingReference(r.booking_id),
      r.recipient_name ?? '',
      PAYMENT_METHOD_LABELS[r.method],
      r.reference ?? '',
      rupeesDecimal(r.amount_paise),
      r.recorded_by_name ?? '',
    ]),
    { header: true, columns: ['Receipt number', 'Date', 'Bill number', 'Booking', 'Received from', 'Paid by', 'Reference', 'Amount (₹)', 'Recorded by'], cast: { string: guardFormula }, bom: true, record_delimiter: 'windows' },
  );
}

export interface OutstandingRow {
  recipientName: string;
  recipientGstin: string | null;
  bills: number;
  duePaise: number;
  oldestIssuedAt: string;
}

/** Bills in force with something due, by whom they are made out to: the largest amounts first. */
export async function outstanding(em: EntityManager): Promise<OutstandingRow[]> {
  const rows = await em.getConnection().execute<{ recipient_name: string | null; recipient_gstin: string | null; bills: string; due: string; oldest: Date }[]>(
    `with due as (
       select b.id, b.recipient_name, b.recipient_gstin, b.issued_at,
              b.total_paise - coalesce((select sum(p.amount_paise) from payment p where p.bill_id = b.id), 0) as due
         from bill b where b.cancelled_at is null)
     select recipient_name, recipient_gstin, count(*) as bills, sum(due) as due, min(issued_at) as oldest
       from due where due > 0 group by recipient_name, recipient_gstin order by sum(due) desc, min(issued_at) limit 500`,
  );
  return rows.map((r) => ({
    recipientName: r.recipient_name ?? '—',
    recipientGstin: r.recipient_gstin,
    bills: Number(r.bills),
    duePaise: Number(r.due),
    oldestIssuedAt: new Date(r.oldest).toISOString(),
  }));
}
