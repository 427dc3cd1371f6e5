import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { financialYearOf } from '../../shared/bills';
import { providerToday } from '../../shared/dates';
import { errorOf } from '../helpers/errors';
import { insertBooking, middayToday, rows } from '../helpers/fixtures';
import { openEventSource } from '../helpers/event-source';
import { pdfFontNames, pdfText } from '../helpers/pdf-text';
import { seededServerWithEnvForFile, type ApiClient } from '../helpers/server';

/*
 * Issue 40.4 and 40.5: a bill's and a receipt's PDF (read back as a reader's tool extracts them,
 * with every field of CGST rule 49), payments against a bill with their receipts, the family's
 * page (bill, receipts, what is due, the UPI link and its QR code), and the accountant's CSV.
 */
const BILLING = {
  BILL_LEGAL_NAME: 'Varthur Ambulance Services Private Limited',
  BILL_ADDRESS: '12 Main Road, Varthur, Bengaluru, Karnataka 560087',
  BILL_GSTIN: '29ABCDE1234F1Z5',
  BILL_UPI_ID: 'varthurambulance@okaxis',
};
const demo = seededServerWithEnvForFile(BILLING, 'admin', 'operator', 'viewer');
const year = financialYearOf(new Date());

/** A completed trip with its fare (the demo card's minimum, ₹1,500: no path, no points). */
async function billableTrip(overrides: Parameters<typeof insertBooking>[1] = {}): Promise<{ id: string; token: string }> {
  const id = await insertBooking(demo.server.app.orm, { status: 'completed', bookingDate: middayToday(), ...overrides });
  expect((await demo.operator.trpc.fares.trip.query({ bookingId: id })).fare?.totalPaise).toBe(150_000);
  const [row] = await rows<{ tracking_token: string }>(demo.server.app.orm, 'select tracking_token from booking where id = ?', [id]);
  return { id, token: row.tracking_token };
}

function get(path: string, client: ApiClient | null = null) {
  return fetch(`${demo.server.url}${path}`, { headers: client ? { cookie: client.jar.header() } : {} });
}

async function pdfAt(path: string, client: ApiClient | null = null): Promise<Buffer> {
  const res = await get(path, client);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await res.arrayBuffer());
}

const today = () => new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).replace('Sept', 'Sep');

describe('bill and receipt PDFs', () => {
  it('a bill of supply reads back with every field of rule 49', async () => {
    const trip = await billableTrip({ customerName: 'Meera Rao', pickupLocation: '4th Cross, Whitefield' });
    const bill = await demo.operator.trpc.bills.issue.mutate({ bookingId: trip.id, kind: 'bill_of_supply' });
    const text = await pdfText(await pdfAt(`/api/bills/${bill.id}.pdf`, demo.viewer));
    // The supplier: name, address, GSTIN.
    expect(text).toContain('Varthur Ambulance Services Private Limited');
    expect(text).toContain('12 Main Road, Varthur, Bengaluru, Karnataka 560087');
    expect(text).toContain('GSTIN: 29ABCDE1234F1Z5');
    // The kind, a serial number of at most 16 characters unique in the financial year, the date.
    expect(text).toContain('Bill of supply');
    expect(text).toContain(`Bill number ${bill.number}`);
    expect(bill.number.length).toBeLessThanOrEqual(16);
    expect(text).toContain(`Date ${today()}`);
    // The recipient (name and address), the SAC, the description, the value.
    expect(text).toContain('Billed to Meera Rao 4th Cross, Whitefield');
    expect(text).toContain('Transport of a patient by ambulance: Emergency Ambulance, 999315 ₹1,500');
    expect(text).toContain(`Emergency ambulance, 0.0 km, ${today()}`);
    expect(text).toMatch(/Value ₹1,500 Total ₹1,500/);
    expect(text).toMatch(/No GST is charged: transport of a patient by ambulance is exempt \(notification 12\/2017- ?Central Tax \(Rate\), entry 74\)/);
    // Signed for the supplier.
    expect(text).toContain('For Varthur Ambulance Services Private Limited: authorised signatory');
  });

  it('the add-ons and the concession chosen for the trip are on the bill by their names', async () => {
    const trip = await billableTrip();
    const { fare } = await demo.operator.trpc.fares.trip.query({ bookingId: trip.id });
    await demo.operator.trpc.fares.setExtras.mutate({ bookingId: trip.id, version: fare!.version, addOns: [{ code: 'oxygen', quantity: 1 }], concessionCode: 'child' });
    const bill = await demo.operator.trpc.bills.issue.mutate({ bookingId: trip.id, kind: 'bill_of_supply' });
    // ₹1,500 less a quarter (₹375), and ₹300 of oxygen.
    expect(bill.totalPaise).toBe(142_500);
    const text = await pdfText(await pdfAt(`/api/bills/${bill.id}.pdf`, demo.operator));
    expect(text).toContain('Concession: Child under 12 -₹375');
    expect(text).toContain('Add-on: Oxygen ₹300');
    expect(text).toContain('Total ₹1,425');
  });

  it('a Kannada booking’s bill is printed in Kannada, with the English title beside it and every number readable', async () => {
    const trip = await billableTrip({ language: 'kn', customerName: 'Shreya' });
    const bill = await demo.operator.trpc.bills.issue.mutate({ bookingId: trip.id, kind: 'bill_of_supply' });
    const pdf = await pdfAt(`/api/bills/${bill.id}.pdf`, demo.operator);
    expect(await pdfFontNames(pdf)).toContain('NotoSansKannada');
    const text = await pdfText(pdf);
    expect(text).toContain('(Bill of supply)');
    for (const field of ['Varthur Ambulance Services Private Limited', '29ABCDE1234F1Z5', bill.number, 'Shreya', '999315', '₹1,500']) expect(text).toContain(field);
    expect(text).toMatch(/[\u0C80-\u0CFF]/);
  });

  it('a tax invoice adds CGST and SGST within the state, IGST to a recipient in another state, and names the recipient’s GSTIN', async () => {
    const within = await billableTrip();
    const invoice = await demo.operator.trpc.bills.issue.mutate({
      bookingId: within.id,
      kind: 'tax_invoice',
      recipientName: 'Acme Events LLP',
      recipientAddress: 'Outer Ring Road, Bengaluru',
      recipientGstin: '29aaaca1234b1z2',
    });
    expect(invoice).toMatchObject({ valuePaise: 150_000, taxPaise: 27_000, totalPaise: 177_000, recipientName: 'Acme Events LLP' });
    const text = await pdfText(await pdfAt(`/api/bills/${invoice.id}.pdf`, demo.operator));
    expect(text).toContain('Tax invoice');
    expect(text).toContain('GSTIN 29AAACA1234B1Z2');
    expect(text).toContain('996601');
    expect(text).toMatch(/Taxable value ₹1,500 CGST 9 % ₹135 SGST 9 % ₹135 Total ₹1,770/);

    const across = await billableTrip();
    const igst = await demo.operator.trpc.bills.issue.mutate({ bookingId: across.id, kind: 'tax_invoice', recipientName: 'Pune Corp', recipientGstin: '27AAACP1234B1Z9' });
    expect(igst).toMatchObject({ taxPaise: 27_000, totalPaise: 177_000 });
    expect(await pdfText(await pdfAt(`/api/bills/${igst.id}.pdf`, demo.operator))).toMatch(/IGST 18 % ₹270 Total ₹1,770/);

    const badGstin = await errorOf(demo.operator.trpc.bills.issue.mutate({ bookingId: (await billableTrip()).id, kind: 'tax_invoice', recipientGstin: '29-not-a-gstin' }));
    expect(badGstin.data?.httpStatus).toBe(400);
    expect(badGstin.message).toContain('GSTIN: 15 characters, like 29ABCDE1234F1Z5');
  });

  it('payments: receipts numbered in turn, a retry recorded once, never more than is due, a paid bill stays in force; each receipt’s PDF says what is left', async () => {
    const trip = await billableTrip({ customerName: 'Ravi Kumar' });
    const bill = await demo.operator.trpc.bills.issue.mutate({ bookingId: trip.id, kind: 'bill_of_supply' });
    const key = randomUUID();
    const first = await demo.operator.trpc.bills.recordPayment.mutate({ billId: bill.id, key, method: 'upi', amountPaise: 50_000, reference: 'UPI 412345678901' });
    const retry = await demo.operator.trpc.bills.recordPayment.mutate({ billId: bill.id, key, method: 'upi', amountPaise: 50_000, reference: 'UPI 412345678901' });
    expect(retry).toEqual(first);
    const tooMuch = await errorOf(demo.operator.trpc.bills.recordPayment.mutate({ billId: bill.id, key: randomUUID(), method: 'cash', amountPaise: 100_001 }));
    expect(tooMuch.data?.httpStatus).toBe(409);
    expect(tooMuch.message).toBe(`That is more than is due on bill ${bill.number}: ₹1,000.`);
    const second = await demo.operator.trpc.bills.recordPayment.mutate({ billId: bill.id, key: randomUUID(), method: 'insurer', amountPaise: 100_000, reference: 'Claim 77/2026' });
    expect(Number(second.number.split('/')[2])).toBe(Number(first.number.split('/')[2]) + 1);
    expect(first.number).toMatch(new RegExp(`^RC/${year.slice(2)}/\\d{5}$`));

    const [shown] = await demo.viewer.trpc.bills.forBooking.query({ bookingId: trip.id });
    expect(shown).toMatchObject({ paidPaise: 150_000, duePaise: 0 });
    expect(shown.payments.map((p) => p.number)).toEqual([first.number, second.number]);
    const paid = await errorOf(demo.operator.trpc.bills.recordPayment.mutate({ billId: bill.id, key: randomUUID(), method: 'cash', amountPaise: 100 }));
    expect(paid.message).toBe(`Bill ${bill.number} is paid in full.`);
    const cancelling = await errorOf(demo.operator.trpc.bills.cancel.mutate({ id: bill.id }));
    expect(cancelling.message).toBe(`Bill ${bill.number} has payments recorded against it: it stays in force.`);
    const zero = await errorOf(demo.operator.trpc.bills.recordPayment.mutate({ billId: bill.id, key: randomUUID(), method: 'cash', amountPaise: 0 }));
    expect(zero.data?.httpStatus).toBe(400);
    expect(zero.message).toContain('Amount must be more than ₹0');

    const receipt = await pdfText(await pdfAt(`/api/receipts/${first.id}.pdf`, demo.operator));
    expect(receipt).toContain('Payment receipt');
    expect(receipt).toContain(`Receipt number ${first.number}`);
    expect(receipt).toContain('Received from Ravi Kumar');
    expect(receipt).toContain('Amount received ₹500');
    expect(receipt).toContain('Paid by UPI');
    expect(receipt).toContain('Reference UPI 412345678901');
    expect(receipt).toContain(`Against bill ${bill.number} (₹1,500)`);
    expect(receipt).toContain('Still due after this payment ₹1,000');
    expect(await pdfText(await pdfAt(`/api/receipts/${second.id}.pdf`, demo.operator))).toContain('Still due after this payment ₹0');

    const timeline = await demo.operator.trpc.bookings.timeline.query({ id: trip.id });
    expect(timeline.filter((e) => e.action === 'payment_recorded').map((e) => e.changes[0].after)).toEqual([`${first.number} ₹500 (upi)`, `${second.number} ₹1,000 (insurer)`]);
  });

  it('the PDFs need a staff session; a bad or unknown id is a 4xx in words', async () => {
    const trip = await billableTrip();
    const bill = await demo.operator.trpc.bills.issue.mutate({ bookingId: trip.id, kind: 'bill_of_supply' });
    expect((await get(`/api/bills/${bill.id}.pdf`)).status).toBe(401);
    const bad = await get('/api/bills/nope.pdf', demo.operator);
    expect(bad.status).toBe(400);
    expect((await bad.json()) as unknown).toMatchObject({ message: 'Invalid bill id' });
    expect((await get(`/api/receipts/${randomUUID()}.pdf`, demo.operator)).status).toBe(404);
  });
});

describe('the family’s page', () => {
  it('shows the bill and its receipts as PDFs, what is due, and a UPI link and QR code while something is; paid, only the thanks', async () => {
    const trip = await billableTrip();
    const page = async () => {
      const res = await get(`/track/${trip.token}`);
      expect(res.status).toBe(200);
      return res.text();
    };
    expect(await page()).not.toContain('data-testid="tracking-money"');
    const bill = await demo.operator.trpc.bills.issue.mutate({ bookingId: trip.id, kind: 'bill_of_supply' });
    const payment = await demo.operator.trpc.bills.recordPayment.mutate({ billId: bill.id, key: randomUUID(), method: 'cash', amountPaise: 50_000 });

    const html = await page();
    expect(html).toContain(`href="/track/${trip.token}/bills/${bill.id}.pdf"`);
    expect(html).toContain(`Bill of supply ${bill.number}, ₹1,500 (PDF)`);
    expect(html).toContain(`Receipt ${payment.number}, ₹500 (PDF)`);
    expect(html).toContain('Due: ₹1,000');
    const upi = `upi://pay?pa=varthurambulance%40okaxis&amp;pn=Varthur%20Ambulance%20Services%20Private%20Limited&amp;am=1000.00&amp;cu=INR&amp;tn=Bill%20${encodeURIComponent(bill.number)}&amp;tr=${bill.number.replace(/[^A-Za-z0-9]/g, '')}`;
    expect(html).toContain(`href="${upi}"`);
    expect(html).toMatch(/<figure class="qr"[^>]*><svg[^>]*viewBox/);

    expect(await pdfText(await pdfAt(`/track/${trip.token}/bills/${bill.id}.pdf`))).toContain(bill.number);
    expect(await pdfText(await pdfAt(`/track/${trip.token}/receipts/${payment.id}.pdf`))).toContain(payment.number);
    // Another trip's documents are not this link's.
    const other = await billableTrip();
    const otherBill = await demo.operator.trpc.bills.issue.mutate({ bookingId: other.id, kind: 'bill_of_supply' });
    expect((await get(`/track/${trip.token}/bills/${otherBill.id}.pdf`)).status).toBe(404);
    expect((await get(`/track/${trip.token}/bills/not-a-pdf`)).status).toBe(404);

    await demo.operator.trpc.bills.recordPayment.mutate({ billId: bill.id, key: randomUUID(), method: 'upi', amountPaise: 100_000 });
    const paid = await page();
    expect(paid).toContain('Paid in full. Thank you.');
    expect(paid).not.toContain('upi://');
  });

  it('an open page hears of the bill and of each payment at once (its live stream), without a reload', async () => {
    const trip = await billableTrip();
    const stream = openEventSource(`${demo.server.url}/track/${trip.token}/events`);
    const shown = () => stream.events.filter((e) => e.event === 'state').map((e) => (JSON.parse(e.data) as { html: string }).html);
    try {
      await vi.waitFor(() => expect(shown()).toHaveLength(1), { timeout: 30_000 });
      expect(shown()[0]).not.toContain('tracking-money');
      const bill = await demo.operator.trpc.bills.issue.mutate({ bookingId: trip.id, kind: 'bill_of_supply' });
      await vi.waitFor(() => expect(shown().at(-1)).toContain(`Bill of supply ${bill.number}, ₹1,500 (PDF)`), { timeout: 30_000 });
      await demo.operator.trpc.bills.recordPayment.mutate({ billId: bill.id, key: randomUUID(), method: 'upi', amountPaise: 150_000 });
      await vi.waitFor(() => expect(shown().at(-1)).toContain('Paid in full. Thank you.'), { timeout: 30_000 });
    } finally {
      await stream.close();
    }
  });

  it('a billed trip’s link works for BILL_LINK_DAYS after its bill; an unbilled one ends 24 hours after the trip', async () => {
    const billed = await billableTrip();
    const unbilled = await billableTrip();
    await demo.operator.trpc.bills.issue.mutate({ bookingId: billed.id, kind: 'bill_of_supply' });
    // Both trips ended three days ago.
    await rows(demo.server.app.orm, `update booking set ended_at = now() - interval '3 days' where id in (?, ?)`, [billed.id, unbilled.id]);
    expect((await get(`/track/${unbilled.token}`)).status).toBe(410);
    const res = await get(`/track/${billed.token}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-testid="tracking-bill"');
    await rows(demo.server.app.orm, `update bill set issued_at = now() - interval '91 days' where booking_id = ?`, [billed.id]);
    expect((await get(`/track/${billed.token}`)).status).toBe(410);
  });
});

describe('accounts', () => {
  it('the period’s bills and payments as CSV, and what is outstanding by whom a bill is made out to; operators and admins only', async () => {
    const trip = await billableTrip({ customerName: 'Outstanding Family' });
    const bill = await demo.operator.trpc.bills.issue.mutate({ bookingId: trip.id, kind: 'bill_of_supply' });
    const payment = await demo.operator.trpc.bills.recordPayment.mutate({ billId: bill.id, key: randomUUID(), method: 'card', amountPaise: 40_000, reference: '=cmd' });
    const day = providerToday();
    const bills = await get(`/api/accounts/bills.csv?from=${day}&to=${day}`, demo.operator);
    expect(bills.status).toBe(200);
    expect(bills.headers.get('content-disposition')).toBe(`attachment; filename="bills-${day}-to-${day}.csv"`);
    const billLines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bills.arrayBuffer()).split('\r\n');
    expect(billLines[0]).toBe('\uFEFFBill number,Kind,Date,Financial year,Booking,Billed to,GSTIN of recipient,SAC,Value (₹),CGST (₹),SGST (₹),IGST (₹),Total (₹),Paid (₹),Due (₹),Status');
    expect(billLines).toContain(`${bill.number},Bill of supply,${day},${year},${trip.id.slice(0, 8).toUpperCase()},Outstanding Family,,999315,1500.00,0.00,0.00,0.00,1500.00,400.00,1100.00,in force`);

    const payments = await (await get(`/api/accounts/payments.csv?from=${day}&to=${day}`, demo.admin)).text();
    expect(payments.split('\r\n')).toContain(`${payment.number},${day},${bill.number},${trip.id.slice(0, 8).toUpperCase()},Outstanding Family,Card,'=cmd,400.00,Suresh Kumar`);

    const outstanding = await demo.operator.trpc.bills.outstanding.query();
    expect(outstanding.find((r) => r.recipientName === 'Outstanding Family')).toMatchObject({ bills: 1, duePaise: 110_000, recipientGstin: null });

    expect((await get(`/api/accounts/bills.csv?from=${day}&to=${day}`, demo.viewer)).status).toBe(403);
    const backwards = await get(`/api/accounts/payments.csv?from=${day}&to=2020-01-01`, demo.operator);
    expect(backwards.status).toBe(400);
    expect((await backwards.json()) as unknown).toMatchObject({ message: 'The start date must be on or before the end date' });
  });
});
