import { Alert, Badge, Button, Checkbox, Code, CopyButton, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title, type CheckboxGroupProps } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  webhookEndpointCreateInput,
  webhookEndpointUpdateInput,
  type WebhookEndpointCreateInput,
  type WebhookEventType,
} from '../../shared/schemas/webhooks';
import { StaffTableFrame } from '../components/StaffTable/StaffTable';
import { formatDateTime } from '../lib/dates';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { trpc, type RouterOutputs } from '../lib/staff-client';
import { apiErrorMessage, apiFieldError, errorToast, successToast, useFetchErrorToast } from '../lib/staff-feedback';

type Endpoint = RouterOutputs['partner']['webhooks']['list'][number];
type Delivery = RouterOutputs['partner']['webhooks']['deliveries'][number];

const DELIVERY_STATUS = {
  pending: { label: 'Waiting', color: 'yellow' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Given up', color: 'red' },
} as const;

const eventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? (type === 'webhook.test' ? 'Test event' : type);

/**
 * Webhooks (issue 38.4): the organisation's endpoints, each with its events, signing secret,
 * state (and why it is disabled), and its deliveries with "Send again"; a form to add one,
 * validated with the shared schema the server parses it with. README "Webhooks" is the
 * receiver's side.
 */
export function Webhooks() {
  const endpoints = trpc.partner.webhooks.list.useQuery();
  useFetchErrorToast(endpoints.error, 'Failed to fetch your webhook endpoints');
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  return (
    <Stack maw={960} mx="auto">
      <Title order={2} size="h3">
        Webhooks
      </Title>
      <Text size="sm" c="dimmed">
        Your system is told when your trips change: each event is posted to your endpoint, signed (Standard Webhooks), and retried for 24 hours until it answers 2xx.
      </Text>
      {created ? (
        <Alert color="green" title="Endpoint added" withCloseButton onClose={() => setCreated(null)} data-testid="webhook-created">
          <Stack gap="xs">
            <Text size="sm">Verify every request to {created.url} with this signing secret (you can show it again below):</Text>
            <SecretLine secret={created.secret} />
          </Stack>
        </Alert>
      ) : null}
      {endpoints.isPending ? <Text>Loading endpoints…</Text> : null}
      {endpoints.data?.length === 0 ? <Text>No endpoints yet.</Text> : null}
      {endpoints.data?.map((endpoint) => <EndpointCard key={endpoint.id} endpoint={endpoint} />)}
      <AddEndpoint onCreated={setCreated} />
    </Stack>
  );
}

function SecretLine({ secret }: { secret: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Code style={{ overflowWrap: 'anywhere' }} data-testid="webhook-secret">
        {secret}
      </Code>
      <CopyButton value={secret}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function EndpointCard({ endpoint }: { endpoint: Endpoint }) {
  const utils = trpc.useUtils();
  const [showSecret, setShowSecret] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [editing, setEditing] = useState(false);
  const [rotated, setRotated] = useState<{ secret: string; previousSecretUntil: string } | null>(null);
  const secret = trpc.partner.webhooks.secret.useQuery({ id: endpoint.id }, { enabled: showSecret });
  const refresh = () => Promise.all([utils.partner.webhooks.list.invalidate(), utils.partner.webhooks.deliveries.invalidate({ id: endpoint.id })]);
  const onError = (title: string) => (error: unknown) => errorToast(title, apiErrorMessage(error));
  const setEnabled = trpc.partner.webhooks.setEnabled.useMutation({ onSuccess: refresh, onError: onError('The endpoint was not changed') });
  const remove = trpc.partner.webhooks.delete.useMutation({ onSuccess: refresh, onError: onError('The endpoint was not deleted') });
  const rotate = trpc.partner.webhooks.rotateSecret.useMutation({
    onSuccess: (answer) => {
      setRotated(answer);
      setShowSecret(false);
      return Promise.all([refresh(), utils.partner.webhooks.secret.invalidate({ id: endpoint.id })]);
    },
    onError: onError('The secret was not changed'),
  });
  const sendTest = trpc.partner.webhooks.sendTest.useMutation({
    onSuccess: () => {
      successToast('Test event queued', 'It is sent within a few seconds: see Deliveries.');
      setShowDeliveries(true);
      return refresh();
    },
    onError: onError('The test event was not queued'),
  });
  return (
    <Paper withBorder p="md" data-testid="webhook-endpoint">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Text>
          <Badge color={endpoint.enabled ? 'green' : 'gray'} variant="light">
            {endpoint.enabled ? 'Enabled' : 'Disabled'}
          </Badge>
        </Group>
        {endpoint.description ? <Text size="sm">{endpoint.description}</Text> : null}
        <Group gap={4}>
          {endpoint.events.map((type) => (
            <Badge key={type} variant="outline" size="sm">
              {WEBHOOK_EVENT_LABELS[type]}
            </Badge>
          ))}
        </Group>
        {!endpoint.enabled && endpoint.disabledReason ? (
          <Alert color="red" title={endpoint.disabledAt ? `Disabled ${formatDateTime(endpoint.disabledAt)}` : 'Disabled'} data-testid="webhook-disabled-reason">
            {endpoint.disabledReason}
          </Alert>
        ) : null}
        {endpoint.enabled && endpoint.failingSince ? (
          <Alert color="yellow" title="Failing">
            No delivery has succeeded since {formatDateTime(endpoint.failingSince)}. After 24 hours of failures the endpoint is disabled.
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          Added {formatDateTime(endpoint.createdAt)}
          {endpoint.createdByName ? ` by ${endpoint.createdByName}` : ''} · {endpoint.pendingDeliveries} waiting · {endpoint.failedDeliveries} given up
        </Text>
        {rotated ? (
          <Alert color="green" title="New signing secret" withCloseButton onClose={() => setRotated(null)} data-testid="webhook-rotated">
            <Stack gap="xs">
              <SecretLine secret={rotated.secret} />
              <Text size="sm">
                Until {formatDateTime(rotated.previousSecretUntil)} each delivery is signed with the previous secret too: switch your receiver to this one before then.
              </Text>
            </Stack>
          </Alert>
        ) : endpoint.previousSecretUntil ? (
          <Text size="xs" c="dimmed">
            The previous secret also signs until {formatDateTime(endpoint.previousSecretUntil)}.
          </Text>
        ) : null}
        {showSecret && secret.data ? <SecretLine secret={secret.data.secret} /> : null}
        {editing ? <EditEndpoint endpoint={endpoint} onDone={() => setEditing(false)} /> : null}
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setShowSecret((v) => !v)}>
            {showSecret ? 'Hide secret' : 'Show secret'}
          </Button>
          <Button size="xs" variant="default" loading={rotate.isPending} onClick={() => rotate.mutate({ id: endpoint.id })}>
            Rotate secret
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing((v) => !v)}>
            {editing ? 'Close edit' : 'Edit'}
          </Button>
          <Button size="xs" variant="default" onClick={() => setShowDeliveries((v) => !v)}>
            {showDeliveries ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button size="xs" variant="default" disabled={!endpoint.enabled} loading={sendTest.isPending} onClick={() => sendTest.mutate({ id: endpoint.id })}>
            Send test event
          </Button>
          <Button size="xs" variant="default" loading={setEnabled.isPending} onClick={() => setEnabled.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}>
            {endpoint.enabled ? 'Disable' : 'Enable'}
          </Button>
          {confirmDelete ? (
            <>
              <Button size="xs" color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: endpoint.id })}>
                Delete for good
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setConfirmDelete(false)}>
                Keep
              </Button>
            </>
          ) : (
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          )}
        </Group>
        {showDeliveries ? <Deliveries endpointId={endpoint.id} /> : null}
      </Stack>
    </Paper>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const utils = trpc.useUtils();
  // Read again every few seconds while open: attempts happen on the server's own schedule.
  const deliveries = trpc.partner.webhooks.deliveries.useQuery({ id: endpointId }, { refetchInterval: 5000 });
  useFetchErrorToast(deliveries.error, 'Failed to fetch the deliveries');
  const resend = trpc.partner.webhooks.resend.useMutation({
    onSuccess: () => Promise.all([utils.partner.webhooks.deliveries.invalidate({ id: endpointId }), utils.partner.webhooks.list.invalidate()]),
    onError: (error) => errorToast('Not sent again', apiErrorMessage(error)),
  });
  const [logOf, setLogOf] = useState<Delivery | null>(null);
  return (
    <Stack gap="xs">
      <StaffTableFrame<Delivery>
        pending={deliveries.isPending}
        loadingText="Loading deliveries…"
        emptyText="No deliveries yet."
        minWidth={760}
        columns={[
          { label: 'Event', title: true, cell: (d) => `${eventLabel(d.type)}${d.tripReference ? ` · #${d.tripReference}` : ''}` },
          {
            label: 'Status',
            noWrap: true,
            cell: (d) => (
              <Badge color={DELIVERY_STATUS[d.status].color} variant="light">
                {DELIVERY_STATUS[d.status].label}
              </Badge>
            ),
          },
          { label: 'Answer', cell: (d) => (d.lastStatusCode ? String(d.lastStatusCode) : (d.lastError ?? '')) },
          { label: 'Time', noWrap: true, cell: (d) => formatDateTime(d.deliveredAt ?? d.lastAttemptAt ?? d.createdAt) },
          { label: 'Attempts', noWrap: true, cell: (d) => String(d.attempts) },
          {
            label: 'Actions',
            actions: true,
            cell: (d) => (
              <Group gap={4} wrap="nowrap">
                <Button size="compact-xs" variant="light" loading={resend.isPending && resend.variables?.id === d.id} onClick={() => resend.mutate({ id: d.id })}>
                  Send again
                </Button>
                <Button size="compact-xs" variant="subtle" disabled={d.attempts === 0} onClick={() => setLogOf(logOf?.id === d.id ? null : d)}>
                  {logOf?.id === d.id ? 'Hide attempts' : 'Attempts'}
                </Button>
              </Group>
            ),
          },
        ]}
        rows={deliveries.data}
      />
      {logOf ? <AttemptLog delivery={logOf} /> : null}
    </Stack>
  );
}

/** Each attempt of one delivery, newest first (the server keeps them until the delivery is deleted). */
function AttemptLog({ delivery }: { delivery: Delivery }) {
  const attempts = trpc.partner.webhooks.attempts.useQuery({ id: delivery.id });
  useFetchErrorToast(attempts.error, 'Failed to fetch the attempts');
  return (
    <Paper withBorder p="sm" data-testid="webhook-attempts">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Attempts of {eventLabel(delivery.type)}
          {delivery.tripReference ? ` · #${delivery.tripReference}` : ''} ({delivery.messageId})
        </Text>
        {attempts.isPending ? <Text size="sm">Loading attempts…</Text> : null}
        {attempts.data?.map((a) => (
          <Text size="sm" key={`${a.attemptedAt}-${a.durationMs}`}>
            {formatDateTime(a.attemptedAt)} · {a.statusCode ? `Answered ${a.statusCode}` : (a.error ?? 'No answer')} · {a.durationMs} ms
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

type Values = { url: string; events: WebhookEventType[]; description: string; idempotencyKey: string };

/** The events an endpoint receives, one checkbox each (the add and edit forms). */
function EventChoices(props: Omit<CheckboxGroupProps, 'children' | 'label'>) {
  return (
    <Checkbox.Group label="Events" required {...props}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <Checkbox key={type} value={type} label={`${WEBHOOK_EVENT_LABELS[type]} (${type})`} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

/** Changes an endpoint's URL, events and description, validated with the schema the server parses them with. */
function EditEndpoint({ endpoint, onDone }: { endpoint: Endpoint; onDone: () => void }) {
  const utils = trpc.useUtils();
  const update = trpc.partner.webhooks.update.useMutation({ onSuccess: () => utils.partner.webhooks.list.invalidate() });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { id: endpoint.id, url: endpoint.url, events: [...endpoint.events], description: endpoint.description ?? '' },
    validate: schemaResolver(webhookEndpointUpdateInput, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
      successToast('Endpoint saved', values.url);
      onDone();
    } catch (error) {
      const field = (['url', 'events', 'description'] as const).find((name) => apiFieldError(error, name));
      if (field) form.setFieldError(field, apiFieldError(error, field));
      else setFailure(apiErrorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Edit the endpoint">
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" title="The endpoint was not saved">
            {failure}
          </Alert>
        ) : null}
        <TextInput label="URL" required autoComplete="off" {...form.getInputProps('url')} />
        <EventChoices {...form.getInputProps('events')} />
        <TextInput label="Description" {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={update.isPending}>
            Save endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AddEndpoint({ onCreated }: { onCreated: (created: { url: string; secret: string }) => void }) {
  const utils = trpc.useUtils();
  const create = trpc.partner.webhooks.create.useMutation({ onSuccess: () => utils.partner.webhooks.list.invalidate() });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    // One key per form view: pressing again after a lost answer adds the endpoint once.
    initialValues: { url: '', events: [...WEBHOOK_EVENT_TYPES], description: '', idempotencyKey: newIdempotencyKey() },
    validate: schemaResolver(webhookEndpointCreateInput, { sync: true }),
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const input: WebhookEndpointCreateInput = { idempotencyKey: values.idempotencyKey, url: values.url, events: values.events, description: values.description };
      const answer = await create.mutateAsync(input);
      onCreated({ url: answer.endpoint.url, secret: answer.secret });
      form.setValues({ url: '', events: [...WEBHOOK_EVENT_TYPES], description: '', idempotencyKey: newIdempotencyKey() });
    } catch (error) {
      const field = (['url', 'events', 'description'] as const).find((name) => apiFieldError(error, name));
      if (field) form.setFieldError(field, apiFieldError(error, field));
      else setFailure(apiErrorMessage(error));
    }
  });
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate aria-label="Add an endpoint">
        <Stack>
          <Title order={3} size="h4">
            Add an endpoint
          </Title>
          {failure ? (
            <Alert color="red" title="The endpoint was not added">
              {failure}
            </Alert>
          ) : null}
          <TextInput label="URL" placeholder="https://example.com/webhooks/ambulance" required autoComplete="off" {...form.getInputProps('url')} />
          <EventChoices {...form.getInputProps('events')} />
          <TextInput label="Description" description="Optional: which system this is" {...form.getInputProps('description')} />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              Hospital steps come only on trips to a listed hospital.
            </Text>
            <Button type="submit" loading={create.isPending}>
              Add endpoint
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
