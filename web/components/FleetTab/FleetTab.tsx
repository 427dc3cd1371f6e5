import { Badge, Button, Group, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { AMBULANCE_TYPE_LABELS } from '../../../shared/schemas/ambulance';
import { formatCalendarDate } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { refreshAfterChange } from '../../lib/staff-refresh';
import { successToast, useFetchErrorToast } from '../../lib/staff-feedback';
import { writeErrorToast } from '../../lib/stale-write';
import { usePermission } from '../../lib/use-permission';
import { ConfirmDelete } from '../ConfirmDelete/ConfirmDelete';
import { RowActions, StaffTableFrame, useConfirmedDelete } from '../StaffTable/StaffTable';
import { AmbulanceFormModal } from './AmbulanceFormModal';

type Ambulance = RouterOutputs['fleet']['list'][number];

/** Spec section 2, Fleet: every ambulance, ordered by vehicle number. */
export function FleetTab() {
  const canManage = usePermission('manageOperations');
  const utils = trpc.useUtils();
  const fleet = trpc.fleet.list.useQuery();
  useFetchErrorToast(fleet.error, 'Failed to fetch ambulances');

  const [editing, setEditing] = useState<Ambulance | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const availability = trpc.fleet.setAvailability.useMutation();
  const refresh = (outcome: { failed: boolean }) => refreshAfterChange(utils, ['ambulance'], outcome);
  const remove = trpc.fleet.delete.useMutation();
  const deletion = useConfirmedDelete<Ambulance>({
    remove: (a) => remove.mutateAsync({ id: a.id, version: a.version }),
    success: 'Ambulance deleted successfully',
    failure: 'Failed to delete ambulance',
    refresh,
  });
  const openForm = (ambulance: Ambulance | null) => {
    setEditing(ambulance);
    setFormOpen(true);
  };
  // Not optimistic: the switch shows what the server holds, never a change it refused.
  const toggle = async (ambulance: Ambulance, isAvailable: boolean) => {
    let failed = false;
    try {
      await availability.mutateAsync({ id: ambulance.id, version: ambulance.version, isAvailable });
      successToast(`Ambulance marked as ${isAvailable ? 'available' : 'unavailable'}`);
    } catch (error) {
      failed = true;
      writeErrorToast('Failed to update ambulance status', error, () => refresh({ failed: true }));
    } finally {
      refresh({ failed });
    }
  };

  return (
    <>
      {canManage ? (
        <Group justify="flex-end" mb="md">
          <Button onClick={() => openForm(null)}>Add Ambulance</Button>
        </Group>
      ) : null}

      <StaffTableFrame
        pending={fleet.isPending}
        loadingText="Loading ambulances..."
        emptyText="No ambulances in fleet"
        minWidth={800}
        columns={[
          {
            label: 'Vehicle Number',
            cell: (a) => (
              <Text span inherit fw={600}>
                {a.vehicleNumber}
              </Text>
            ),
          },
          { label: 'Type', cell: (a) => AMBULANCE_TYPE_LABELS[a.ambulanceType] },
          {
            label: 'Status',
            noWrap: true,
            cell: (a) => (
              <Group gap="sm" wrap="nowrap">
                {/* Staff's switch (in service or not) and the trip are two facts: both shown. */}
                <Badge color={a.isAvailable ? 'green' : 'gray'} variant="light">
                  {a.isAvailable ? 'Available' : 'Unavailable'}
                </Badge>
                {a.activeBooking ? (
                  <Badge color="violet" variant="light" data-testid="on-booking">
                    On booking {a.activeBooking.reference}
                  </Badge>
                ) : null}
                {canManage ? (
                  <Switch
                    aria-label={`Available: ${a.vehicleNumber}`}
                    checked={a.isAvailable}
                    disabled={availability.isPending && availability.variables?.id === a.id}
                    onChange={(e) => void toggle(a, e.currentTarget.checked)}
                  />
                ) : null}
              </Group>
            ),
          },
          {
            label: 'Driver',
            cell: (a) =>
              a.driverName ? (
                <div>
                  <Text size="sm">{a.driverName}</Text>
                  {a.driverPhone ? (
                    <Text size="xs" c="dimmed">
                      {a.driverPhone}
                    </Text>
                  ) : null}
                </div>
              ) : (
                <Text size="sm" c="dimmed">
                  Not assigned
                </Text>
              ),
          },
          {
            label: 'Next Maintenance',
            noWrap: true,
            cell: (a) => (
              <>
                {a.nextMaintenanceDate ? formatCalendarDate(a.nextMaintenanceDate) : 'Not scheduled'}
                {a.maintenanceStatus === 'overdue' ? (
                  <Badge color="red" variant="filled" ml="xs">
                    Overdue
                  </Badge>
                ) : a.maintenanceStatus === 'due_soon' ? (
                  <Badge color="yellow" variant="light" ml="xs">
                    Due soon
                  </Badge>
                ) : null}
              </>
            ),
          },
          canManage && {
            label: 'Actions',
            actions: true,
            cell: (a) => <RowActions label={a.vehicleNumber} onEdit={() => openForm(a)} onDelete={() => deletion.ask(a)} />,
          },
        ]}
        rows={fleet.data}
      />

      <AmbulanceFormModal ambulance={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
      <ConfirmDelete
        title="Delete ambulance?"
        state={deletion}
      >
        Ambulance {deletion.row?.vehicleNumber} will be removed from the fleet. This cannot be undone.
      </ConfirmDelete>
    </>
  );
}
