import { BILL_KIND_LABELS } from '../../shared/bills';
import { FARE_ITEM_NAMES, FARE_VEHICLE_NAMES, PAYMENT_METHOD_NAMES } from '../../shared/i18n/fare-words';
import type { Locale } from '../../shared/i18n/locale';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { formatRupees } from '../../shared/money';
import { trackingServiceLabel } from '../../shared/tracking';
import type { Bill, Payment } from '../db/entities';
import type { BillingConfig } from './billing-config';
import { PdfPage, documentDate } from './pdf-document';

/**
 * A bill's PDF (issue 40.4), in the language of its booking, with every field CGST rule 49 asks
 * of a bill of supply (rule 46's core for a tax invoice): the supplier's name, address and GSTIN;
 * its number (≤ 16 characters, unique in the financial year) and date; the recipient's name,
 * address and GSTIN if registered; the SAC; the description; the value (and the tax on a tax
 * invoice); the signatory. Printed from what the bill kept when issued. A bill issued before
 * those were kept prints the current BILL_* details and its total only.
 */
export async function billPdf(bill: Bill, billing: BillingConfig): Promise<Buffer> {
  const locale: Locale = bill.language;
  const options = { locale };
  const supplier = bill.supplier ?? billing.supplier;
  const title = bill.kind === 'tax_invoice' ? m.bill_title_tax_invoice({}, options) : m.bill_title_bill_of_supply({}, options);
  const page = await PdfPage.open(locale, { title: `${BILL_KIND_LABELS[bill.kind]} ${bill.number}`, createdAt: bill.issuedAt });
  page.supplier(supplier);
  page.title(title, BILL_KIND_LABELS[bill.kind]);
  if (bill.cancelledAt) page.stamp(m.bill_cancelled({}, options));
  const details = bill.details ?? null;
  page.fields([
    [m.bill_number({}, options), bill.number],
    [m.bill_date({}, options), documentDate(bill.issuedAt, locale)],
    ...(details ? [[m.bill_booking({}, options), details.reference] as [string, string]] : []),
  ]);
  page.fields([
    [m.bill_billed_to({}, options), [bill.recipientName, bill.recipientAddress].filter(Boolean).join('\n') || '—'],
    ...(bill.recipientGstin ? [['GSTIN', bill.recipientGstin] as [string, string]] : []),
  ]);

  page.row(m.bill_col_description({}, options), m.bill_col_amount({}, options), { middle: 'SAC', bold: true });
  page.rule();
  const sac = bill.sac ?? billing.sac[bill.kind];
  const km = details ? (details.distanceMetres / 1000).toFixed(1) : null;
  const description = details
    ? bill.kind === 'tax_invoice'
      ? m.bill_hire_description({ vehicle: FARE_VEHICLE_NAMES[details.vehicleKind]({}, options), km: km!, date: documentDate(new Date(details.tripAt), locale) }, options)
      : m.bill_description(
          { service: trackingServiceLabel(details.serviceType, locale), vehicle: FARE_VEHICLE_NAMES[details.vehicleKind]({}, options), km: km!, date: documentDate(new Date(details.tripAt), locale) },
          options,
        )
    : BILL_KIND_LABELS[bill.kind];
  page.row(description, formatRupees(bill.valuePaise, locale), { middle: sac });
  for (const item of details?.items ?? []) {
    const named = item.code ? details?.codeLabels?.[item.code]?.[locale] : undefined;
    page.row(`${FARE_ITEM_NAMES[item.kind]({}, options)}${item.code ? `: ${named ?? item.code}` : ''}`, formatRupees(item.paise, locale), { indent: 14, size: 9 });
  }
  if (details && details.adjustmentPaise !== 0) page.row(m.bill_item_adjustment({}, options), formatRupees(details.adjustmentPaise, locale), { indent: 14, size: 9 });
  page.rule();
  if (bill.kind === 'tax_invoice') {
    const percent = (bill.gstRateHundredths / 100).toString();
    page.row(m.bill_taxable_value({}, options), formatRupees(bill.valuePaise, locale));
    if (bill.igstPaise > 0) page.row(`IGST ${percent} %`, formatRupees(bill.igstPaise, locale));
    else {
      const half = (bill.gstRateHundredths / 200).toString();
      page.row(`CGST ${half} %`, formatRupees(bill.cgstPaise, locale));
      page.row(`SGST ${half} %`, formatRupees(bill.sgstPaise, locale));
    }
  } else {
    page.row(m.bill_value({}, options), formatRupees(bill.valuePaise, locale));
  }
  page.row(m.bill_total({}, options), formatRupees(bill.totalPaise, locale), { bold: true, size: 12 });
  if (bill.kind === 'bill_of_supply') {
    page.doc.moveDown(0.6);
    page.text(m.bill_exempt({}, options), { size: 9, color: '#444' });
  }
  page.signatory(supplier.legalName, bill.issuedByName ?? null);
  return page.end();
}

/** A payment's receipt (issue 40.4): what was received, how, against which bill, and what is still due after it. */
export async function receiptPdf(payment: Payment, bill: Bill, paidUpToThis: number, billing: BillingConfig): Promise<Buffer> {
  const locale: Locale = bill.language;
  const options = { locale };
  const supplier = bill.supplier ?? billing.supplier;
  const page = await PdfPage.open(locale, { title: `Receipt ${payment.number}`, createdAt: payment.receivedAt });
  page.supplier(supplier);
  page.title(m.bill_title_receipt({}, options), 'Payment receipt');
  page.fields([
    [m.bill_receipt_number({}, options), payment.number],
    [m.bill_date({}, options), documentDate(payment.receivedAt, locale)],
    [m.bill_received_from({}, options), bill.recipientName ?? '—'],
    [m.bill_amount_received({}, options), formatRupees(payment.amountPaise, locale)],
    [m.bill_paid_by({}, options), PAYMENT_METHOD_NAMES[payment.method]({}, options)],
    ...(payment.reference ? [[m.bill_reference({}, options), payment.reference] as [string, string]] : []),
    [m.bill_against({}, options), `${bill.number} (${formatRupees(bill.totalPaise, locale)})`],
    [m.bill_due_after({}, options), formatRupees(Math.max(0, bill.totalPaise - paidUpToThis), locale)],
  ]);
  page.signatory(supplier.legalName, payment.recordedByName ?? null);
  return page.end();
}
