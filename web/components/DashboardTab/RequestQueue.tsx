import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SERVICE_TYPE_LABELS } from '../../../shared/booking-values';
import { AnchorLink } from '../../lib/staff-links';
import { formatWait, useNow, usePendingQueue, waitLevel, type WaitLevel } from '../../lib/staff-queue';

const WAIT_BADGE: Record<WaitLevel, { color: string; variant: 'light' | 'filled' }> = {
  ok: { color: 'gray', variant: 'light' },
  amber: { color: 'yellow', variant: 'light' },
  red: { color: 'red', variant: 'filled' },
};

/**
 * The live queue: requests waiting for a call back, oldest first, each with a clock since it
 * arrived (amber after 5 minutes, red after 10). A request leaves the queue when confirmed.
 */
export function RequestQueue() {
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
            const waited = now - Date.parse(b.createdAt);
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
