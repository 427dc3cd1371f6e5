import { Button, Group, Switch } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { SERVICE_TYPE_LABELS } from '../../../shared/booking-values';
import {
  desktopNotificationsAllowed,
  keepTitleCount,
  playRequestChime,
  readSeenRequests,
  rememberSeenRequests,
  showDesktopNotification,
  unlockAudioOnInteraction,
} from '../../lib/staff-alerts';
import { usePendingQueue } from '../../lib/staff-queue';

/**
 * Nobody misses a request: a new website request in the pending queue plays a chime (unless
 * muted in this browser), raises a desktop notification when allowed, and the tab's title
 * counts the requests waiting for a call back. Keyed off the queue's data, so a request is
 * announced once per browser whichever way it arrived (live event, reconnect, reload), and one
 * flagged as possible spam is never announced.
 */
export function RequestAlerts() {
  const queue = usePendingQueue();
  const navigate = useNavigate();
  const [muted, setMuted] = useLocalStorage({
    key: 'staff.alerts.muted',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  // Reads the switch's current value without re-running the announcing effect.
  const chimeUnlessMuted = useEffectEvent(() => {
    if (!muted) playRequestChime();
  });
  const primed = useRef(false);

  useEffect(() => unlockAudioOnInteraction(), []);

  const requests = queue.data?.items;
  useEffect(() => {
    if (!requests) return;
    const seen = readSeenRequests() ?? new Set<string>();
    const fresh = requests.filter((b) => !seen.has(b.id));
    rememberSeenRequests(requests.map((b) => b.id));
    // What was already waiting when the screen opened is shown by the queue, not announced.
    const firstLook = !primed.current;
    primed.current = true;
    if (firstLook) return;
    const announce = fresh.filter((b) => b.source === 'website' && !b.possibleSpam);
    if (announce.length === 0) return;
    chimeUnlessMuted();
    for (const b of announce) {
      showDesktopNotification(
        'New booking request',
        `${b.customerName}: ${SERVICE_TYPE_LABELS[b.serviceType]} from ${b.pickupLocation}`,
        b.id,
        () => void navigate({ to: '/admin/bookings/$id', params: { id: b.id } }),
      );
    }
  }, [requests, navigate]);

  const waiting = queue.data?.total ?? 0;
  useEffect(() => keepTitleCount(waiting), [waiting]);

  return (
    <Group gap="sm" wrap="nowrap">
      <DesktopAlertsButton />
      <Switch
        size="xs"
        label="Sound"
        checked={!muted}
        onChange={(e) => setMuted(!e.currentTarget.checked)}
        aria-label="Sound for new requests"
      />
    </Group>
  );
}

/** Asking needs a click (browsers refuse a request made without one); hidden once answered. */
function DesktopAlertsButton() {
  const [permission, setPermission] = useState(() => (typeof Notification === 'undefined' ? 'denied' : Notification.permission));
  if (permission !== 'default' || desktopNotificationsAllowed()) return null;
  return (
    <Button size="compact-xs" variant="subtle" onClick={() => void Notification.requestPermission().then(setPermission)}>
      Enable desktop alerts
    </Button>
  );
}
