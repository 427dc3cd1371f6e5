import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AGE_BAND_LABELS, COMPLAINT_LABELS, PRIORITY_LABELS, SEX_LABELS } from '../../../shared/prealert';
import { formatTime } from '../../lib/dates';
import { trpc } from '../../lib/staff-client';
import { LazyBlock, lazyNamed } from '../../lib/staff-lazy';
import type { DetailBooking } from './BookingDetail';

/** The form (and its validator) load when first opened. */
const PrealertForm = lazyNamed(() => import('./PrealertForm'), 'PrealertForm');

/**
 * The receiving hospital's pre-alert (issue 39.2) on a booking to a listed hospital: what was
 * sent, the department's link with its WhatsApp and SMS texts, and the department's answer, which
 * arrives live (the booking's change event refetches it). Operators send it once the patient is
 * on board and before arrival.
 */
export function PrealertPanel({ booking, canManage }: { booking: DetailBooking; canManage: boolean }) {
  const prealert = trpc.bookings.prealert.useQuery({ bookingId: booking.id });
  const [editing, setEditing] = useState(false);
  const canSend = canManage && booking.status === 'in_progress' && booking.crewSteps.next === 'at_hospital';
  const p = prealert.data;
  return (
    <Paper withBorder p="md" radius="md" data-testid="prealert-panel">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={3} size="h5">
          Hospital pre-alert
        </Title>
        {canSend && !editing ? (
          <Button size="xs" onClick={() => setEditing(true)}>
            {p ? 'Correct pre-alert' : 'Send pre-alert'}
          </Button>
        ) : null}
      </Group>
      <Stack gap="xs">
        {p ? (
          <>
            <Text size="sm">
              Sent {formatTime(p.sentAt)} {p.sentBy === 'crew' ? 'by the crew' : 'by staff'} to {p.hospital?.name ?? 'the hospital'}:{' '}
              {AGE_BAND_LABELS[p.ageBand]}, {SEX_LABELS[p.sex]}, {COMPLAINT_LABELS[p.complaint]}
              {p.note ? ` (${p.note})` : ''} · {PRIORITY_LABELS[p.priority]}
            </Text>
            {p.acknowledgement ? (
              <Alert color="green" title="The hospital answered" data-testid="prealert-answer">
                {formatTime(p.acknowledgement.at)}: {p.acknowledgement.text}
              </Alert>
            ) : (
              <Badge color="yellow" variant="light" data-testid="prealert-waiting">
                No answer from the hospital yet
              </Badge>
            )}
            <Group gap="xs" wrap="wrap">
              {p.whatsappHref ? (
                <Button component="a" size="xs" variant="light" color="green" href={p.whatsappHref} target="_blank" rel="noopener noreferrer">
                  Share by WhatsApp
                </Button>
              ) : null}
              {p.smsHref ? (
                <Button component="a" size="xs" variant="light" href={p.smsHref}>
                  Share by SMS
                </Button>
              ) : null}
              <Anchor size="sm" href={p.path} target="_blank" rel="noopener noreferrer" data-testid="prealert-link">
                Open the hospital's page
              </Anchor>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {canSend ? 'Not sent yet.' : 'Sent once the patient is on board, before arrival at the hospital.'}
          </Text>
        )}
        {editing ? (
          <LazyBlock label="Loading the form">
            <PrealertForm bookingId={booking.id} current={p ?? null} onDone={() => setEditing(false)} />
          </LazyBlock>
        ) : null}
      </Stack>
    </Paper>
  );
}
