import { Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { ChangeEventMessage, ChangeTopic } from '../../../shared/live';
import { trpc } from '../../lib/staff-client';
import { refreshTopicSoon, setTopicsStreamed } from '../../lib/staff-refresh';

/**
 * Keeps every open screen current without reload: each change pushed over the WebSocket
 * refetches the queries that show it (no global store). A new request from the public
 * website also shows a notification. Shows whether the stream is running, so nobody trusts a
 * screen that has stopped updating.
 */
export function LiveUpdates({ isAdmin }: { isAdmin: boolean }) {
  const utils = trpc.useUtils();

  const refetchAccount = () => void utils.auth.me.invalidate();

  const changes = trpc.dashboard.onChange.useSubscription(undefined, {
    onData: ({ data: change }) => {
      // Too many changes missed to replay: refresh everything shown.
      if (change.kind === 'refetch') return void utils.invalidate();
      refreshTopicSoon(utils, change.topic);
      if (change.origin === 'website' && change.action === 'created') void announce(change);
    },
    // The stream ends when the session or role ends: the account query tells which.
    onError: refetchAccount,
  });

  const userChanges = trpc.users.onChange.useSubscription(undefined, {
    enabled: isAdmin,
    onData: () => refreshTopicSoon(utils, 'user'),
    onError: refetchAccount,
  });

  async function announce(change: ChangeEventMessage) {
    if (change.topic === 'booking') {
      const booking = await utils.bookings.byId.fetch({ id: change.entityId }).catch(() => null);
      // Possible spam waits in its own view, without an alert.
      if (booking?.possibleSpam) return;
      notifications.show({
        title: 'New booking request',
        message: booking ? `${booking.customerName} asked for an ambulance from the website.` : 'A new request arrived from the website.',
        color: 'blue',
        autoClose: 10_000,
      });
    } else if (change.topic === 'inquiry') {
      const inquiry = await utils.inquiries.byId.fetch({ id: change.entityId }).catch(() => null);
      if (inquiry?.possibleSpam) return;
      notifications.show({ title: 'New inquiry', message: 'A new message arrived from the contact form.', color: 'blue' });
    }
  }

  // While a stream runs, the screens' own changes wait for their event instead of refetching.
  useTopicsStreamed(DASHBOARD_TOPICS, changes.status === 'pending');
  useTopicsStreamed(USER_TOPICS, isAdmin && userChanges.status === 'pending');

  return <LiveStatus status={changes.status} />;
}

const DASHBOARD_TOPICS = ['booking', 'ambulance', 'inquiry'] as const;
const USER_TOPICS = ['user'] as const;

function useTopicsStreamed(topics: readonly ChangeTopic[], on: boolean) {
  useEffect(() => {
    setTopicsStreamed(topics, on);
    return () => setTopicsStreamed(topics, false);
  }, [topics, on]);
}

/** 'pending' is tRPC's word for a subscription the server has started and is streaming. */
function LiveStatus({ status }: { status: 'idle' | 'connecting' | 'pending' | 'error' }) {
  const text = status === 'pending' ? 'Live updates on' : status === 'error' ? 'Live updates stopped: reload the page' : 'Connecting live updates…';
  return (
    <Group justify="flex-end" mb={4}>
      <Text size="xs" role="status" data-testid="live-status" c={status === 'pending' ? 'teal.9' : 'orange.9'}>
        {text}
      </Text>
    </Group>
  );
}

/**
 * For every signed-in user, role or not: when an administrator changes their role, the
 * header and tabs follow (a new hire's waiting screen opens the dashboard by itself).
 */
export function AccountUpdates() {
  const utils = trpc.useUtils();
  trpc.auth.onAccountChange.useSubscription(undefined, {
    onData: ({ role }) => {
      utils.auth.me.setData(undefined, (me) => (me ? { ...me, role } : me));
      void utils.auth.me.invalidate();
    },
    onError: () => void utils.auth.me.invalidate(),
  });
  return null;
}
