import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CUSTOMER_LANGUAGE_NAMES, SERVICE_TYPE_LABELS } from '../../../shared/booking-values';
import { trpc } from '../../lib/staff-client';
import { apiErrorMessage, errorToast, successToast } from '../../lib/staff-feedback';
import { AnchorLink } from '../../lib/staff-links';
import { refreshAfterChange } from '../../lib/staff-refresh';
import { usePermission } from '../../lib/use-permission';
import { formatWait, useNow, usePendingQueue, waitLevel, type WaitLevel } from '../../lib/staff-queue';

const WAIT_BADGE: Record<WaitLevel, { color: string; variant: 'light' | 'filled' }> = {
  ok: { color: 'gray', variant: 'light' },
  amber: { color: 'yellow', variant: 'light' },
  red: { color: 'red', variant: 'filled' },
};

/**
 * The live queue: requests waiting for a call back, oldest first, each with a clock since it
 * arrived (amber after 5 minutes, red after 10). A request leaves the queue when the customer is
 * called ("Called the customer") or the booking confirmed, whichever comes first.
 */
export function RequestQueue() {
  const canManage = usePermission('manageOperations');
  const queue = usePendingQueue();
  const requests = queue.data?.items;
  const total = queue.data?.total ?? 0;
  const now = useNow(Boolean(requests?.length));
  return (
    <Paper withBorder p="md" radius="md" mb="md" component="section" aria-labelledby="queue-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="queue-title">
          Waiting for a call back
        </Title>
        {requests ? (
          <Badge variant="light" color={total ? 'yellow' : 'green'} data-testid="queue-count">
            {total}
          </Badge>
        ) : null}
      </Group>
      {!requests ? (
        <Text c="dimmed">Loading requests...</Text>
      ) : requests.length === 0 ? (
        <Text c="dimmed">No requests waiting: every request has been answered.</Text>
      ) : (
        <Stack gap={0} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {requests.map((b) => {
            // A trip booked for a time waits from when it entered the queue, not from when it was booked.
            const waited = now - Math.max(Date.parse(b.createdAt), b.queueAt ? Date.parse(b.queueAt) : 0);
            const level = waitLevel(waited);
            return (
              <Group
                key={b.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                py="xs"
                style={{
                  borderTop: '1px solid var(--mantine-color-default-border)',
                }}
                data-testid="queue-item"
                data-wait={level}
              >
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <AnchorLink to="/admin/bookings/$id" params={{ id: b.id }} fw={600}>
                      {b.customerName}
                    </AnchorLink>
                    {b.possibleSpam ? (
                      <Badge size="xs" color="gray">
                        Possible spam
                      </Badge>
                    ) : null}
                    {b.source === 'website' ? (
                      <Badge size="xs" variant="outline">
                        Website
                      </Badge>
                    ) : null}
                    {CUSTOMER_LANGUAGE_NAMES[b.language] ? (
                      <Badge size="xs" variant="outline" color="violet" data-testid="queue-language" title="The customer booked in this language">
                        {CUSTOMER_LANGUAGE_NAMES[b.language]}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed" truncate>
                    {SERVICE_TYPE_LABELS[b.serviceType]} · {b.pickupLocation}
                  </Text>
                  {b.customerPhoneMasked ? (
                    <Text size="sm">{b.customerPhone}</Text>
                  ) : (
                    <Anchor size="sm" href={`tel:${b.customerPhone.replace(/[^\d+]/g, '')}`}>
                      {b.customerPhone}
                    </Anchor>
                  )}
                </div>
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  {canManage ? <CalledButton id={b.id} version={b.version} name={b.customerName} /> : null}
                  <Badge
                    size="lg"
                    color={WAIT_BADGE[level].color}
                    variant={WAIT_BADGE[level].variant}
                    style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
                    data-testid="queue-clock"
                    title="Time since the request arrived"
                  >
                    {formatWait(waited)}
                  </Badge>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
      {requests && total > requests.length ? (
        <Text size="sm" c="dimmed" mt="xs">
          And {total - requests.length} more waiting (the longest waiting are shown).
        </Text>
      ) : null}
    </Paper>
  );
}

/** Records the call back: the request leaves the queue and its clock stops. */
function CalledButton({ id, version, name }: { id: string; version: number; name: string }) {
  const utils = trpc.useUtils();
  const callBack = trpc.bookings.recordCallBack.useMutation();
  const record = async () => {
    let failed = false;
    try {
      await callBack.mutateAsync({ id, version });
      successToast('Call recorded');
    } catch (error) {
      failed = true;
      // Plain toast (not stale-write's, kept off the first screen's JS): the queue refetches below anyway.
      errorToast('Failed to record the call', apiErrorMessage(error));
    } finally {
      refreshAfterChange(utils, ['booking'], { failed });
    }
  };
  return (
    <Button size="xs" variant="light" color="teal" loading={callBack.isPending} aria-label={`Called ${name}`} onClick={() => void record()}>
      Called
    </Button>
  );
}
