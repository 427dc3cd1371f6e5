import '@mantine/dates/styles.css';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  bookingFormSchema,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type BookingFormInput,
} from '../../../shared/schemas/booking';
import { fromPickerValue, nextQuarterHour, toPickerValue } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { refreshAfterChange } from '../../lib/staff-refresh';
import { apiErrorCode, apiErrorMessage, errorToast, successToast } from '../../lib/staff-feedback';

type Booking = RouterOutputs['bookings']['list']['items'][number];

const SERVICE_OPTIONS = SERVICE_TYPES.map((value) => ({ value, label: SERVICE_TYPE_LABELS[value] }));
const STATUS_OPTIONS = BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] }));

/** Spec section 4: a new booking is pending, emergency; its time defaults to the next quarter hour. */
function initialValues(booking: Booking | null): BookingFormInput {
  return {
    customerName: booking?.customerName ?? '',
    customerPhone: booking?.customerPhone ?? '',
    customerEmail: booking?.customerEmail ?? '',
    pickupLocation: booking?.pickupLocation ?? '',
    dropoffLocation: booking?.dropoffLocation ?? '',
    serviceType: booking?.serviceType ?? 'emergency',
    status: booking?.status ?? 'pending',
    bookingDate: booking?.bookingDate ?? nextQuarterHour(),
    notes: booking?.notes ?? '',
  };
}

/** The booking form inside the dialog: its own chunk, with the date picker and the validator. */
export function BookingEditForm({ booking, onDone }: { booking: Booking | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<BookingFormInput>({
    initialValues: initialValues(booking),
    validate: schemaResolver(bookingFormSchema, { sync: true }),
  });
  const create = trpc.bookings.create.useMutation();
  const update = trpc.bookings.update.useMutation();
  const saving = create.isPending || update.isPending;

  // Cancelling an existing booking asks why (the server requires it, the timeline keeps it).
  const [cancelReason, setCancelReason] = useState('');
  const [cancelReasonError, setCancelReasonError] = useState<string | null>(null);
  const asksReason = booking !== null && booking.status !== 'cancelled' && form.values.status === 'cancelled';

  const submit = form.onSubmit(async (values) => {
    if (asksReason && !cancelReason.trim()) return setCancelReasonError('Please give a reason for cancelling.');
    let failed = false;
    try {
      if (booking) await update.mutateAsync({ id: booking.id, data: values, cancelReason: asksReason ? cancelReason.trim() : null });
      else await create.mutateAsync(values);
      successToast(booking ? 'Booking updated successfully' : 'Booking created successfully');
      onDone();
    } catch (error) {
      failed = true;
      errorToast('Failed to save booking', apiErrorMessage(error));
      // Deleted by someone else meanwhile: nothing to save into any more.
      if (apiErrorCode(error) === 'NOT_FOUND') onDone();
    } finally {
      refreshAfterChange(utils, ['booking'], { failed });
    }
  });

  const bookingDate = form.values.bookingDate;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Customer Name" required autoComplete="off" {...form.getInputProps('customerName')} />
          <TextInput label="Phone" type="tel" required autoComplete="off" {...form.getInputProps('customerPhone')} />
          <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('customerEmail')} />
          <Select label="Service Type" required data={SERVICE_OPTIONS} allowDeselect={false} {...form.getInputProps('serviceType')} />
          <TextInput label="Pickup Location" required {...form.getInputProps('pickupLocation')} />
          <TextInput label="Dropoff Location" required {...form.getInputProps('dropoffLocation')} />
          <DateTimePicker
            label="Booking Date & Time"
            required
            valueFormat="MMM DD, YYYY HH:mm"
            description="Bengaluru time (IST)"
            value={bookingDate ? toPickerValue(bookingDate) : null}
            onChange={(value) => form.setFieldValue('bookingDate', value ? fromPickerValue(value) : '')}
            error={form.errors.bookingDate}
          />
          <Select label="Status" required data={STATUS_OPTIONS} allowDeselect={false} {...form.getInputProps('status')} />
        </SimpleGrid>
        {asksReason ? (
          <Textarea
            label="Reason for cancelling"
            required
            autosize
            minRows={2}
            value={cancelReason}
            error={cancelReasonError}
            onChange={(e) => {
              setCancelReason(e.currentTarget.value);
              setCancelReasonError(null);
            }}
          />
        ) : null}
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {booking ? 'Save Changes' : 'Create Booking'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
