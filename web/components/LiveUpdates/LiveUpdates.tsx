import { Group } from '@mantine/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChangeEventMessage } from '../../../shared/live';
import { useLiveStream, worstOf } from '../../lib/live-stream';
import { trpc } from '../../lib/staff-client';
import { showRequestAlert } from '../../lib/request-alerts';
import type { BookingItem } from '../../lib/booking-patches';
import { refreshStreamedCollections, refreshTopic, refreshTopicSoon, useStreamed } from '../../lib/staff-refresh';
import { LiveStatus } from './LiveStatus';

/**
 * Keeps every open screen current without reload: each change pushed over the WebSocket
 * is applied to the cached queries that show it, or refetches them (no global store). A new request from the public
 * website also shows a notification. Shows whether the stream is running, so nobody trusts a
 * screen that has stopped updating; a stream cut off comes back by itself (web/lib/live-stream.ts).
 */
export function LiveUpdates({ isAdmin }: { isAdmin: boolean }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();

  // The stream ends when the session or role ends: the account query tells which.
  const refetchAccount = () => void utils.auth.me.invalidate();

  const changes = useLiveStream(utils.client.dashboard.onChange, undefined, {
    onData: ({ data }) => {
      // Changes that queued on the server come together, in order.
      for (const change of data.kind === 'changes' ? data.changes : [data]) {
        // Too many changes missed to replay: read again all that this stream covers.
        if (change.kind === 'refetch') {
          refreshStreamedTopics();
          continue;
        }
        // The booking as the lists show it: in place at once; only what that cannot decide is refetched (coalesced).
        if (change.topic === 'booking' && change.row !== undefined) applyBookingRow(utils, queryClient, change.entityId, change.row);
        else refreshTopicSoon(utils, change.topic);
        if (change.origin === 'website' && change.action === 'created') void announce(change);
      }
    },
    onAccessEnded: refetchAccount,
    // The screen's first reads race the stream's start: a change committed after a list was read
    // but before the server had this stream reached neither (a request missing from the queue
    // while the next one showed, seen in CI on 2026-11-29). Once the stream has started, every
    // change arrives as an event, so the lists and the queue are read again then, once.
    onFirstStarted: () => refreshStreamedCollections(utils),
    // Back after a cut with no event to resume from: what changed meanwhile in its topics is
    // unknown, and read again; nothing else (a list no event is about stays as it is).
    onReconnected: (resumed) => void (resumed || refreshStreamedTopics()),
  });
  function refreshStreamedTopics() {
    for (const topic of DASHBOARD_TOPICS) refreshTopic(utils, topic);
  }

  const userChanges = useLiveStream(utils.client.users.onChange, undefined, {
    enabled: isAdmin,
    onData: () => refreshTopicSoon(utils, 'user'),
    onAccessEnded: refetchAccount,
    onReconnected: (resumed) => void (resumed || utils.users.invalidate()),
  });

  async function announce(change: ChangeEventMessage & { row?: BookingItem | null }) {
    if (change.topic === 'booking') {
      // The event carries the booking as the lists show it (name, spam flag): no fetch for it.
      const booking = change.row !== undefined ? change.row : await utils.bookings.byId.fetch({ id: change.entityId }).catch(() => null);
      // Possible spam waits in its own view, without an alert.
      if (booking?.possibleSpam) return;
      showRequestAlert({
        title: 'New booking request',
        message: booking ? `${booking.customerName} asked for an ambulance from the website.` : 'A new request arrived from the website.',
        color: 'blue',
        autoClose: 10_000,
      });
    } else if (change.topic === 'inquiry') {
      const inquiry = await utils.inquiries.byId.fetch({ id: change.entityId }).catch(() => null);
      if (inquiry?.possibleSpam) return;
      showRequestAlert({ title: 'New inquiry', message: 'A new message arrived from the contact form.', color: 'blue' });
    }
  }

  // While a stream runs, the screens' own changes wait for their event instead of refetching.
  useStreamed(DASHBOARD_TOPICS, changes.state === 'live');
  useStreamed(USER_TOPICS, userChanges.state === 'live');

  return (
    <Group justify="flex-end" mb={4}>
      <LiveStatus stream={worstOf(changes, userChanges)} texts={STAFF_TEXTS} testId="live-status" />
    </Group>
  );
}

/**
 * Applied with code loaded at the first booking event, not with the first screen (its JS
 * budget). The event counts at once (a screen waiting for its own change's event stops
 * waiting); events are applied in the order they came, as the import resolves once for all.
 */
function applyBookingRow(utils: ReturnType<typeof trpc.useUtils>, queryClient: QueryClient, id: string, row: BookingItem | null) {
  refreshTopicSoon(utils, 'booking', [`about:${id}`]);
  void import('../../lib/booking-event').then(({ applyBookingEvent }) => refreshTopicSoon(utils, 'booking', applyBookingEvent(queryClient, id, row)));
}

const STAFF_TEXTS = { live: 'Live updates on', connecting: 'Connecting live updates…', stopped: 'Live updates stopped: reload the page' };

const DASHBOARD_TOPICS = ['booking', 'ambulance', 'inquiry'] as const;
const USER_TOPICS = ['user'] as const;

/**
 * For every signed-in user, role or not: when an administrator changes their role, the
 * header and tabs follow (a new hire's waiting screen opens the dashboard by itself).
 */
export function AccountUpdates() {
  const utils = trpc.useUtils();
  const refetchAccount = () => void utils.auth.me.invalidate();
  useLiveStream(utils.client.auth.onAccountChange, undefined, {
    onData: ({ role }) => {
      utils.auth.me.setData(undefined, (me) => (me ? { ...me, role } : me));
      refetchAccount();
    },
    onAccessEnded: refetchAccount,
    // Its events carry no position to resume from: a role changed while cut off is read again.
    onReconnected: refetchAccount,
  });
  return null;
}
