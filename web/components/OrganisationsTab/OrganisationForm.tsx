import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formatPoint } from '../../../shared/geo';
import { ORGANISATION_KIND_LABELS, ORGANISATION_KINDS, organisationFormSchema, type OrganisationFormInput } from '../../../shared/schemas/partner';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorCode, apiErrorMessage, apiFieldError, successToast } from '../../lib/staff-feedback';
import { isStaleWrite, writeErrorToast } from '../../lib/stale-write';

type Organisation = RouterOutputs['organisations']['list'][number];
type Values = { [Key in keyof Required<OrganisationFormInput>]: Key extends 'kind' ? OrganisationFormInput['kind'] : string };

const KIND_OPTIONS = ORGANISATION_KINDS.map((value) => ({ value, label: ORGANISATION_KIND_LABELS[value] }));

/** Adds an organisation, or edits one (sending the version it was read at: a stale edit is refused and says by whom). */
export function OrganisationForm({ organisation, onDone }: { organisation: Organisation | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<Values>({
    initialValues: {
      name: organisation?.name ?? '',
      kind: organisation?.kind ?? 'hospital',
      address: organisation?.address ?? '',
      point: organisation ? formatPoint(organisation.point) : '',
      billingName: organisation?.billingName ?? '',
      billingEmail: organisation?.billingEmail ?? '',
      billingPhone: organisation?.billingPhone ?? '',
      notes: organisation?.notes ?? '',
    },
    validate: schemaResolver(organisationFormSchema, { sync: true }),
  });
  const create = trpc.organisations.create.useMutation();
  const update = trpc.organisations.update.useMutation();
  const submit = form.onSubmit(async (values) => {
    try {
      if (organisation) await update.mutateAsync({ id: organisation.id, version: organisation.version, data: values });
      else await create.mutateAsync(values);
      successToast(organisation ? 'Organisation updated successfully' : 'Organisation added successfully');
      onDone();
    } catch (error) {
      const field = Object.keys(values).find((name) => apiFieldError(error, name));
      if (field) form.setFieldError(field, apiFieldError(error, field));
      else if (apiErrorCode(error) === 'CONFLICT' && !isStaleWrite(error)) form.setFieldError('name', apiErrorMessage(error));
      else writeErrorToast('Failed to save organisation', error, onDone);
    } finally {
      void utils.organisations.list.invalidate();
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Organisation name" required {...form.getInputProps('name')} />
          <Select label="Kind" required allowDeselect={false} data={KIND_OPTIONS} {...form.getInputProps('kind')} />
        </SimpleGrid>
        <TextInput label="Address" description="Their trips are picked up here unless they say otherwise" required {...form.getInputProps('address')} />
        <TextInput label="Point on the map" description="Coordinates (12.97, 77.59) or a Google Maps link" required {...form.getInputProps('point')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Billing contact name" required {...form.getInputProps('billingName')} />
          <TextInput label="Billing e-mail" type="email" required {...form.getInputProps('billingEmail')} />
          <TextInput label="Billing phone" type="tel" {...form.getInputProps('billingPhone')} />
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {organisation ? 'Save Changes' : 'Add Organisation'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
