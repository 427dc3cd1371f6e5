import type { ReactNode } from 'react';
import { outboxLine } from '../../lib/crew-outbox';
import { formatClockTime } from '../../lib/provider-clock';
import { liveStatusText, type LiveStreamState } from '../../lib/live-stream';

export function Notice({ tone, title, testId, children }: { tone: 'red' | 'orange' | 'yellow' | 'blue' | 'green'; title: string; testId?: string; children: ReactNode }) {
  return (
    <section className={`notice notice-${tone}`} data-testid={testId}>
      <h2>{title}</h2>
      <div>{children}</div>
    </section>
  );
}

const CREW_LIVE_TEXTS = { live: 'Live', connecting: 'Connecting…', stopped: 'Live updates stopped' };

/**
 * The truth about the live stream (as the dashboard's LiveStatus): live, connecting,
 * reconnecting since when (it comes back by itself), or stopped with a button to reload.
 */
export function LiveStatus({ stream }: { stream: LiveStreamState }) {
  if (stream.state === 'off') return null;
  const text = liveStatusText(stream, CREW_LIVE_TEXTS, formatClockTime);
  return (
    <p className="live-status">
      <span role="status" data-testid="crew-live" data-state={stream.state} className={stream.state === 'live' ? 'live-on' : 'live-off'}>
        {text}
      </span>
      {stream.state === 'stopped' && (
        <button type="button" className="secondary small" onClick={() => location.reload()}>
          Reload
        </button>
      )}
    </p>
  );
}

/** "2 steps waiting to send · last sent 14:02": the crew can see nothing is lost. */
export function OutboxLine({ waiting, lastSentAt }: { waiting: number; lastSentAt: string | null }) {
  const line = outboxLine(waiting, lastSentAt ? formatClockTime(lastSentAt) : null);
  if (!line) return null;
  return (
    <p className={waiting > 0 ? 'outbox outbox-waiting' : 'outbox'} role="status" data-testid="crew-outbox">
      {line}
    </p>
  );
}
