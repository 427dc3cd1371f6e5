import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  AGE_BAND_LABELS,
  AGE_BANDS,
  COMPLAINT_LABELS,
  COMPLAINTS,
  PREALERT_NOTE_MAX,
  PRIORITIES,
  PRIORITY_LABELS,
  SEX_LABELS,
  SEXES,
  prealertDetails,
  type PrealertDetailsInput,
} from '../../../shared/schemas/prealert';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorMessage, errorToast, successToast } from '../../lib/staff-feedback';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

/** The pre-alert's coded summary, validated with the server's schema; sending opens nothing by itself. */
export function PrealertForm({ bookingId, current, onDone }: { bookingId: string; current: RouterOutputs['bookings']['prealert']; onDone: () => void }) {
  const utils = trpc.useUtils();
  const send = trpc.bookings.sendPrealert.useMutation();
  const form = useForm<PrealertDetailsInput>({
    initialValues: {
      ageBand: current?.ageBand ?? (null as unknown as PrealertDetailsInput['ageBand']),
      sex: current?.sex ?? (null as unknown as PrealertDetailsInput['sex']),
      complaint: current?.complaint ?? (null as unknown as PrealertDetailsInput['complaint']),
      note: current?.note ?? '',
      priority: current?.priority ?? (null as unknown as PrealertDetailsInput['priority']),
    },
    validate: schemaResolver(prealertDetails, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const sent = await send.mutateAsync({ bookingId, ...values });
      utils.bookings.prealert.setData({ bookingId }, sent);
      successToast('Pre-alert ready: share it with the hospital');
      onDone();
    } catch (error) {
      errorToast('Failed to send pre-alert', apiErrorMessage(error));
    } finally {
      void utils.bookings.timeline.invalidate({ id: bookingId });
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="prealert-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Age band" required data={options(AGE_BANDS, AGE_BAND_LABELS)} {...form.getInputProps('ageBand')} />
        <Select label="Sex" required data={options(SEXES, SEX_LABELS)} {...form.getInputProps('sex')} />
        <Select label="Chief complaint" required data={options(COMPLAINTS, COMPLAINT_LABELS)} {...form.getInputProps('complaint')} />
        <Select label="Priority" required data={options(PRIORITIES, PRIORITY_LABELS)} {...form.getInputProps('priority')} />
      </SimpleGrid>
      <TextInput mt="sm" label="Note (no names)" maxLength={PREALERT_NOTE_MAX} {...form.getInputProps('note')} />
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={send.isPending}>
          Send pre-alert
        </Button>
      </Group>
    </form>
  );
}
