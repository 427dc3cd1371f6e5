import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { STEP_UNDO_MS, type CrewStep } from '../../shared/crew-steps';
import { httpStatusOf } from './live-stream';
import type { RouterOutputs } from './staff-client';

/**
 * The crew's outbox (issue 19.1): every tap is written to the phone (IndexedDB) before it is
 * sent, so a tap made in a lift or a basement is never lost, and survives a reload, a closed tab
 * and a restarted browser. Taps go out in order, one at a time; the server records each once
 * (by its `clientOpId`) and dates it by `tappedAt`.
 */

export type CrewBooking = NonNullable<RouterOutputs['crew']['current']['booking']>;

export interface CrewOp {
  clientOpId: string;
  kind: 'step' | 'undo';
  bookingId: string;
  step: CrewStep;
  tappedAt: string;
  /** The odometer read with this step (km), when the crew typed one (issue 40.3). */
  odometerKm?: number;
}

/** What became of a send: recorded, refused for good (a 4xx: shown and dropped), or to try again. */
export type SendOutcome = { kind: 'sent'; booking: CrewBooking } | { kind: 'refused'; message: string } | { kind: 'retry' };

/**
 * A failed send, classified: a 4xx is the server's answer about this tap (cancelled booking, a
 * step an operator already recorded or undid) and sending it again would change nothing; no
 * answer (offline), a 5xx, 401, 408 and 429 are tried again.
 */
export function outcomeOfError(error: unknown): SendOutcome {
  const status = httpStatusOf(error);
  // 401: signed out meanwhile. The tap waits for the crew to sign in again, it is not dropped.
  if (typeof status === 'number' && status >= 400 && status < 500 && ![401, 408, 429].includes(status)) {
    return { kind: 'refused', message: error instanceof Error ? error.message : 'The server refused this step.' };
  }
  return { kind: 'retry' };
}

/** Waits before the next try after `failures` failed ones in a row: 1 s, 2 s, 4 s … at most a minute. */
export function retryDelayMs(failures: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/**
 * The booking as the crew should see it: what the server last said, with the taps still waiting
 * applied in order (the button moves on at once, online or not).
 */
export function withWaitingTaps(booking: CrewBooking, ops: readonly CrewOp[]): CrewBooking {
  const mine = ops.filter((op) => op.bookingId === booking.id);
  if (mine.length === 0) return booking;
  const at = new Map(booking.steps.map((s) => [s.step, s.at]));
  let undoable = booking.undoable;
  for (const op of mine) {
    if (op.kind === 'step') {
      at.set(op.step, op.tappedAt);
      undoable = { step: op.step, until: new Date(Date.parse(op.tappedAt) + STEP_UNDO_MS).toISOString() };
    } else {
      at.set(op.step, null);
      undoable = null;
    }
  }
  // The booking's own steps, in its order (a trip to a listed hospital has two more: issue 39).
  const order = booking.steps.map((s) => s.step);
  const next = order.find((s) => !at.get(s)) ?? null;
  return {
    ...booking,
    status: next === null ? 'completed' : at.get('on_the_way') ? 'in_progress' : 'confirmed',
    steps: order.map((step) => ({ step, at: at.get(step) ?? null })),
    next,
    undoable,
  };
}

/**
 * Taking back a step: a tap still waiting is simply removed from the outbox (the server never
 * hears of it); one already sent gets an undo of its own, sent like a tap.
 */
export function takeBack(ops: readonly CrewOp[], bookingId: string, step: CrewStep): { remove: CrewOp } | { send: true } {
  const waiting = [...ops].reverse().find((op) => op.bookingId === bookingId);
  if (waiting?.kind === 'step' && waiting.step === step) return { remove: waiting };
  return { send: true };
}

/** The outbox's line on the screen: "2 steps waiting to send · last sent 14:02". */
export function outboxLine(waiting: number, lastSent: string | null): string | null {
  const sent = lastSent ? `last sent ${lastSent}` : null;
  if (waiting === 0) return sent ? `All steps sent · ${sent}` : null;
  return [`${waiting} ${waiting === 1 ? 'step' : 'steps'} waiting to send`, sent].filter(Boolean).join(' · ');
}

/** The phone's store: the waiting taps, in the order they were made, and when one was last sent. */
export class CrewOutboxStore {
  private store: UseStore | null = null;
  private seq = 0;

  private db(): UseStore {
    this.store ??= createStore('crew-outbox', 'ops');
    return this.store;
  }

  /** Waiting taps, oldest first (keys sort by the time they were added). */
  async list(): Promise<CrewOp[]> {
    const all = await entries<string, CrewOp | string>(this.db());
    return all.filter(([key]) => key.startsWith('op:')).map(([, value]) => value as CrewOp);
  }

  async add(op: CrewOp): Promise<void> {
    // Milliseconds, then a counter: two taps in one millisecond keep their order.
    const key = `op:${String(Date.now()).padStart(15, '0')}:${String(this.seq++).padStart(6, '0')}:${op.clientOpId}`;
    await set(key, op, this.db());
  }

  async remove(clientOpId: string): Promise<void> {
    const all = await entries<string, unknown>(this.db());
    for (const [key] of all) if (key.startsWith('op:') && key.endsWith(`:${clientOpId}`)) await del(key, this.db());
  }

  async lastSentAt(): Promise<string | null> {
    return (await get<string>('lastSentAt', this.db())) ?? null;
  }

  async markSent(at: string): Promise<void> {
    await set('lastSentAt', at, this.db());
  }

  /** The assignment as the server last sent it, kept so the screen can open with no network (issue 19.3). */
  async saveAssignment(assignment: CrewAssignment): Promise<void> {
    await set(ASSIGNMENT_KEY, { savedAt: new Date().toISOString(), assignment } satisfies SavedAssignment, this.db());
  }

  async lastAssignment(): Promise<SavedAssignment | null> {
    return (await get<SavedAssignment>(ASSIGNMENT_KEY, this.db())) ?? null;
  }

  /** Sign-out: the patient's name, phone and address leave the phone (waiting taps hold none). */
  async forgetAssignment(): Promise<void> {
    await del(ASSIGNMENT_KEY, this.db());
  }
}

const ASSIGNMENT_KEY = 'assignment';
export type CrewAssignment = RouterOutputs['crew']['current'];
export interface SavedAssignment {
  savedAt: string;
  assignment: CrewAssignment;
}

/** This phone's crew store: the outbox and the saved assignment, one per page. */
export const crewDevice = new CrewOutboxStore();
