import { Anchor, Button, Checkbox, Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { BILL_KIND_LABELS, PAYMENT_METHODS, PAYMENT_METHOD_LABELS, type BillKind, type PaymentMethod } from '../../../shared/bills';
import { formatRupees } from '../../../shared/money';
import { billIssueInput, billPdfPath, paymentRecordInput, receiptPdfPath } from '../../../shared/schemas/fares';
import { formatDateTime } from '../../lib/dates';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorMessage, errorToast, successToast } from '../../lib/staff-feedback';
import { hundredthsInputProps } from '../MoneyInput/hundredths-input';

type Bill = RouterOutputs['bills']['forBooking'][number];

/**
 * The trip's bills (issue 40.4): the one in force and the cancelled ones (which keep their
 * numbers), each with its PDF, its payments and their receipts, and what is due. Operators issue
 * a bill (to the customer, or to someone else: an insurer, a company with its GSTIN), cancel one
 * without payments, and record payments.
 */
export function TripBills({ bookingId, canManage }: { bookingId: string; canManage: boolean }) {
  const bills = trpc.bills.forBooking.useQuery({ bookingId });
  const list = bills.data ?? [];
  const inForce = list.find((b) => b.cancelledAt === null);
  return (
    <Stack gap="xs" data-testid="trip-bills">
      {list.map((b) => (
        <BillRow key={b.id} bill={b} />
      ))}
      {canManage ? inForce ? <BillActions bill={inForce} /> : <IssueForm bookingId={bookingId} /> : null}
    </Stack>
  );
}

function BillRow({ bill }: { bill: Bill }) {
  return (
    <Stack gap={2} data-testid="trip-bill">
      <Text size="sm" td={bill.cancelledAt ? 'line-through' : undefined}>
        {BILL_KIND_LABELS[bill.kind]} {bill.number}: {formatRupees(bill.totalPaise)}
        {bill.taxPaise ? ` (GST ${formatRupees(bill.taxPaise)})` : ''}
        {bill.recipientName ? `, to ${bill.recipientName}` : ''}, issued {formatDateTime(bill.issuedAt)}
        {bill.cancelledAt ? ` (cancelled ${formatDateTime(bill.cancelledAt)})` : ''}{' '}
        <Anchor href={billPdfPath(bill.id)} target="_blank" size="sm">
          PDF
        </Anchor>
      </Text>
      {bill.payments.map((p) => (
        <Text key={p.id} size="sm" pl="md" data-testid="trip-payment">
          Receipt {p.number}: {formatRupees(p.amountPaise)} by {PAYMENT_METHOD_LABELS[p.method]}
          {p.reference ? ` (${p.reference})` : ''}, {formatDateTime(p.receivedAt)}{' '}
          <Anchor href={receiptPdfPath(p.id)} target="_blank" size="sm">
            PDF
          </Anchor>
        </Text>
      ))}
      {bill.cancelledAt ? null : (
        <Text size="sm" pl="md" fw={600} data-testid="trip-bill-due">
          {bill.duePaise > 0 ? `Due: ${formatRupees(bill.duePaise)}` : 'Paid in full'}
        </Text>
      )}
    </Stack>
  );
}

function useRefresh(bookingId: string) {
  const utils = trpc.useUtils();
  return () => {
    void utils.bills.forBooking.invalidate({ bookingId });
    void utils.bookings.timeline.invalidate({ id: bookingId });
  };
}

function IssueForm({ bookingId }: { bookingId: string }) {
  const refresh = useRefresh(bookingId);
  const issue = trpc.bills.issue.useMutation();
  const [someoneElse, setSomeoneElse] = useState(false);
  const form = useForm({
    initialValues: { bookingId, kind: 'bill_of_supply' as BillKind, recipientName: '', recipientAddress: '', recipientGstin: '' },
    validate: schemaResolver(billIssueInput, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const input = someoneElse ? values : { bookingId, kind: values.kind };
      const bill = await issue.mutateAsync(input);
      successToast(`Bill ${bill.number} issued`);
    } catch (error) {
      errorToast('Failed to issue the bill', apiErrorMessage(error));
    } finally {
      refresh();
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Issue a bill">
      <Stack gap="xs">
        <SegmentedControl
          size="xs"
          data={[
            { value: 'bill_of_supply', label: 'Bill of supply (patient transport, exempt)' },
            { value: 'tax_invoice', label: 'Tax invoice (vehicle hire)' },
          ]}
          {...form.getInputProps('kind')}
        />
        <Checkbox label="Bill someone other than the customer (an insurer, a company)" checked={someoneElse} onChange={(e) => setSomeoneElse(e.currentTarget.checked)} />
        {someoneElse ? (
          <>
            <TextInput label="Billed to" {...form.getInputProps('recipientName')} />
            <Textarea label="Billing address" autosize minRows={2} {...form.getInputProps('recipientAddress')} />
            <TextInput label="GSTIN of the recipient (if registered)" {...form.getInputProps('recipientGstin')} />
          </>
        ) : null}
        <Group>
          <Button type="submit" size="xs" loading={issue.isPending}>
            Issue {BILL_KIND_LABELS[form.values.kind].toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function BillActions({ bill }: { bill: Bill }) {
  const refresh = useRefresh(bill.bookingId);
  const cancel = trpc.bills.cancel.useMutation();
  const [paying, setPaying] = useState(false);
  const cancelBill = async () => {
    try {
      successToast(`Bill ${(await cancel.mutateAsync({ id: bill.id })).number} cancelled`);
    } catch (error) {
      errorToast('Failed to cancel the bill', apiErrorMessage(error));
    } finally {
      refresh();
    }
  };
  return (
    <Stack gap="xs">
      <Group>
        {bill.duePaise > 0 && !paying ? (
          <Button size="xs" onClick={() => setPaying(true)}>
            Record a payment
          </Button>
        ) : null}
        {bill.payments.length === 0 ? (
          <Button size="xs" color="red" variant="light" loading={cancel.isPending} onClick={() => void cancelBill()}>
            Cancel bill {bill.number}
          </Button>
        ) : null}
      </Group>
      {paying ? <PaymentForm bill={bill} onDone={() => setPaying(false)} /> : null}
    </Stack>
  );
}

function PaymentForm({ bill, onDone }: { bill: Bill; onDone: () => void }) {
  const refresh = useRefresh(bill.bookingId);
  const record = trpc.bills.recordPayment.useMutation();
  // One key per payment: a retry of the same one (a lost answer) is recorded once.
  const [key] = useState(newIdempotencyKey);
  const form = useForm({
    initialValues: { billId: bill.id, key, method: 'upi' as PaymentMethod, amountPaise: bill.duePaise, reference: '' },
    validate: schemaResolver(paymentRecordInput, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const payment = await record.mutateAsync(values);
      successToast(`Payment recorded: receipt ${payment.number}`);
      onDone();
    } catch (error) {
      errorToast('Failed to record the payment', apiErrorMessage(error));
    } finally {
      refresh();
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Record a payment">
      <Stack gap="xs">
        <Select label="Paid by" data={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))} allowDeselect={false} {...form.getInputProps('method')} />
        <NumberInput label="Amount (₹)" min={0} {...hundredthsInputProps(form, 'amountPaise')} />
        <TextInput label="Reference (UPI transaction id, card slip, claim number)" {...form.getInputProps('reference')} />
        <Group justify="flex-end">
          <Button variant="default" size="xs" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" size="xs" loading={record.isPending}>
            Save payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
