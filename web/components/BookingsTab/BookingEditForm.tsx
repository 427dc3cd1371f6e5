import '@mantine/dates/styles.css';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  bookingEditSchema,
  bookingFormSchema,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type BookingEditInput,
  type BookingFormInput,
} from '../../../shared/schemas/booking';
import { hospitalDestination } from '../../../shared/hospitals';
import { fromPickerValue, nextQuarterHour, toPickerValue } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { patchListPage, patchQueue } from '../../lib/booking-patches';
import { refreshAfterChange } from '../../lib/staff-refresh';
import { apiErrorCode, apiErrorMessage, errorToast, successToast } from '../../lib/staff-feedback';
import { isStaleWrite } from '../../lib/stale-write';
import { DestinationHospitalSelect } from './DestinationHospitalSelect';

type Booking = RouterOutputs['bookings']['list']['items'][number];
/** What the form edits of a booking (status only when creating one). */
type Values = Omit<Required<BookingEditInput>, 'destinationHospitalId'> & { status: BookingFormInput['status']; destinationHospitalId: string | null };
const EDITED_FIELDS = ['customerName', 'customerPhone', 'customerEmail', 'pickupLocation', 'dropoffLocation', 'destinationHospitalId', 'serviceType', 'bookingDate', 'notes'] as const;

const SERVICE_OPTIONS = SERVICE_TYPES.map((value) => ({ value, label: SERVICE_TYPE_LABELS[value] }));
const STATUS_OPTIONS = BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] }));

/** Spec section 4: a new booking is pending, emergency; its time defaults to the next quarter hour. */
function initialValues(booking: Booking | null): Values {
  return {
    customerName: booking?.customerName ?? '',
    customerPhone: booking?.customerPhone ?? '',
    customerEmail: booking?.customerEmail ?? '',
    pickupLocation: booking?.pickupLocation ?? '',
    dropoffLocation: booking?.dropoffLocation ?? '',
    destinationHospitalId: booking?.destinationHospitalId ?? null,
    serviceType: booking?.serviceType ?? 'emergency',
    status: booking?.status ?? 'pending',
    bookingDate: booking?.bookingDate ?? nextQuarterHour(),
    notes: booking?.notes ?? '',
  };
}

/** The fields the person changed from `base` (the booking as the form read it). */
function changedFields(values: Values, base: Values): Partial<Values> {
  return Object.fromEntries(EDITED_FIELDS.filter((field) => values[field] !== base[field]).map((field) => [field, values[field]]));
}

/**
 * The booking form inside the dialog: its own chunk, with the date picker and the validator.
 * Editing sends only the fields changed, with the version the form was opened at; status is
 * set only when creating (afterwards it moves through the dispatch actions on the booking's page).
 */
export function BookingEditForm({ booking, onDone }: { booking: Booking | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  // What the form was read from: a stale save offers to reload it, keeping what was typed.
  const [base, setBase] = useState(() => ({ values: initialValues(booking), version: booking?.version ?? 0 }));
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const form = useForm<Values>({
    initialValues: base.values,
    validate: schemaResolver(booking ? bookingEditSchema : bookingFormSchema, { sync: true }),
  });
  const create = trpc.bookings.create.useMutation();
  const update = trpc.bookings.update.useMutation();
  const saving = create.isPending || update.isPending;

  const submit = form.onSubmit(async (values) => {
    let failed = false;
    try {
      if (booking) showOwnChange(utils, await update.mutateAsync({ id: booking.id, version: base.version, data: changedFields(values, base.values) }));
      else await create.mutateAsync(values);
      successToast(booking ? 'Booking updated successfully' : 'Booking created successfully');
      onDone();
    } catch (error) {
      failed = true;
      if (isStaleWrite(error)) setStale(apiErrorMessage(error));
      else errorToast('Failed to save booking', apiErrorMessage(error));
      // Deleted by someone else meanwhile: nothing to save into any more.
      if (apiErrorCode(error) === 'NOT_FOUND') onDone();
    } finally {
      refreshAfterChange(utils, ['booking'], { failed });
    }
  });

  // Reads the booking as it is now: fields the person did not touch show the new values, the
  // ones they changed keep their typing, and the next save is made from the new version.
  const reload = async () => {
    if (!booking) return;
    setReloading(true);
    try {
      const fresh = await utils.client.bookings.byId.query({ id: booking.id });
      const freshValues = initialValues(fresh);
      const typed = changedFields(form.values, base.values);
      form.setValues({ ...freshValues, ...typed });
      setBase({ values: freshValues, version: fresh.version });
      setStale(null);
    } catch (error) {
      errorToast('Failed to fetch bookings', apiErrorMessage(error));
      if (apiErrorCode(error) === 'NOT_FOUND') onDone();
    } finally {
      setReloading(false);
    }
  };

  const bookingDate = form.values.bookingDate;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {stale ? (
          <Alert color="red" title="Not saved" data-testid="stale-write">
            {stale}
            <Group mt="xs">
              <Button size="xs" variant="light" loading={reloading} onClick={() => void reload()}>
                Reload
              </Button>
            </Group>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Customer Name" required autoComplete="off" {...form.getInputProps('customerName')} />
          <TextInput label="Phone" type="tel" required autoComplete="off" {...form.getInputProps('customerPhone')} />
          <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('customerEmail')} />
          <Select label="Service Type" required data={SERVICE_OPTIONS} allowDeselect={false} {...form.getInputProps('serviceType')} />
          <TextInput label="Pickup Location" required {...form.getInputProps('pickupLocation')} />
          <DestinationHospitalSelect
            bookingId={booking?.id ?? null}
            serviceType={form.values.serviceType}
            value={form.values.destinationHospitalId}
            onChange={(hospital) => {
              form.setFieldValue('destinationHospitalId', hospital?.id ?? null);
              if (hospital) form.setFieldValue('dropoffLocation', hospitalDestination(hospital));
            }}
          />
          <TextInput
            label="Dropoff Location"
            required
            readOnly={form.values.destinationHospitalId !== null}
            description={form.values.destinationHospitalId !== null ? 'The listed hospital\'s address (clear the hospital to type another destination)' : undefined}
            {...form.getInputProps('dropoffLocation')}
          />
          <DateTimePicker
            label="Booking Date & Time"
            required
            valueFormat="MMM DD, YYYY HH:mm"
            description="Bengaluru time (IST)"
            value={bookingDate ? toPickerValue(bookingDate) : null}
            onChange={(value) => form.setFieldValue('bookingDate', value ? fromPickerValue(value) : '')}
            error={form.errors.bookingDate}
          />
          {booking ? null : <Select label="Status" required data={STATUS_OPTIONS} allowDeselect={false} {...form.getInputProps('status')} />}
        </SimpleGrid>
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

/**
 * The saved booking, as the answer brings it, replaces its row in the lists at once: the next
 * action on the row (delete, edit again) must carry the new version, not wait for the live event
 * (an early Delete was refused as a stale write when the event came late).
 */
function showOwnChange(utils: ReturnType<typeof trpc.useUtils>, saved: RouterOutputs['bookings']['update']) {
  utils.bookings.list.setQueriesData({}, {}, (page) => page && patchListPage(page, saved.id, saved));
  utils.dashboard.queue.setData(undefined, (queue) => queue && patchQueue(queue, saved.id, saved));
}
