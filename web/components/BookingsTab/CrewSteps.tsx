import { Button, Group, Paper, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { refreshAfterChange } from '../../lib/staff-refresh';
import { trpc } from '../../lib/staff-client';
import { writeErrorToast } from '../../lib/stale-write';
import { CREW_STEP_LABELS, STEP_UNDO_MS, type CrewStep } from '../../../shared/crew';
import { oneAfterAnother } from '../../../shared/one-at-a-time';
import type { DetailBooking } from './BookingDetail';

/** The step after `step` in this trip's steps (null after the last). */
function stepAfter(steps: readonly CrewStep[], step: CrewStep): CrewStep | null {
  return steps[steps.indexOf(step) + 1] ?? null;
}

/**
 * The crew's steps recorded by an operator (crews without a phone): same order and undo. A tap
 * shows the next step at once: taps not yet answered are kept here and laid over the booking as
 * the server last sent it (a refetch meanwhile, from any booking's live event, does not undo
 * them on screen). The answer then brings the booking's new version, and a refusal puts back what
 * the server holds. A tap made before that answer is sent after it, with the version it brought.
 */
export function CrewSteps({ booking }: { booking: DetailBooking }) {
  const utils = trpc.useUtils();
  const record = trpc.bookings.recordStep.useMutation();
  const undo = trpc.bookings.undoStep.useMutation();
  // Taps go one after another, each made from the version the previous answer brought.
  const [inTurn] = useState(oneAfterAnother);
  const version = useRef(booking.version);
  useEffect(() => {
    version.current = Math.max(version.current, booking.version);
  }, [booking.version]);
  const [waiting, setWaiting] = useState<{ step: CrewStep; kind: 'record' | 'undo'; at: number }[]>([]);
  const run = (step: CrewStep, kind: 'record' | 'undo') => {
    const key = { id: booking.id };
    setWaiting((w) => [...w, { step, kind, at: Date.now() }]);
    const send = async () => {
      let failed = false;
      try {
        const input = { bookingId: booking.id, step, version: version.current };
        const result = await (kind === 'record' ? record.mutateAsync(input) : undo.mutateAsync(input));
        version.current = result.version;
        utils.bookings.byId.setData(key, (old) => old && { ...old, status: result.status, version: result.version, crewSteps: { next: result.next, undoable: result.undoable, sequence: result.steps.map((s) => s.step) } });
      } catch (error) {
        failed = true;
        writeErrorToast('Step not recorded', error, () => void utils.bookings.byId.invalidate(key));
      } finally {
        // Answered (in order): no longer laid over what the server holds.
        setWaiting((w) => w.slice(1));
        refreshAfterChange(utils, ['booking'], { failed });
        void utils.bookings.timeline.invalidate(key);
      }
    };
    void inTurn(send);
  };
  const { sequence } = booking.crewSteps;
  let { next, undoable } = booking.crewSteps;
  for (const tap of waiting) {
    if (tap.kind === 'record') {
      next = stepAfter(sequence, tap.step);
      undoable = { step: tap.step, until: new Date(tap.at + STEP_UNDO_MS).toISOString() };
    } else {
      next = tap.step;
      undoable = null;
    }
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        Crew steps
      </Title>
      <Group gap="xs" data-testid="crew-steps">
        {sequence.map((step) => (
          <Button
            key={step}
            size="xs"
            variant={next === step ? 'filled' : 'light'}
            aria-current={next === step ? 'step' : undefined}
            onClick={() => run(step, 'record')}
          >
            {CREW_STEP_LABELS[step]}
          </Button>
        ))}
        {undoable && (
          <Button size="xs" variant="subtle" onClick={() => run(undoable.step, 'undo')}>
            Undo “{CREW_STEP_LABELS[undoable.step]}”
          </Button>
        )}
      </Group>
    </Paper>
  );
}
