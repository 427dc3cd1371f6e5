import { useLiveStream } from '../lib/live-stream';
import { trpc } from '../lib/staff-client';
import { LiveStatus } from '../components/LiveUpdates/LiveStatus';

/**
 * The console's live stream, open on every screen: the organisation's trip changes (the same
 * change-event outbox and WebSocket as the staff screens; the server sends only this
 * organisation's, as ids). Each change reads the board, the history and the series (their coming
 * trips; staff may make a series for the organisation) again (a partner has a
 * few dozen trips a day: small queries, and changes that come together are one message). Says
 * whether it is live, so nobody trusts a board that has stopped.
 */
export function PartnerLive() {
  const utils = trpc.useUtils();
  const refresh = () => void Promise.all([utils.partner.board.invalidate(), utils.partner.history.invalidate(), utils.partner.series.list.invalidate()]);
  const stream = useLiveStream(utils.client.partner.onChange, undefined, {
    onData: refresh,
    // The session or the access ended: the account query tells the frame, which leaves.
    onAccessEnded: () => void utils.auth.me.invalidate(),
    onReconnected: (resumed) => void (resumed || refresh()),
  });
  return <LiveStatus stream={stream} texts={TEXTS} testId="partner-live" />;
}

const TEXTS = { live: 'Live updates on', connecting: 'Connecting live updates…', stopped: 'Live updates stopped: reload the page' };
