import { describe, expect, it } from 'vitest';
import { outboxLine, outcomeOfError, retryDelayMs, takeBack, withWaitingTaps, type CrewBooking, type CrewOp } from '../../web/lib/crew-outbox';

/** A booking as the server last sent it: confirmed, no step yet. */
const booking: CrewBooking = {
  id: 'b1',
  reference: 'B1',
  status: 'confirmed',
  service: 'Emergency Ambulance',
  customerName: 'Test',
  customerPhone: '+919800000000',
  pickupLocation: 'Varthur',
  dropoffLocation: null,
  notes: null,
  bookingDate: '2026-11-24T01:00:00.000Z',
  steps: (['on_the_way', 'at_pickup', 'on_board', 'at_destination', 'completed'] as const).map((step) => ({ step, at: null })),
  toHospital: false,
  next: 'on_the_way',
  undoable: null,
  version: 3,
};
const op = (kind: CrewOp['kind'], step: CrewOp['step'], tappedAt: string, bookingId = 'b1'): CrewOp => ({ clientOpId: `${kind}-${step}-${tappedAt}`, kind, bookingId, step, tappedAt });

describe('the booking as the crew sees it, with the taps still waiting', () => {
  it('a trip to a listed hospital goes on through its own steps: Arrived at hospital, then Patient handed over (issue 39)', () => {
    const toHospital: CrewBooking = {
      ...booking,
      toHospital: true,
      steps: (['on_the_way', 'at_pickup', 'on_board', 'at_hospital', 'handed_over', 'completed'] as const).map((step) => ({ step, at: null })),
    };
    const taps = [
      op('step', 'on_the_way', '2026-11-24T02:00:00.000Z'),
      op('step', 'at_pickup', '2026-11-24T02:10:00.000Z'),
      op('step', 'on_board', '2026-11-24T02:20:00.000Z'),
    ];
    expect(withWaitingTaps(toHospital, taps).next).toBe('at_hospital');
    const arrived = withWaitingTaps(toHospital, [...taps, op('step', 'at_hospital', '2026-11-24T02:40:00.000Z')]);
    expect(arrived.next).toBe('handed_over');
    expect(arrived.steps.map((s) => s.step)).not.toContain('at_destination');
    const handed = withWaitingTaps(toHospital, [...taps, op('step', 'at_hospital', '2026-11-24T02:40:00.000Z'), op('step', 'handed_over', '2026-11-24T02:52:00.000Z')]);
    expect(handed).toMatchObject({ next: 'completed', undoable: { step: 'handed_over' } });
  });


  it('moves the button on at once, dates each step by its tap, and offers the last one back for a minute', () => {
    const shown = withWaitingTaps(booking, [op('step', 'on_the_way', '2026-11-24T02:00:00.000Z'), op('step', 'at_pickup', '2026-11-24T02:10:00.000Z')]);
    expect(shown.next).toBe('on_board');
    expect(shown.status).toBe('in_progress');
    expect(shown.steps.slice(0, 3)).toEqual([
      { step: 'on_the_way', at: '2026-11-24T02:00:00.000Z' },
      { step: 'at_pickup', at: '2026-11-24T02:10:00.000Z' },
      { step: 'on_board', at: null },
    ]);
    expect(shown.undoable).toEqual({ step: 'at_pickup', until: '2026-11-24T02:11:00.000Z' });
  });

  it('an undo waiting takes its step back (the status with it); another booking\'s taps change nothing', () => {
    const shown = withWaitingTaps(booking, [op('step', 'on_the_way', '2026-11-24T02:00:00.000Z'), op('undo', 'on_the_way', '2026-11-24T02:00:20.000Z'), op('step', 'on_the_way', '2026-11-24T02:00:00.000Z', 'other')]);
    expect(shown).toMatchObject({ status: 'confirmed', next: 'on_the_way', undoable: null });
    expect(withWaitingTaps(booking, [op('step', 'on_the_way', '2026-11-24T02:00:00.000Z', 'other')])).toBe(booking);
  });

  it('the last step waiting completes the booking', () => {
    const steps = ['on_the_way', 'at_pickup', 'on_board', 'at_destination', 'completed'] as const;
    const shown = withWaitingTaps(booking, steps.map((s, i) => op('step', s, `2026-11-24T02:0${i}:00.000Z`)));
    expect(shown).toMatchObject({ status: 'completed', next: null, undoable: { step: 'completed' } });
  });
});

describe('taking back a step', () => {
  it('removes a tap still waiting, and sends an undo for one already sent', () => {
    const waiting = [op('step', 'on_the_way', '2026-11-24T02:00:00.000Z'), op('step', 'at_pickup', '2026-11-24T02:01:00.000Z')];
    expect(takeBack(waiting, 'b1', 'at_pickup')).toEqual({ remove: waiting[1] });
    expect(takeBack(waiting.slice(0, 1), 'b1', 'at_pickup')).toEqual({ send: true });
    expect(takeBack([], 'b1', 'on_the_way')).toEqual({ send: true });
  });
});

describe('what a failed send means', () => {
  const httpError = (httpStatus: number) => Object.assign(new Error(`status ${httpStatus}`), { data: { httpStatus } });
  it('a 4xx is the server\'s answer about this tap: shown and dropped', () => {
    expect(outcomeOfError(httpError(409))).toEqual({ kind: 'refused', message: 'status 409' });
    expect(outcomeOfError(httpError(403))).toEqual({ kind: 'refused', message: 'status 403' });
    expect(outcomeOfError(httpError(400))).toEqual({ kind: 'refused', message: 'status 400' });
  });
  it('no answer, a 5xx, a signed-out session, a timeout or a rate limit: tried again', () => {
    for (const error of [new TypeError('Failed to fetch'), httpError(500), httpError(503), httpError(401), httpError(408), httpError(429), null]) {
      expect(outcomeOfError(error)).toEqual({ kind: 'retry' });
    }
  });
  it('waits longer after each failure, never more than a minute', () => {
    expect([1, 2, 3, 4, 6, 7, 30].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 32_000, 60_000, 60_000]);
  });
});

describe('the outbox line', () => {
  it('says what waits and when one was last sent', () => {
    expect(outboxLine(2, '14:02')).toBe('2 steps waiting to send · last sent 14:02');
    expect(outboxLine(1, null)).toBe('1 step waiting to send');
    expect(outboxLine(0, '14:02')).toBe('All steps sent · last sent 14:02');
    expect(outboxLine(0, null)).toBeNull();
  });
});
