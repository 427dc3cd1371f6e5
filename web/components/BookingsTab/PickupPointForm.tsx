import { Alert, Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import { pickupPointText } from '../../../shared/schemas/geo';
import { trpc } from '../../lib/staff-client';
import { apiErrorCode, apiErrorMessage, apiFieldError, errorToast, successToast } from '../../lib/staff-feedback';
import { refreshAfterChange } from '../../lib/staff-refresh';
import { isStaleWrite } from '../../lib/stale-write';

/** The form checks what is pasted with the server's own schema (shared/schemas/geo.ts). */
const formSchema = z.object({ point: pickupPointText });

/**
 * Set or correct the pickup point: paste coordinates ("12.97, 77.59") or a Google Maps link
 * (`@lat,lng` or `q=lat,lng`). Its own chunk (the validator comes with it). A point outside the
 * service area is saved, and the warning the server gives stays shown.
 */
export function PickupPointForm({ bookingId, version, onDone }: { bookingId: string; version: number; onDone: (warning: string | null) => void }) {
  const utils = trpc.useUtils();
  const setPoint = trpc.bookings.setPickupPoint.useMutation();
  const [stale, setStale] = useState<string | null>(null);
  const form = useForm({ initialValues: { point: '' }, validate: schemaResolver(formSchema, { sync: true }) });

  const submit = form.onSubmit(async ({ point }) => {
    let failed = false;
    try {
      const result = await setPoint.mutateAsync({ bookingId, version, point });
      utils.bookings.byId.setData({ id: bookingId }, (old) => old && { ...old, ...result.booking, pickupFromBase: result.pickupFromBase });
      successToast('Pickup point saved');
      onDone(result.warning);
    } catch (error) {
      failed = true;
      const fieldError = apiFieldError(error, 'point');
      if (fieldError) form.setFieldError('point', fieldError);
      else if (isStaleWrite(error)) setStale(apiErrorMessage(error));
      else errorToast('Failed to save pickup point', apiErrorMessage(error));
      if (apiErrorCode(error) === 'NOT_FOUND') onDone(null);
    } finally {
      refreshAfterChange(utils, ['booking'], { failed });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      {stale ? (
        <Alert color="red" title="Not saved" mb="sm" data-testid="stale-write">
          {stale}
          <Group mt="xs">
            <Button size="xs" variant="light" onClick={() => onDone(null)}>
              Reload
            </Button>
          </Group>
        </Alert>
      ) : null}
      <TextInput
        label="Coordinates or Google Maps link"
        description="e.g. 12.97, 77.59, or a link with @12.97,77.59 or q=12.97,77.59"
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('point')}
      />
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={() => onDone(null)} disabled={setPoint.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={setPoint.isPending}>
          Save pickup point
        </Button>
      </Group>
    </form>
  );
}
