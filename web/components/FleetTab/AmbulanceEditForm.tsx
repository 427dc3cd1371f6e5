import '@mantine/dates/styles.css';
import { Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import {
  AMBULANCE_TYPE_LABELS,
  AMBULANCE_TYPES,
  ambulanceFormSchema,
  VEHICLE_NUMBER_PLACEHOLDER,
  type AmbulanceFormInput,
} from '../../../shared/schemas/ambulance';
import { refreshAfterChange } from '../../lib/staff-refresh';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorCode, apiErrorMessage, successToast } from '../../lib/staff-feedback';
import { isStaleWrite, writeErrorToast } from '../../lib/stale-write';

type Ambulance = RouterOutputs['fleet']['list'][number];

const TYPE_OPTIONS = AMBULANCE_TYPES.map((value) => ({ value, label: AMBULANCE_TYPE_LABELS[value] }));

function initialValues(ambulance: Ambulance | null): AmbulanceFormInput {
  return {
    vehicleNumber: ambulance?.vehicleNumber ?? '',
    // Required, with no default in the spec: the staff member chooses.
    ambulanceType: ambulance?.ambulanceType ?? (null as unknown as AmbulanceFormInput['ambulanceType']),
    isAvailable: ambulance?.isAvailable ?? true,
    lastMaintenanceDate: ambulance?.lastMaintenanceDate ?? null,
    nextMaintenanceDate: ambulance?.nextMaintenanceDate ?? null,
    driverName: ambulance?.driverName ?? '',
    driverPhone: ambulance?.driverPhone ?? '',
  };
}

/** The ambulance form inside the dialog: its own chunk, with the date pickers and the validator. */
export function AmbulanceEditForm({ ambulance, onDone }: { ambulance: Ambulance | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<AmbulanceFormInput>({
    initialValues: initialValues(ambulance),
    validate: schemaResolver(ambulanceFormSchema, { sync: true }),
  });
  const create = trpc.fleet.create.useMutation();
  const update = trpc.fleet.update.useMutation();
  const saving = create.isPending || update.isPending;

  const submit = form.onSubmit(async (values) => {
    let failed = false;
    try {
      if (ambulance) await update.mutateAsync({ id: ambulance.id, version: ambulance.version, data: values });
      else await create.mutateAsync(values);
      successToast(ambulance ? 'Ambulance updated successfully' : 'Ambulance added successfully');
      onDone();
    } catch (error) {
      failed = true;
      const code = apiErrorCode(error);
      // Spec section 8: the server's message, or the generic one.
      // A stale write keeps the dialog open with what was typed; Reload closes it onto the current row.
      writeErrorToast('Failed to save ambulance', error, onDone);
      if (code === 'CONFLICT' && !isStaleWrite(error)) form.setFieldError('vehicleNumber', apiErrorMessage(error));
      if (code === 'NOT_FOUND') onDone();
    } finally {
      refreshAfterChange(utils, ['ambulance'], { failed });
    }
  });

  const vehicleNumber = form.getInputProps('vehicleNumber');
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Vehicle Number"
            required
            placeholder={VEHICLE_NUMBER_PLACEHOLDER}
            autoComplete="off"
            {...vehicleNumber}
            // Upper-cased as typed (spec section 5).
            onChange={(e) => form.setFieldValue('vehicleNumber', e.currentTarget.value.toUpperCase())}
          />
          <Select label="Type" required placeholder="Choose a type" data={TYPE_OPTIONS} {...form.getInputProps('ambulanceType')} />
          <TextInput label="Driver Name" autoComplete="off" {...form.getInputProps('driverName')} />
          <TextInput label="Driver Phone" type="tel" autoComplete="off" {...form.getInputProps('driverPhone')} />
          <DatePickerInput label="Last Maintenance" clearable valueFormat="MMM DD, YYYY" {...form.getInputProps('lastMaintenanceDate')} />
          <DatePickerInput label="Next Maintenance" clearable valueFormat="MMM DD, YYYY" {...form.getInputProps('nextMaintenanceDate')} />
        </SimpleGrid>
        <Switch label="Available" {...form.getInputProps('isAvailable', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {ambulance ? 'Save Changes' : 'Add Ambulance'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
