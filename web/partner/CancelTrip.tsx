import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { partnerCancelInput } from '../../shared/schemas/partner';
import { trpc } from '../lib/staff-client';
import { successToast } from '../lib/staff-feedback';
import { writeErrorToast } from '../lib/stale-write';
import type { BoardTrip } from './Board';
import { PARTNER_CANCEL_REASONS } from './cancel-reasons';

/** Cancels a trip that has not started, with a coded reason (and words beside it, optional). */
export function CancelTrip({ trip, onClose }: { trip: BoardTrip | null; onClose: () => void }) {
  return (
    <Modal opened={trip !== null} onClose={onClose} title="Cancel trip" centered>
      {trip ? <CancelForm trip={trip} onDone={onClose} /> : null}
    </Modal>
  );
}

function CancelForm({ trip, onDone }: { trip: BoardTrip; onDone: () => void }) {
  const utils = trpc.useUtils();
  const cancel = trpc.partner.cancelTrip.useMutation();
  const [code, setCode] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = partnerCancelInput.safeParse({ id: trip.id, version: trip.version, code, text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Choose a reason from the list');
    setError(null);
    try {
      await cancel.mutateAsync(parsed.data);
      successToast('Trip cancelled', `Trip #${trip.reference} for ${trip.patientName} is cancelled.`);
      onDone();
    } catch (err) {
      writeErrorToast('Could not cancel the trip', err, onDone);
    } finally {
      void utils.partner.board.invalidate();
      void utils.partner.history.invalidate();
    }
  };
  return (
    <Stack>
      <Text size="sm">
        Trip #{trip.reference} for {trip.patientName}. Why is it cancelled?
      </Text>
      <Radio.Group value={code} onChange={setCode} error={error} label="Reason" required>
        <Stack gap="xs" mt="xs">
          {PARTNER_CANCEL_REASONS.map((reason) => (
            <Radio key={reason.code} value={reason.code} label={reason.label} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea label="Details (optional)" autosize minRows={2} maxLength={500} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={cancel.isPending}>
          Keep the trip
        </Button>
        <Button color="red" onClick={() => void submit()} loading={cancel.isPending}>
          Cancel trip
        </Button>
      </Group>
    </Stack>
  );
}
