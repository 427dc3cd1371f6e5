import { useEffect, useState } from 'react';
import { haversineKm } from '../../shared/geo';
import { SHARE_MAX_INTERVAL_MS, SHARE_MIN_MOVE_M } from '../../shared/position-sharing';

/** A point as the browser's Geolocation API and the position input name it. */
interface LatLng {
  latitude: number;
  longitude: number;
}

const metresBetween = (a: LatLng, b: LatLng) => 1000 * haversineKm({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude });

/** A fix from the phone, as the server takes it. */
export interface PositionFix extends LatLng {
  accuracyM: number;
  fixedAt: string;
}

/** What became of a send: the server has it, refused it (a 4xx: this fix is dropped), or no answer. */
export type PositionSendOutcome = 'sent' | 'refused' | 'retry';

export type SharingState =
  | { kind: 'off' }
  /** Watching; `sentAt` is when the server last took a fix (null: none yet). */
  | { kind: 'sharing'; sentAt: number | null }
  /** The phone (or the crew) refused the location permission. */
  | { kind: 'refused' }
  /** No position from the phone (no GPS, no fix yet); still watching. */
  | { kind: 'unavailable' };

/** A fix is worth sending when the vehicle has moved 50 m since the last one sent, or 15 s have passed. */
export function shouldSend(lastSent: { at: number; position: LatLng } | null, next: LatLng, now: number): boolean {
  if (!lastSent) return true;
  return now - lastSent.at >= SHARE_MAX_INTERVAL_MS || metresBetween(lastSent.position, next) >= SHARE_MIN_MOVE_M;
}

const RETRY_MS = 5_000;
const STARTING: SharingState = { kind: 'sharing', sentAt: null };

/**
 * Shares the phone's position while `active` (issue 20.3: from "On the way" to "Reached
 * destination"): `watchPosition` in the foreground, a fix sent when the vehicle has moved 50 m or
 * 15 s have passed. Only the newest fix waits to be sent, never a backlog: a newer one replaces
 * it. The screen is kept on (Screen Wake Lock, taken again when the page is shown again). Stops
 * when `active` ends or the screen goes (sign-out).
 */
export function usePositionSharing(active: boolean, send: (fix: PositionFix) => Promise<PositionSendOutcome>): SharingState {
  const [state, setState] = useState<SharingState>(STARTING);
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  useEffect(() => {
    if (!active || !supported) return;
    let stopped = false;
    let lastSent: { at: number; position: LatLng } | null = null;
    let waiting: PositionFix | null = null;
    let sending = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wakeLock: WakeLockSentinel | null = null;

    const pump = async () => {
      if (sending || !waiting || stopped) return;
      const fix = waiting;
      waiting = null;
      sending = true;
      const outcome = await send(fix).catch((): PositionSendOutcome => 'retry');
      sending = false;
      if (stopped) return;
      if (outcome === 'sent') {
        lastSent = { at: Date.now(), position: fix };
        setState({ kind: 'sharing', sentAt: lastSent.at });
      } else if (outcome === 'retry') {
        // Kept unless a newer fix came meanwhile; tried again shortly (or with the next fix).
        waiting ??= fix;
        clearTimeout(retry);
        retry = setTimeout(() => void pump(), RETRY_MS);
      }
      void pump();
    };

    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const fix: PositionFix = {
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracyM: position.coords.accuracy,
          fixedAt: new Date(position.timestamp).toISOString(),
        };
        setState((s) => (s.kind === 'sharing' ? s : { kind: 'sharing', sentAt: lastSent?.at ?? null }));
        if (!shouldSend(lastSent, fix, Date.now())) return;
        waiting = fix;
        void pump();
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? { kind: 'refused' } : { kind: 'unavailable' }),
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );

    // The screen stays on during the trip; the browser lets the lock go when the page is hidden.
    const keepScreenOn = () => {
      if (stopped || document.visibilityState !== 'visible' || !('wakeLock' in navigator) || (wakeLock && !wakeLock.released)) return;
      navigator.wakeLock.request('screen').then(
        (lock) => (stopped ? void lock.release() : (wakeLock = lock)),
        () => {},
      );
    };
    keepScreenOn();
    document.addEventListener('visibilitychange', keepScreenOn);

    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
      clearTimeout(retry);
      document.removeEventListener('visibilitychange', keepScreenOn);
      void wakeLock?.release().catch(() => {});
      setState(STARTING);
    };
  }, [active, supported, send]);

  if (!active) return { kind: 'off' };
  return supported ? state : { kind: 'unavailable' };
}
