import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { PROVIDER_TIME_ZONE } from './dates';

/**
 * Bills (issue 40.4). Carrying a patient by ambulance is exempt from GST (notification
 * 12/2017-CT(R), entry 74): it is billed with a bill of supply (CGST rule 49). Hiring a vehicle
 * with its driver to a company may be taxable: a tax invoice. To be confirmed by the provider's
 * accountant (README).
 */
export const BILL_KINDS = ['bill_of_supply', 'tax_invoice'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

/** Each kind is a series of its own, numbered from 1 in each financial year. */
export const BILL_SERIES: Record<BillKind, string> = { bill_of_supply: 'BS', tax_invoice: 'TI' };

export const BILL_KIND_LABELS: Record<BillKind, string> = { bill_of_supply: 'Bill of supply', tax_invoice: 'Tax invoice' };

/**
 * The financial year (April to March, in India's time) an instant falls in, as bills print it:
 * "2026-27" for 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST.
 */
export function financialYearOf(at: Date): string {
  const [year, month] = format(at, 'yyyy-MM', { in: tz(PROVIDER_TIME_ZONE) }).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * A bill's number: series, financial year and serial, "BS/26-27/00042" (14 characters; rule 49
 * allows 16), unique in its series and year. The serial has five digits up to 99,999 and grows
 * past it (the length stays within 16 up to 9,999,999).
 */
export function billNumber(kind: BillKind, financialYear: string, serial: number): string {
  return `${BILL_SERIES[kind]}/${financialYear.slice(2)}/${String(serial).padStart(5, '0')}`;
}
