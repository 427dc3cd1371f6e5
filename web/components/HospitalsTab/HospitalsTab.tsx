import { Badge, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { formatPoint } from '../../../shared/geo';
import { HOSPITAL_SERVICE_LABELS, HOSPITAL_SERVICES, hospitalFormSchema, type HospitalFormInput } from '../../../shared/schemas/hospital';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorCode, apiErrorMessage, successToast, useFetchErrorToast } from '../../lib/staff-feedback';
import { isStaleWrite, writeErrorToast } from '../../lib/stale-write';
import { usePermission } from '../../lib/use-permission';
import { ConfirmDelete } from '../ConfirmDelete/ConfirmDelete';
import { RowActions, StaffTableFrame, useConfirmedDelete } from '../StaffTable/StaffTable';

type Hospital = RouterOutputs['hospitals']['list'][number];

/**
 * The receiving hospitals (issue 39): every staff role reads the list (a booking's destination is
 * chosen from it), admins add, edit and remove them.
 */
export function HospitalsTab() {
  const canManage = usePermission('manageUsers');
  const utils = trpc.useUtils();
  const hospitals = trpc.hospitals.list.useQuery();
  useFetchErrorToast(hospitals.error, 'Failed to fetch hospitals');
  const [editing, setEditing] = useState<Hospital | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const remove = trpc.hospitals.delete.useMutation();
  const deletion = useConfirmedDelete<Hospital>({
    remove: (h) => remove.mutateAsync({ id: h.id, version: h.version }),
    success: 'Hospital removed from the list',
    failure: 'Failed to remove hospital',
    refresh: () => void utils.hospitals.invalidate(),
  });
  const openForm = (hospital: Hospital | null) => {
    setEditing(hospital);
    setFormOpen(true);
  };
  return (
    <>
      {canManage ? (
        <Group justify="flex-end" mb="md">
          <Button onClick={() => openForm(null)}>Add Hospital</Button>
        </Group>
      ) : null}
      <StaffTableFrame
        pending={hospitals.isPending}
        loadingText="Loading hospitals..."
        emptyText="No hospitals listed"
        minWidth={800}
        columns={[
          {
            label: 'Hospital',
            cell: (h) => (
              <div>
                <Text span inherit fw={600}>
                  {h.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {h.address}
                </Text>
              </div>
            ),
          },
          { label: 'Emergency department', noWrap: true, cell: (h) => <a href={`tel:${h.edPhone}`}>{h.edPhone}</a> },
          {
            label: 'Takes',
            cell: (h) => (
              <Group gap={4}>
                {h.services.map((s) => (
                  <Badge key={s} variant="light" size="sm">
                    {HOSPITAL_SERVICE_LABELS[s]}
                  </Badge>
                ))}
              </Group>
            ),
          },
          { label: 'Point', noWrap: true, cell: (h) => formatPoint(h.point) },
          canManage && { label: 'Actions', actions: true, cell: (h) => <RowActions label={h.name} onEdit={() => openForm(h)} onDelete={() => deletion.ask(h)} /> },
        ]}
        rows={hospitals.data}
      />
      <Modal opened={formOpen} onClose={() => setFormOpen(false)} title={editing ? 'Edit Hospital' : 'Add Hospital'} size="lg" centered>
        {formOpen ? <HospitalForm hospital={editing} onDone={() => setFormOpen(false)} /> : null}
      </Modal>
      <ConfirmDelete title="Remove hospital?" state={deletion}>
        {deletion.row?.name} will be removed from the list. Bookings to it keep their destination.
      </ConfirmDelete>
    </>
  );
}

function HospitalForm({ hospital, onDone }: { hospital: Hospital | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<HospitalFormInput>({
    initialValues: {
      name: hospital?.name ?? '',
      address: hospital?.address ?? '',
      point: hospital ? formatPoint(hospital.point) : '',
      edPhone: hospital?.edPhone ?? '',
      services: hospital?.services ?? ['emergency'],
    },
    validate: schemaResolver(hospitalFormSchema, { sync: true }),
  });
  const create = trpc.hospitals.create.useMutation();
  const update = trpc.hospitals.update.useMutation();
  const submit = form.onSubmit(async (values) => {
    try {
      if (hospital) await update.mutateAsync({ id: hospital.id, version: hospital.version, data: values });
      else await create.mutateAsync(values);
      successToast(hospital ? 'Hospital updated successfully' : 'Hospital added successfully');
      onDone();
    } catch (error) {
      writeErrorToast('Failed to save hospital', error, onDone);
      if (apiErrorCode(error) === 'CONFLICT' && !isStaleWrite(error)) form.setFieldError('name', apiErrorMessage(error));
      if (apiErrorCode(error) === 'NOT_FOUND') onDone();
    } finally {
      void utils.hospitals.invalidate();
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Hospital name" required {...form.getInputProps('name')} />
          <TextInput label="Emergency department phone" type="tel" required {...form.getInputProps('edPhone')} />
        </SimpleGrid>
        <TextInput label="Address" required {...form.getInputProps('address')} />
        <TextInput label="Point on the map" description="Coordinates (12.97, 77.59) or a Google Maps link" required {...form.getInputProps('point')} />
        <Checkbox.Group label="Takes" required {...form.getInputProps('services')}>
          <Group mt="xs">
            {HOSPITAL_SERVICES.map((s) => (
              <Checkbox key={s} value={s} label={HOSPITAL_SERVICE_LABELS[s]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {hospital ? 'Save Changes' : 'Add Hospital'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
