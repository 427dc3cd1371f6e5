import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { ORGANISATION_KIND_LABELS } from '../../../shared/schemas/partner';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { useFetchErrorToast } from '../../lib/staff-feedback';
import { StaffTableFrame, RowActions } from '../StaffTable/StaffTable';
import { ApiKeysPanel, useOrganisationKeysApi } from '../ApiKeys/ApiKeys';
import { OrganisationForm } from './OrganisationForm';
import { OrganisationPeople } from './OrganisationPeople';

type Organisation = RouterOutputs['organisations']['list'][number];

/**
 * Partner organisations (issue 37, admins only): hospitals, clinics, dialysis centres, companies
 * and event organisers that book their own trips on the partner console (/partner). An admin adds
 * and edits them, invites their people by e-mail (a link to send, valid 7 days, used once) and
 * ends a person's access, and manages its API keys for it (issue 38.1).
 */
export function OrganisationsTab() {
  const organisations = trpc.organisations.list.useQuery();
  useFetchErrorToast(organisations.error, 'Failed to fetch organisations');
  const [editing, setEditing] = useState<Organisation | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [peopleOf, setPeopleOf] = useState<Organisation | null>(null);
  const [keysOf, setKeysOf] = useState<Organisation | null>(null);
  const openForm = (organisation: Organisation | null) => {
    setEditing(organisation);
    setFormOpen(true);
  };
  return (
    <>
      <Group justify="flex-end" mb="md">
        <Button onClick={() => openForm(null)}>Add Organisation</Button>
      </Group>
      <StaffTableFrame
        pending={organisations.isPending}
        loadingText="Loading organisations..."
        emptyText="No organisations yet"
        minWidth={800}
        columns={[
          {
            label: 'Organisation',
            cell: (o) => (
              <div>
                <Text span inherit fw={600}>
                  {o.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {o.address}
                </Text>
              </div>
            ),
          },
          { label: 'Kind', noWrap: true, cell: (o) => <Badge variant="light">{ORGANISATION_KIND_LABELS[o.kind]}</Badge> },
          {
            label: 'Billing contact',
            cell: (o) => (
              <div>
                <Text span inherit>
                  {o.billingName}
                </Text>
                <Text size="xs" c="dimmed">
                  {[o.billingEmail, o.billingPhone].filter(Boolean).join(' · ')}
                </Text>
              </div>
            ),
          },
          { label: 'People', noWrap: true, cell: (o) => String(o.people) },
          {
            label: 'Actions',
            actions: true,
            cell: (o) => (
              <Group gap="xs" wrap="nowrap">
                <RowActions label={o.name} onEdit={() => openForm(o)} />
                <Button size="xs" variant="light" onClick={() => setPeopleOf(o)} aria-label={`People of ${o.name}`}>
                  People
                </Button>
                <Button size="xs" variant="light" onClick={() => setKeysOf(o)} aria-label={`API keys of ${o.name}`}>
                  API keys
                </Button>
              </Group>
            ),
          },
        ]}
        rows={organisations.data}
      />
      <Modal opened={formOpen} onClose={() => setFormOpen(false)} title={editing ? 'Edit Organisation' : 'Add Organisation'} size="lg" centered>
        {formOpen ? <OrganisationForm organisation={editing} onDone={() => setFormOpen(false)} /> : null}
      </Modal>
      <Modal opened={peopleOf !== null} onClose={() => setPeopleOf(null)} title={peopleOf ? `People of ${peopleOf.name}` : ''} size="lg" centered>
        {peopleOf ? <OrganisationPeople organisation={peopleOf} /> : null}
      </Modal>
      <Modal opened={keysOf !== null} onClose={() => setKeysOf(null)} title={keysOf ? `API keys of ${keysOf.name}` : ''} size="xl" centered>
        {keysOf ? <OrganisationKeys organisationId={keysOf.id} /> : null}
      </Modal>
    </>
  );
}

/** An organisation's API keys, as its own people see them on /partner/keys (issue 38.1). */
function OrganisationKeys({ organisationId }: { organisationId: string }) {
  return <ApiKeysPanel api={useOrganisationKeysApi(organisationId)} />;
}
