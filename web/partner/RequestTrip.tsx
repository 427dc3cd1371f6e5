import '@mantine/dates/styles.css';
import { Alert, Button, Checkbox, Group, Paper, Radio, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from '../../shared/booking-values';
import { partnerTripRequestInput, TRIP_NEED_LABELS, TRIP_NEEDS, type PartnerTripRequestInput } from '../../shared/schemas/partner';
import { formatDateTime, fromPickerValue, nextQuarterHour, toPickerValue } from '../lib/dates';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { trpc, type RouterOutputs } from '../lib/staff-client';
import { httpStatusOf } from '../lib/live-stream';
import { apiErrorMessage, apiFieldError } from '../lib/staff-feedback';
import { PartnerButtonLink } from './PartnerLinks';
import type { PartnerRouter } from './router';

/** The trip as the server answered, and whether it was asked for a time (or now). */
type Requested = { trip: RouterOutputs['partner']['requestTrip']; atTime: boolean };
type Values = Required<Omit<PartnerTripRequestInput, 'pickupLocation' | 'notes'>> & { pickupLocation: string; notes: string };

const SERVICE_OPTIONS = SERVICE_TYPES.map((value) => ({ value, label: SERVICE_TYPE_LABELS[value] }));

/**
 * Request a trip, now or at a chosen date and time (Bengaluru time, whatever the browser's
 * zone), validated with the shared schema the server parses it with. One idempotency key per
 * form view: a retry after a lost answer (or a second press) carries the same key and the
 * server stores the trip once; after the confirmation the next request is a new form view with
 * a new key.
 */
export function RequestTrip() {
  const [done, setDone] = useState<Requested | null>(null);
  const [view, setView] = useState(0);
  if (done) {
    return (
      <Paper withBorder p="lg" maw={560} mx="auto" data-testid="trip-requested">
        <Stack>
          <Title order={2} size="h3">
            Trip requested
          </Title>
          <Text>
            Your reference is <strong data-testid="trip-reference">#{done.trip.reference}</strong>: quote it if you call us about this trip.
          </Text>
          <Text size="sm" c="dimmed">
            {done.trip.patientName}, {done.atTime ? formatDateTime(done.trip.bookingDate) : 'as soon as possible'}. Its status and ambulance show on the board as they change.
          </Text>
          <Group>
            <PartnerButtonLink<PartnerRouter> to="/partner">See the board</PartnerButtonLink>
            <Button
              variant="default"
              onClick={() => {
                setDone(null);
                setView((v) => v + 1);
              }}
            >
              Request another trip
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }
  // Each form view is a new form with a new key.
  return <RequestForm key={view} onRequested={setDone} />;
}

function RequestForm({ onRequested }: { onRequested: (trip: Requested) => void }) {
  const me = trpc.partner.me.useQuery();
  const ownAddress = me.data?.organisation.address ?? '';
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [pickupAtOwnAddress, setPickupAtOwnAddress] = useState(true);
  const utils = trpc.useUtils();
  // The board and history show it at once, whether or not its live event has come yet.
  const request = trpc.partner.requestTrip.useMutation({ onSuccess: () => void Promise.all([utils.partner.board.invalidate(), utils.partner.history.invalidate()]) });
  const form = useForm<Values>({
    initialValues: {
      patientName: '',
      patientPhone: '',
      pickupLocation: '',
      dropoffLocation: '',
      serviceType: 'transfer',
      needs: [],
      notes: '',
      scheduledAt: null,
      idempotencyKey,
    },
    validate: (values) => ({
      ...schemaResolver(partnerTripRequestInput, { sync: true })(values),
      // Blank means "our address" to the server: another pickup must be written out.
      ...(!pickupAtOwnAddress && !values.pickupLocation.trim() ? { pickupLocation: 'Pickup address is required' } : {}),
    }),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const trip = await request.mutateAsync({ ...values, pickupLocation: pickupAtOwnAddress ? null : values.pickupLocation });
      onRequested({ trip, atTime: values.scheduledAt !== null });
    } catch (error) {
      const field = Object.keys(values).find((name) => apiFieldError(error, name));
      if (field) form.setFieldError(field, apiFieldError(error, field));
      // No answer at all (offline, the connection dropped): the request may or may not have
      // arrived; the same key makes sending it again safe.
      else setFailure(httpStatusOf(error) === undefined ? 'No answer came from our server: the connection may have dropped.' : apiErrorMessage(error));
    }
  });
  const later = form.values.scheduledAt !== null;
  return (
    <form onSubmit={submit} noValidate aria-label="Request a trip">
      <Stack maw={720} mx="auto">
        <Title order={2} size="h3">
          Request a trip
        </Title>
        {failure ? (
          <Alert color="red" title="The trip was not requested" data-testid="request-failed">
            {failure} What you typed is kept: press Request trip again (it will not be booked twice).
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Patient name" required autoComplete="off" {...form.getInputProps('patientName')} />
          <TextInput label="Patient phone" type="tel" required autoComplete="off" {...form.getInputProps('patientPhone')} />
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="request-when">
            When
          </Text>
          <SegmentedControl
            aria-labelledby="request-when"
            value={later ? 'later' : 'now'}
            onChange={(value) => form.setFieldValue('scheduledAt', value === 'later' ? nextQuarterHour() : null)}
            data={[
              { value: 'now', label: 'Now' },
              { value: 'later', label: 'Choose date and time' },
            ]}
          />
          {later ? (
            <DateTimePicker
              label="Pickup date and time"
              description="Bengaluru time (IST)"
              required
              valueFormat="MMM DD, YYYY HH:mm"
              value={form.values.scheduledAt ? toPickerValue(form.values.scheduledAt) : null}
              onChange={(value) => form.setFieldValue('scheduledAt', value ? fromPickerValue(value) : nextQuarterHour())}
              error={form.errors.scheduledAt}
            />
          ) : null}
        </Stack>
        <Radio.Group
          label="Pickup"
          value={pickupAtOwnAddress ? 'own' : 'other'}
          onChange={(value) => {
            setPickupAtOwnAddress(value === 'own');
            form.clearFieldError('pickupLocation');
          }}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="own" label={`Our address: ${ownAddress}`} />
            <Radio value="other" label="Another address" />
          </Stack>
        </Radio.Group>
        {pickupAtOwnAddress ? null : <TextInput label="Pickup address" required {...form.getInputProps('pickupLocation')} />}
        <TextInput label="Destination" required {...form.getInputProps('dropoffLocation')} />
        <Select label="Service type" required allowDeselect={false} data={SERVICE_OPTIONS} {...form.getInputProps('serviceType')} />
        <Checkbox.Group label="Needs" {...form.getInputProps('needs')}>
          <Group mt="xs">
            {TRIP_NEEDS.map((need) => (
              <Checkbox key={need} value={need} label={TRIP_NEED_LABELS[need]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button type="submit" loading={request.isPending}>
            Request trip
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
