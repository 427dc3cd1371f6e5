import { retryLink, type TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { useEffect, useRef, useState } from 'react';
import type { AppRouter } from '../../server/trpc/root';

/**
 * Live streams that never go silent (issue 18.4). Two ways a stream breaks, one answer to each:
 * - the WebSocket drops: tRPC's wsLink opens a new one by itself and subscribes again from the
 *   last event it saw (`lastEventId` of the `tracked()` events);
 * - the server ends the stream with an error (it failed, or was restarted under it): tRPC's
 *   retryLink subscribes again after a wait that grows (1, 2, 4, 8, then 10 s), from the last
 *   event, unless the error says the session or the role ended (401/403): then the screen's
 *   account check takes over, as it does for a refused start.
 * `useLiveStream` tells the truth about either: live, reconnecting (since when) or stopped.
 */

/** The HTTP status of a tRPC error, or undefined when there was no answer (offline, unreachable). */
export function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { data?: { httpStatus?: unknown } } | null)?.data?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

/** The stream ended because the session or the role did: subscribing again would only loop. */
export function isAccessEnded(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 401 || status === 403;
}

/**
 * Worth subscribing again: the server failed (5xx), timed out, or there was no answer at all (a
 * closed socket has no status). Any other refusal (400, 429 "too many subscriptions") stays.
 */
export function isRetryable(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === undefined || status >= 500 || status === 408 || status === 499;
}

/** 1, 2, 4, 8, then every 10 s, each ±25% so screens cut off together do not return together. */
export function retryDelayMs(attempt: number): number {
  return Math.min(10_000, 1000 * 2 ** (attempt - 1)) * (0.75 + Math.random() / 2);
}

/**
 * Below retryLink: an error that retryLink will retry is first passed up as the "connecting"
 * state (with the error), the one wsLink gives while it reconnects a socket, so the screen
 * shows "reconnecting" while it waits instead of still "live". retryLink hides the error itself.
 */
const announceRetryLink: TRPCLink<AppRouter> = () => ({ op, next }) =>
  observable((observer) => {
    const subscription = next(op).subscribe({
      next: (envelope) => observer.next(envelope),
      error: (error) => {
        if (op.type === 'subscription' && isRetryable(error)) observer.next({ result: { type: 'state', state: 'connecting', error } });
        observer.error(error);
      },
      complete: () => observer.complete(),
    });
    return () => subscription.unsubscribe();
  });

/** The links every staff subscription goes through, before wsLink. */
export function resubscribingLinks(): TRPCLink<AppRouter>[] {
  return [retryLink({ retry: ({ op, error }) => op.type === 'subscription' && isRetryable(error), retryDelayMs }), announceRetryLink];
}

/** What a screen says about its stream. */
export type LiveStreamState =
  | { state: 'off' }
  | { state: 'connecting' }
  | { state: 'live' }
  /** Cut off (the socket, or the stream with an error) and trying again since `since` (ms). */
  | { state: 'reconnecting'; since: number }
  /** Ended for good (a refusal, or the session ended): only a reload starts it again. */
  | { state: 'stopped'; message: string };

interface StreamHandlers<T> {
  onStarted: () => void;
  onData: (data: T) => void;
  onError: (error: TRPCClientError<AppRouter>) => void;
  onConnectionStateChange: (state: { state: 'idle' | 'connecting' | 'pending'; error: unknown }) => void;
  onComplete: () => void;
}

/** A subscription procedure of the vanilla tRPC client (`utils.client.crew.onChange`). */
interface SubscribableProcedure<I, T> {
  subscribe: (input: I, handlers: Partial<StreamHandlers<T>>) => Unsubscribable;
}

/**
 * Subscribes while `enabled` and says how the stream is doing. `onReconnected` runs when a
 * stream is live again after being cut off: changes it missed are replayed from its last event
 * where there was one, but a screen that had none yet (or whose stream has no ids) refetches.
 * `onAccessEnded` runs when the stream ended because the session or the role did.
 */
export function useLiveStream<I, T>(
  procedure: SubscribableProcedure<I, T>,
  input: I,
  options: {
    enabled?: boolean;
    onData: (data: T) => void;
    onAccessEnded: () => void;
    onReconnected?: (hadResumePoint: boolean) => void;
    /** The stream has started (the first time): a screen that read before it can read again. */
    onFirstStarted?: () => void;
  },
): LiveStreamState {
  const enabled = options.enabled ?? true;
  const [state, setState] = useState<LiveStreamState>({ state: 'connecting' });
  // The latest procedure, input and callbacks, read when an event arrives (not captured once).
  const latest = useRef({ procedure, input, options });
  const inputKey = JSON.stringify(input) ?? '';
  useEffect(() => {
    latest.current = { procedure, input, options };
  });

  useEffect(() => {
    if (!enabled) return;
    let cutOff = false;
    let resumePoint = false;
    let started = false;
    const subscription = latest.current.procedure.subscribe(latest.current.input, {
      onStarted: () => {
        setState({ state: 'live' });
        if (!started) latest.current.options.onFirstStarted?.();
        if (cutOff) latest.current.options.onReconnected?.(resumePoint);
        started = true;
        cutOff = false;
      },
      onData: (data) => {
        resumePoint = typeof (data as { id?: unknown } | null)?.id === 'string';
        latest.current.options.onData(data);
      },
      onConnectionStateChange: ({ state: connection, error }) => {
        if (connection !== 'connecting' || !error) return;
        cutOff = true;
        const since = Date.now();
        setState((current) => (current.state === 'reconnecting' ? current : { state: 'reconnecting', since }));
      },
      onError: (error) => {
        setState({ state: 'stopped', message: error.message });
        if (isAccessEnded(error)) latest.current.options.onAccessEnded();
      },
      onComplete: () => setState((current) => (current.state === 'stopped' ? current : { state: 'stopped', message: 'The live stream ended.' })),
    });
    return () => {
      subscription.unsubscribe();
      // Enabled again later, it starts as a new stream.
      setState({ state: 'connecting' });
    };
    // Another input is another stream (a booking's map given another vehicle).
  }, [enabled, inputKey]);

  return enabled ? state : { state: 'off' };
}

/** One label for several streams: the worst of them (stopped, reconnecting since the earliest, connecting, live). */
export function worstOf(...streams: LiveStreamState[]): LiveStreamState {
  const on = streams.filter((s) => s.state !== 'off');
  const stopped = on.find((s) => s.state === 'stopped');
  if (stopped) return stopped;
  const since = on.flatMap((s) => (s.state === 'reconnecting' ? [s.since] : []));
  if (since.length) return { state: 'reconnecting', since: Math.min(...since) };
  if (on.some((s) => s.state === 'connecting')) return { state: 'connecting' };
  return on.length ? { state: 'live' } : { state: 'off' };
}

/** What a screen's live label says in each state; "reconnecting" is always "Reconnecting since 14:02". */
export interface LiveStatusTexts {
  connecting: string;
  live: string;
  stopped: string;
}

/** The label of a stream that is not off, with `timeOf` writing the reconnecting time ("14:02"). */
export function liveStatusText(stream: Exclude<LiveStreamState, { state: 'off' }>, texts: LiveStatusTexts, timeOf: (ms: number) => string): string {
  if (stream.state === 'live') return texts.live;
  if (stream.state === 'reconnecting') return `Reconnecting since ${timeOf(stream.since)}`;
  return stream.state === 'stopped' ? texts.stopped : texts.connecting;
}
