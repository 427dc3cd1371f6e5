import { ActionIcon, Badge, Button, Group, Modal, NumberInput, Select, Stack, Switch, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { LOCALES } from '../../../shared/i18n/locale';
import { DateTimePicker } from '@mantine/dates';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from '../../../shared/booking-values';
import { formatRupees } from '../../../shared/money';
import { AMBULANCE_TYPE_LABELS, AMBULANCE_TYPES } from '../../../shared/schemas/ambulance';
import { ADD_ON_UNITS, CONCESSION_KINDS, rateCardCreateInput, type RateCardBody } from '../../../shared/schemas/fares';
import { fromPickerValue, formatDateTime, startOfTomorrowInProvider, toPickerValue } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorCode, apiErrorMessage, errorToast, successToast, useFetchErrorToast } from '../../lib/staff-feedback';
import { usePermission } from '../../lib/use-permission';
import { hundredthsInputProps } from '../MoneyInput/hundredths-input';

type Version = RouterOutputs['fares']['list'][number];
type Values = { effectiveFrom: string; body: RateCardBody };

const STATE_LABELS: Record<Version['state'], { text: string; color: string }> = {
  current: { text: 'In force', color: 'green' },
  upcoming: { text: 'Upcoming', color: 'blue' },
  past: { text: 'Past', color: 'gray' },
};
const ADD_ON_UNIT_LABELS: Record<(typeof ADD_ON_UNITS)[number], string> = { trip: 'per trip', floor: 'per floor' };
const CONCESSION_KIND_LABELS: Record<(typeof CONCESSION_KINDS)[number], string> = { percent: '% of the fare', per_km: '₹ off each km' };
const percentText = (bps: number) => `${bps / 100} %`;
const concessionText = (c: RateCardBody['concessions'][number]) => (c.kind === 'percent' ? `${percentText(c.value)} off` : `${formatRupees(c.value)} off each km`);

/**
 * The rate card (issue 40.1): the version in force and every other, each applying from its date
 * until the next one's. Admins add a version (prefilled from the latest) and may withdraw one
 * not yet in force; a version is never edited, so a trip keeps the fares it was priced with.
 */
export function FaresTab() {
  const canManage = usePermission('manageUsers');
  const utils = trpc.useUtils();
  const versions = trpc.fares.list.useQuery();
  useFetchErrorToast(versions.error, 'Failed to fetch the rate card');
  const [shownId, setShownId] = useState<string | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const withdraw = trpc.fares.delete.useMutation();
  const list = versions.data ?? [];
  const shown = list.find((v) => v.id === shownId) ?? list.find((v) => v.state === 'current') ?? list[0];

  const withdrawVersion = async (version: Version) => {
    try {
      await withdraw.mutateAsync({ id: version.id });
      successToast('Version withdrawn');
    } catch (error) {
      errorToast('Failed to withdraw the version', apiErrorMessage(error));
    } finally {
      void utils.fares.invalidate();
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          Rate card
        </Title>
        {/* Not before the versions are read: the form starts from the latest, and opened earlier
            it started from an empty card (an e2e case clicking at once saw "0" for ₹25 a km). */}
        {canManage ? (
          <Button disabled={versions.isPending} onClick={() => setFormOpen(true)}>
            New version
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        Each change is a new version that applies from its date; a trip keeps the version it was priced with. Emergencies are dispatched before any payment.
      </Text>
      {versions.isPending ? <Text>Loading the rate card…</Text> : list.length === 0 ? <Text>No rate card yet: fares are set per trip.</Text> : null}
      {list.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table data-testid="rate-card-versions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Applies from</Table.Th>
                <Table.Th>Until</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Added by</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((v) => (
                <Table.Tr key={v.id} data-state={v.state} aria-current={v.id === shown?.id ? 'true' : undefined}>
                  <Table.Td>{formatDateTime(v.effectiveFrom)}</Table.Td>
                  <Table.Td>{v.effectiveUntil ? formatDateTime(v.effectiveUntil) : '—'}</Table.Td>
                  <Table.Td>
                    <Badge color={STATE_LABELS[v.state].color} variant="light">
                      {STATE_LABELS[v.state].text}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{v.createdByName ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setShownId(v.id)} disabled={v.id === shown?.id}>
                        Show
                      </Button>
                      {canManage && v.state === 'upcoming' ? (
                        <Button size="xs" color="red" variant="light" loading={withdraw.isPending} onClick={() => void withdrawVersion(v)}>
                          Withdraw
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {shown ? <RateCardView version={shown} /> : null}
      <Modal opened={formOpen} onClose={() => setFormOpen(false)} title="New rate card version" size="100%" centered>
        {formOpen ? <RateCardForm base={list[0]?.body ?? null} onDone={() => setFormOpen(false)} /> : null}
      </Modal>
    </Stack>
  );
}

function RateCardView({ version }: { version: Version }) {
  const { body } = version;
  return (
    <Stack data-testid="rate-card" gap="sm">
      <Title order={3} size="h5">
        {STATE_LABELS[version.state].text}: from {formatDateTime(version.effectiveFrom)}
        {version.effectiveUntil ? ` until ${formatDateTime(version.effectiveUntil)}` : ''}
      </Title>
      {body.note ? <Text size="sm">{body.note.en}</Text> : null}
      <Table.ScrollContainer minWidth={720}>
        <Table striped data-testid="rate-card-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Service</Table.Th>
              <Table.Th>Vehicle</Table.Th>
              <Table.Th>Minimum fare</Table.Th>
              <Table.Th>After that, per km</Table.Th>
              <Table.Th>Waiting</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {body.lines.map((l) => (
              <Table.Tr key={`${l.serviceType}/${l.vehicleKind}`}>
                <Table.Td>{SERVICE_TYPE_LABELS[l.serviceType]}</Table.Td>
                <Table.Td>{AMBULANCE_TYPE_LABELS[l.vehicleKind]}</Table.Td>
                <Table.Td>
                  {formatRupees(l.minimumFarePaise)} for the first {l.includedKm} km
                </Table.Td>
                <Table.Td>{formatRupees(l.perKmPaise)}</Table.Td>
                <Table.Td>
                  {l.waitingFreeMinutes} min free, then {formatRupees(l.waitingPerHourPaise)} an hour
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm">{body.night ? `Night (${body.night.from} to ${body.night.to}): ${percentText(body.night.surchargeBps)} on the distance fare.` : 'No night surcharge.'}</Text>
      {body.addOns.length > 0 ? (
        <Text size="sm">
          Add-ons: {body.addOns.map((a) => `${a.label.en} ${formatRupees(a.pricePaise)} ${ADD_ON_UNIT_LABELS[a.per]}`).join(' · ')}
        </Text>
      ) : null}
      {body.concessions.length > 0 ? (
        <Text size="sm">
          Concessions: {body.concessions.map((c) => `${c.label.en} (${c.whoQualifies.en}): ${concessionText(c)}`).join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}

const EMPTY_BODY: RateCardBody = {
  lines: [{ serviceType: 'emergency', vehicleKind: 'emergency', minimumFarePaise: 0, includedKm: 10, perKmPaise: 0, waitingFreeMinutes: 30, waitingPerHourPaise: 0 }],
  night: null,
  addOns: [],
  concessions: [],
  note: null,
};
const NO_TEXT = { en: '', kn: '', hi: '' };
const LANGUAGE_NAMES = { en: 'English', kn: 'Kannada', hi: 'Hindi' } as const;

/** One text for the public in the three languages: an input each. */
function LocalizedInputs({ form, path, label, wide }: { form: UseFormReturnType<Values>; path: string; label: string; wide?: boolean }) {
  return (
    <>
      {LOCALES.map((locale) => (
        <TextInput key={locale} label={`${label} (${LANGUAGE_NAMES[locale]})`} miw={wide ? 260 : undefined} {...form.getInputProps(`${path}.${locale}`)} />
      ))}
    </>
  );
}

function RateCardForm({ base, onDone }: { base: RateCardBody | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<Values>({
    initialValues: { effectiveFrom: startOfTomorrowInProvider(), body: structuredClone(base ?? EMPTY_BODY) },
    validate: schemaResolver(rateCardCreateInput, { sync: true }),
  });
  const create = trpc.fares.create.useMutation();
  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      successToast('Rate card version added');
      onDone();
    } catch (error) {
      // A conflict is about when the version applies (after the latest one, never at the same moment).
      if (apiErrorCode(error) === 'CONFLICT') form.setFieldError('effectiveFrom', apiErrorMessage(error));
      errorToast('Failed to add the version', apiErrorMessage(error));
    } finally {
      void utils.fares.invalidate();
    }
  });
  const { body } = form.values;
  const serviceOptions = SERVICE_TYPES.map((s) => ({ value: s, label: SERVICE_TYPE_LABELS[s] }));
  const vehicleOptions = AMBULANCE_TYPES.map((k) => ({ value: k, label: AMBULANCE_TYPE_LABELS[k] }));
  const listError = (path: string) => (form.errors[path] ? <Text c="red" size="sm">{form.errors[path]}</Text> : null);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <DateTimePicker
          label="Applies from"
          required
          valueFormat="MMM DD, YYYY HH:mm"
          description="Bengaluru time (IST): after the latest version's start"
          value={form.values.effectiveFrom ? toPickerValue(form.values.effectiveFrom) : null}
          onChange={(value) => form.setFieldValue('effectiveFrom', value ? fromPickerValue(value) : '')}
          error={form.errors.effectiveFrom}
          maw={320}
        />
        <Title order={3} size="h5">
          Fares (₹)
        </Title>
        {listError('body.lines')}
        <Table.ScrollContainer minWidth={1000}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Service</Table.Th>
                <Table.Th>Vehicle</Table.Th>
                <Table.Th>Minimum fare</Table.Th>
                <Table.Th>Km in it</Table.Th>
                <Table.Th>Per km after</Table.Th>
                <Table.Th>Free waiting (min)</Table.Th>
                <Table.Th>Waiting per hour</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {body.lines.map((_line, i) => (
                <Table.Tr key={i}>
                  <Table.Td>
                    <Select aria-label={`Line ${i + 1} service`} data={serviceOptions} allowDeselect={false} {...form.getInputProps(`body.lines.${i}.serviceType`)} />
                  </Table.Td>
                  <Table.Td>
                    <Select aria-label={`Line ${i + 1} vehicle`} data={vehicleOptions} allowDeselect={false} {...form.getInputProps(`body.lines.${i}.vehicleKind`)} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput aria-label={`Line ${i + 1} minimum fare`} min={0} {...hundredthsInputProps(form, `body.lines.${i}.minimumFarePaise`)} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput aria-label={`Line ${i + 1} km in the minimum fare`} min={0} allowDecimal={false} {...form.getInputProps(`body.lines.${i}.includedKm`)} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput aria-label={`Line ${i + 1} per km`} min={0} {...hundredthsInputProps(form, `body.lines.${i}.perKmPaise`)} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput aria-label={`Line ${i + 1} free waiting minutes`} min={0} allowDecimal={false} {...form.getInputProps(`body.lines.${i}.waitingFreeMinutes`)} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput aria-label={`Line ${i + 1} waiting per hour`} min={0} {...hundredthsInputProps(form, `body.lines.${i}.waitingPerHourPaise`)} />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={`Remove line ${i + 1}`} onClick={() => form.removeListItem('body.lines', i)}>
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <Button variant="default" size="xs" onClick={() => form.insertListItem('body.lines', structuredClone(EMPTY_BODY.lines[0]))}>
            Add line
          </Button>
        </Group>

        <Switch
          label="Night surcharge"
          checked={body.night !== null}
          onChange={(e) => form.setFieldValue('body.night', e.currentTarget.checked ? { from: '22:00', to: '06:00', surchargeBps: 2_000 } : null)}
        />
        {body.night ? (
          <Group align="flex-start">
            <TextInput label="Night starts" type="time" {...form.getInputProps('body.night.from')} />
            <TextInput label="Night ends" type="time" {...form.getInputProps('body.night.to')} />
            <NumberInput label="Surcharge (%)" min={0} max={100} {...hundredthsInputProps(form, 'body.night.surchargeBps')} />
          </Group>
        ) : null}

        <Title order={3} size="h5">
          Add-ons
        </Title>
        {listError('body.addOns')}
        {body.addOns.map((_a, i) => (
          <Group key={i} align="flex-start" wrap="wrap">
            <TextInput label="Code" w={140} {...form.getInputProps(`body.addOns.${i}.code`)} />
            <LocalizedInputs form={form} path={`body.addOns.${i}.label`} label="Name" />
            <NumberInput label="Price (₹)" w={140} min={0} {...hundredthsInputProps(form, `body.addOns.${i}.pricePaise`)} />
            <Select label="Charged" w={140} data={ADD_ON_UNITS.map((u) => ({ value: u, label: ADD_ON_UNIT_LABELS[u] }))} allowDeselect={false} {...form.getInputProps(`body.addOns.${i}.per`)} />
            <Button mt={24} variant="subtle" color="red" onClick={() => form.removeListItem('body.addOns', i)}>
              Remove
            </Button>
          </Group>
        ))}
        <Group>
          <Button variant="default" size="xs" onClick={() => form.insertListItem('body.addOns', { code: '', label: { ...NO_TEXT }, pricePaise: 0, per: 'trip' })}>
            Add add-on
          </Button>
        </Group>

        <Title order={3} size="h5">
          Concessions
        </Title>
        {listError('body.concessions')}
        {body.concessions.map((c, i) => (
          <Group key={i} align="flex-start" wrap="wrap">
            <TextInput label="Code" w={140} {...form.getInputProps(`body.concessions.${i}.code`)} />
            <LocalizedInputs form={form} path={`body.concessions.${i}.label`} label="Name" />
            <LocalizedInputs form={form} path={`body.concessions.${i}.whoQualifies`} label="Who qualifies" wide />
            <Select label="Kind" w={160} data={CONCESSION_KINDS.map((k) => ({ value: k, label: CONCESSION_KIND_LABELS[k] }))} allowDeselect={false} {...form.getInputProps(`body.concessions.${i}.kind`)} />
            <NumberInput label={c.kind === 'percent' ? 'Off (%)' : 'Off each km (₹)'} w={140} min={0} {...hundredthsInputProps(form, `body.concessions.${i}.value`)} />
            <Button mt={24} variant="subtle" color="red" onClick={() => form.removeListItem('body.concessions', i)}>
              Remove
            </Button>
          </Group>
        ))}
        <Group>
          <Button variant="default" size="xs" onClick={() => form.insertListItem('body.concessions', { code: '', label: { ...NO_TEXT }, whoQualifies: { ...NO_TEXT }, kind: 'percent', value: 0 })}>
            Add concession
          </Button>
        </Group>

        <Switch label="A note shown with the fares (the government order they follow, for example)" checked={body.note !== null} onChange={(e) => form.setFieldValue('body.note', e.currentTarget.checked ? { ...NO_TEXT } : null)} />
        {body.note ? LOCALES.map((locale) => <Textarea key={locale} label={`Note (${LANGUAGE_NAMES[locale]})`} autosize minRows={2} {...form.getInputProps(`body.note.${locale}`)} />) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add version
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
