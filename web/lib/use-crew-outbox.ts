import { useEffect, useState } from 'react';
import type { CrewStep } from '../../shared/crew-steps';
import { crewDevice, retryDelayMs, takeBack, type CrewOp, type CrewOutboxStore, type SendOutcome } from './crew-outbox';

/** How long one send may take before it counts as failed (a weak network that never answers). */
const SEND_TIMEOUT_MS = 15_000;

interface OutboxCallbacks {
  send: (op: CrewOp, signal: AbortSignal) => Promise<SendOutcome>;
  onSent: (result: Extract<SendOutcome, { kind: 'sent' }>) => void;
  onRefused: (op: CrewOp, message: string) => void;
}

interface OutboxSnapshot {
  waiting: CrewOp[];
  lastSentAt: string | null;
}

/**
 * Sends the outbox's taps in order, one at a time, as soon as there is a connection: at once,
 * when the browser says it is online again, when the screen is shown again, when the live socket
 * reopens (`flush`), and after a failed try with a growing wait.
 */
class OutboxSender {
  private flushing = false;
  private again = false;
  private failures = 0;
  private inFlight: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onOnline = () => this.flush();
  private readonly onVisible = () => document.visibilityState === 'visible' && this.flush();

  /** The screen's latest callbacks (set after each render, before anything is sent). */
  private callbacks: OutboxCallbacks | null = null;

  use(callbacks: OutboxCallbacks): void {
    this.callbacks = callbacks;
  }

  constructor(
    private readonly store: CrewOutboxStore,
    private readonly publish: (snapshot: OutboxSnapshot) => void,
  ) {}

  start(): void {
    window.addEventListener('online', this.onOnline);
    document.addEventListener('visibilitychange', this.onVisible);
    void this.reload().then(() => this.flush());
  }

  stop(): void {
    window.removeEventListener('online', this.onOnline);
    document.removeEventListener('visibilitychange', this.onVisible);
    clearTimeout(this.timer);
  }

  private async reload(): Promise<void> {
    this.publish({ waiting: await this.store.list(), lastSentAt: await this.store.lastSentAt() });
  }

  readonly flush = (): void => {
    void this.run();
  };

  private async run(): Promise<void> {
    // One sender at a time; a call meanwhile makes it look again when done.
    if (this.flushing) {
      this.again = true;
      return;
    }
    this.flushing = true;
    clearTimeout(this.timer);
    try {
      do {
        this.again = false;
        for (;;) {
          const [op] = await this.store.list();
          const callbacks = this.callbacks;
          if (!op || !callbacks) break;
          this.inFlight = op.clientOpId;
          const outcome = await callbacks.send(op, AbortSignal.timeout(SEND_TIMEOUT_MS)).finally(() => (this.inFlight = null));
          if (outcome.kind === 'retry') {
            // Tried again after a growing wait, or at once if the browser said meanwhile that it
            // is back online (or the screen was shown again, or the socket reopened).
            this.failures += 1;
            clearTimeout(this.timer);
            this.timer = setTimeout(this.flush, retryDelayMs(this.failures));
            break;
          }
          this.failures = 0;
          if (outcome.kind === 'sent') {
            await this.store.markSent(new Date().toISOString());
            callbacks.onSent(outcome);
          } else {
            callbacks.onRefused(op, outcome.message);
          }
          await this.store.remove(op.clientOpId);
          await this.reload();
        }
      } while (this.again);
    } finally {
      this.flushing = false;
      await this.reload();
    }
  }

  /** Stores a tap (the button moves on at once), then sends what is waiting. */
  private async add(kind: CrewOp['kind'], bookingId: string, step: CrewStep, odometerKm?: number): Promise<void> {
    await this.store.add({ clientOpId: crypto.randomUUID(), kind, bookingId, step, tappedAt: new Date().toISOString(), ...(odometerKm === undefined ? {} : { odometerKm }) });
    await this.reload();
    this.flush();
  }

  readonly tap = (bookingId: string, step: CrewStep, odometerKm?: number) => this.add('step', bookingId, step, odometerKm);

  /** A waiting tap is taken out of the outbox; a sent one (or one on its way) gets an undo of its own. */
  readonly undo = async (bookingId: string, step: CrewStep): Promise<void> => {
    const how = takeBack(await this.store.list(), bookingId, step);
    if ('remove' in how && how.remove.clientOpId !== this.inFlight) {
      await this.store.remove(how.remove.clientOpId);
      await this.reload();
    } else {
      await this.add('undo', bookingId, step);
    }
  };
}

/** The crew screen's outbox (lib/crew-outbox): what is waiting, when one was last sent, and the taps. */
export function useCrewOutbox(callbacks: OutboxCallbacks) {
  const [snapshot, setSnapshot] = useState<OutboxSnapshot>({ waiting: [], lastSentAt: null });
  const [sender] = useState(() => new OutboxSender(crewDevice, setSnapshot));
  useEffect(() => {
    sender.use(callbacks);
  });
  useEffect(() => {
    sender.start();
    return () => sender.stop();
  }, [sender]);
  return { ...snapshot, tap: sender.tap, undo: sender.undo, flush: sender.flush };
}
export type CrewOutbox = ReturnType<typeof useCrewOutbox>;
