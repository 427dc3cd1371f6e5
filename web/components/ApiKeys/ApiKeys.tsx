import { Alert, Badge, Button, Checkbox, Code, CopyButton, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { API_KEY_SCOPES, API_KEY_SCOPE_LABELS, apiKeyCreateInput, type ApiKeyScope } from '../../../shared/schemas/api-keys';
import { StaffTableFrame } from '../StaffTable/StaffTable';
import { formatDateTime } from '../../lib/dates';
import { trpc, type RouterOutputs } from '../../lib/staff-client';
import { apiErrorMessage, errorToast, successToast, useFetchErrorToast } from '../../lib/staff-feedback';

type KeyRow = RouterOutputs['partner']['keys']['list'][number];
type Created = RouterOutputs['partner']['keys']['create'];
type Rotated = RouterOutputs['partner']['keys']['rotate'];

/**
 * One organisation's keys as the screens reach them: a partner's own (`partner.keys.*`) or, for
 * an admin, any organisation's (`organisations.apiKeys.*`). The same service answers both.
 */
export interface KeysApi {
  list: { data: KeyRow[] | undefined; isPending: boolean; error: unknown };
  create: { run: (input: { name: string; scopes: ApiKeyScope[] }) => Promise<Created>; isPending: boolean };
  rotate: { run: (id: string) => Promise<Rotated>; isPending: boolean; id: string | undefined };
  revoke: { run: (id: string) => Promise<unknown>; isPending: boolean };
  /** Reads the list again after a change (or a failed one). */
  refresh: () => void;
}

/** The partner console's: the caller's own organisation. */
export function usePartnerKeysApi(): KeysApi {
  const utils = trpc.useUtils();
  const list = trpc.partner.keys.list.useQuery();
  const create = trpc.partner.keys.create.useMutation();
  const rotate = trpc.partner.keys.rotate.useMutation();
  const revoke = trpc.partner.keys.revoke.useMutation();
  return {
    list,
    create: { run: (input) => create.mutateAsync(input), isPending: create.isPending },
    rotate: { run: (id) => rotate.mutateAsync({ id }), isPending: rotate.isPending, id: rotate.variables?.id },
    revoke: { run: (id) => revoke.mutateAsync({ id }), isPending: revoke.isPending },
    refresh: () => void utils.partner.keys.list.invalidate(),
  };
}

/** The staff console's (admins): the organisation named. */
export function useOrganisationKeysApi(organisationId: string): KeysApi {
  const utils = trpc.useUtils();
  const list = trpc.organisations.apiKeys.list.useQuery({ organisationId });
  const create = trpc.organisations.apiKeys.create.useMutation();
  const rotate = trpc.organisations.apiKeys.rotate.useMutation();
  const revoke = trpc.organisations.apiKeys.revoke.useMutation();
  return {
    list,
    create: { run: (input) => create.mutateAsync({ ...input, organisationId }), isPending: create.isPending },
    rotate: { run: (id) => rotate.mutateAsync({ id }), isPending: rotate.isPending, id: rotate.variables?.id },
    revoke: { run: (id) => revoke.mutateAsync({ id }), isPending: revoke.isPending },
    refresh: () => void utils.organisations.apiKeys.list.invalidate({ organisationId }),
  };
}

/**
 * An organisation's API keys (issue 38.1): the list (prefix, scopes, made when and by whom,
 * last use), a new key (its secret shown once, with a copy button), rotation (a new secret; the
 * old one works 24 hours more) and revocation (at once, after a confirmation). `heading` is the
 * partner page's title (none in the admin's dialog, whose title names the organisation).
 */
export function ApiKeysPanel({ api, heading }: { api: KeysApi; heading?: string }) {
  const keys = api.list;
  useFetchErrorToast(keys.error, 'Failed to fetch the API keys');
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ title: string; secret: string; note: string } | null>(null);
  const [revoking, setRevoking] = useState<KeyRow | null>(null);
  const rotateKey = async (key: KeyRow) => {
    try {
      const answer = await api.rotate.run(key.id);
      setShown({
        title: `New secret for "${key.name}"`,
        secret: answer.secret,
        note: `The previous secret keeps working until ${formatDateTime(answer.previousExpiresAt)}: switch your systems to this one before then.`,
      });
    } catch (err) {
      errorToast('Could not rotate the key', apiErrorMessage(err));
    } finally {
      api.refresh();
    }
  };
  return (
    <Stack>
      <Group justify={heading ? 'space-between' : 'flex-end'} wrap="wrap" gap="xs">
        {heading ? (
          <Title order={2} size="h3">
            {heading}
          </Title>
        ) : null}
        <Button onClick={() => setCreating(true)}>New key</Button>
      </Group>
      <Text size="sm" c="dimmed">
        Your systems book and follow trips through the partner API with a key: send it as <Code>Authorization: Bearer &lt;key&gt;</Code>. Each key
        has its own scopes; what it does is recorded in each trip&apos;s history under its name.
      </Text>
      <StaffTableFrame
        pending={keys.isPending}
        loadingText="Loading keys…"
        emptyText="No API keys yet."
        minWidth={900}
        columns={[
          { label: 'Name', title: true, cell: (k) => k.name },
          { label: 'Key', noWrap: true, cell: (k) => <Code>{k.prefix}…</Code> },
          {
            label: 'Scopes',
            cell: (k) => (
              <Group gap={4}>
                {k.scopes.map((s) => (
                  <Badge key={s} variant="light" size="sm">
                    {s}
                  </Badge>
                ))}
              </Group>
            ),
          },
          { label: 'Created', cell: (k) => `${formatDateTime(k.createdAt)} by ${k.createdByName}` },
          { label: 'Last used', noWrap: true, cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never') },
          {
            label: 'Status',
            cell: (k) =>
              k.revokedAt ? (
                <Badge color="red" variant="light">
                  Revoked {formatDateTime(k.revokedAt)}
                </Badge>
              ) : k.previousExpiresAt ? (
                <Text size="sm">Previous secret works until {formatDateTime(k.previousExpiresAt)}</Text>
              ) : (
                <Badge color="green" variant="light">
                  Active
                </Badge>
              ),
          },
          {
            label: 'Actions',
            actions: true,
            cell: (k) =>
              k.revokedAt ? null : (
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => void rotateKey(k)} loading={api.rotate.isPending && api.rotate.id === k.id}>
                    Rotate
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => setRevoking(k)}>
                    Revoke
                  </Button>
                </Group>
              ),
          },
        ]}
        rows={keys.data}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title="New API key" centered>
        {creating ? (
          <CreateKeyForm
            api={api}
            onCreated={(name, secret) => {
              setCreating(false);
              setShown({ title: `Key "${name}" created`, secret, note: 'Copy it now and keep it safe: it is not shown again.' });
            }}
          />
        ) : null}
      </Modal>
      <Modal opened={shown !== null} onClose={() => setShown(null)} title={shown?.title} centered closeOnClickOutside={false}>
        {shown ? <SecretOnce secret={shown.secret} note={shown.note} onDone={() => setShown(null)} /> : null}
      </Modal>
      <Modal opened={revoking !== null} onClose={() => setRevoking(null)} title="Revoke API key" centered>
        {revoking ? <RevokeKey api={api} apiKey={revoking} onDone={() => setRevoking(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function CreateKeyForm({ api, onCreated }: { api: KeysApi; onCreated: (name: string, secret: string) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['trips:read']);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const submit = async () => {
    const parsed = apiKeyCreateInput.safeParse({ name, scopes });
    if (!parsed.success) {
      const fields = z.flattenError(parsed.error).fieldErrors;
      return setErrors({ name: fields.name?.[0], scopes: fields.scopes?.[0] });
    }
    setErrors({});
    try {
      const answer = await api.create.run(parsed.data);
      successToast('API key created');
      onCreated(answer.key.name, answer.secret);
    } catch (err) {
      errorToast('Could not create the key', apiErrorMessage(err));
    } finally {
      api.refresh();
    }
  };
  return (
    <Stack>
      <TextInput label="Name" description="Which system uses it, e.g. Discharge desk" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} maxLength={100} />
      <Checkbox.Group label="Scopes" required value={scopes} onChange={setScopes} error={errors.scopes}>
        <Stack gap="xs" mt="xs">
          {API_KEY_SCOPES.map((s) => (
            <Checkbox key={s} value={s} label={`${s}: ${API_KEY_SCOPE_LABELS[s]}`} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={api.create.isPending}>
          Create key
        </Button>
      </Group>
    </Stack>
  );
}

function SecretOnce({ secret, note, onDone }: { secret: string; note: string; onDone: () => void }) {
  return (
    <Stack>
      <Alert color="yellow" title="Shown once">
        {note}
      </Alert>
      <Code block data-testid="api-key-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {secret}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? 'Copied' : 'Copy key'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

function RevokeKey({ api, apiKey, onDone }: { api: KeysApi; apiKey: KeyRow; onDone: () => void }) {
  const submit = async () => {
    try {
      await api.revoke.run(apiKey.id);
      successToast('API key revoked', `"${apiKey.name}" no longer works.`);
      onDone();
    } catch (err) {
      errorToast('Could not revoke the key', apiErrorMessage(err));
    } finally {
      api.refresh();
    }
  };
  return (
    <Stack>
      <Text size="sm">
        Revoke &quot;{apiKey.name}&quot; ({apiKey.prefix}…)? Every request made with it is refused from now on, including with its previous secret. This
        cannot be undone.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={api.revoke.isPending}>
          Keep the key
        </Button>
        <Button color="red" onClick={() => void submit()} loading={api.revoke.isPending}>
          Revoke key
        </Button>
      </Group>
    </Stack>
  );
}
