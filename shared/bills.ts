import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { PROVIDER_TIME_ZONE } from './dates';
import { PAISE_PER_RUPEE, rupeesHalfUp, type Paise } from './money';
import type { FareItem, LocalizedText } from './fares';
import type { ServiceType } from './booking-values';
import type { AmbulanceType } from './schemas/ambulance';

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

/** How a payment against a bill was made (issue 40.4). */
export const PAYMENT_METHODS = ['cash', 'upi', 'card', 'insurer', 'company_account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  insurer: 'Insurer or TPA',
  company_account: 'Company account',
};

/** Receipts are a series of their own ("RC/26-27/00001"), numbered like bills: no gaps, per financial year. */
export const RECEIPT_SERIES = 'RC';
export function receiptNumber(financialYear: string, serial: number): string {
  return `${RECEIPT_SERIES}/${financialYear.slice(2)}/${String(serial).padStart(5, '0')}`;
}

/**
 * A GSTIN: the state's two digits, the PAN (five letters, four digits, a letter), the entity's
 * number, Z, a check character. The check character's arithmetic is left to the GST portal.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The tax on a tax invoice: CGST and SGST (half the rate each) within the state, IGST across states. */
export interface GstSplit {
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

/**
 * The GST on a taxable value at `ratePercent` (18 for 18 %; hundredths allowed: 2.5), each part
 * rounded once with `rupeesHalfUp` (whole rupees, as the fare). Across states (the recipient's
 * GSTIN names another state than the supplier's) it is one IGST; within, CGST and SGST halves.
 */
export function gstOn(valuePaise: Paise, ratePercent: number, interState: boolean): GstSplit {
  const rateHundredths = Math.round(ratePercent * 100);
  if (interState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: rupeesHalfUp(valuePaise * rateHundredths, 10_000) };
  const half = rupeesHalfUp(valuePaise * rateHundredths, 20_000);
  return { cgstPaise: half, sgstPaise: half, igstPaise: 0 };
}

/** Whether a supply is between states: both GSTINs known and their state codes (first two digits) differ. */
export function isInterState(supplierGstin: string | null, recipientGstin: string | null): boolean {
  return !!supplierGstin && !!recipientGstin && supplierGstin.slice(0, 2) !== recipientGstin.slice(0, 2);
}

/**
 * A UPI payment link (NPCI's deep link: any UPI app opens it, and its QR code is the same text):
 * the payee's address and name, the amount due in rupees with two decimals, INR, and the bill's
 * number as the transaction's note and reference, so the payment can be matched to the bill.
 * Percent-encoded with %20 for spaces: some UPI apps show a '+' literally.
 */
export function upiPayLink(payee: { vpa: string; name: string }, amountPaise: Paise, billNo: string): string {
  const params: [string, string][] = [
    ['pa', payee.vpa],
    ['pn', payee.name],
    ['am', (amountPaise / PAISE_PER_RUPEE).toFixed(2)],
    ['cu', 'INR'],
    ['tn', `Bill ${billNo}`],
    ['tr', billNo.replace(/[^A-Za-z0-9]/g, '')],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** A UPI address (VPA): name@bank. */
export const UPI_VPA_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/** The supplier as a bill names it (BILL_*), kept with the bill as issued. */
export interface BillSupplier {
  legalName: string;
  address: string;
  /** Null: not registered for GST (printed so). */
  gstin: string | null;
}

/** The trip a bill is for, kept with the bill as issued: the PDF's lines. */
export interface BillDetails {
  reference: string;
  serviceType: ServiceType;
  vehicleKind: AmbulanceType;
  distanceMetres: number;
  /** When the patient was on board (or the booking's date): the trip's day on the bill. */
  tripAt: string;
  items: FareItem[];
  /** The names of the add-ons and the concession among the items, from the trip's card, in each language. */
  codeLabels?: Record<string, LocalizedText>;
  /** The charged total less the card's items (staff set another total); 0 when none. */
  adjustmentPaise: Paise;
}
