import { useEffect, useRef, useState } from 'react';
import { CREW_APP_PATH, CREW_SERVICE_WORKER_PATH } from '../../shared/crew-app';

/**
 * The crew screen's service worker (web/crew-app/service-worker.ts, issue 19.3): registered once
 * the screen is up, so it can open with no network and be added to the home screen. A new
 * version installs in the background and waits; it is offered only between trips (no booking
 * under way, nothing waiting to send), so a crew is never reloaded in the middle of one.
 */
export function useCrewApp({ betweenTrips }: { betweenTrips: boolean }) {
  const registration = useRef<ServiceWorkerRegistration | null>(null);
  const [updateReady, setUpdateReady] = useState(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let stopped = false;
    const container = navigator.serviceWorker;
    // A waiting worker beside one in control is a new version (the first install has none in control).
    const check = () => !stopped && setUpdateReady(Boolean(registration.current?.waiting && container.controller));
    const onVisible = () => {
      if (document.visibilityState === 'visible') void registration.current?.update().catch(() => {});
    };
    const register = () =>
      container
        .register(CREW_SERVICE_WORKER_PATH, { scope: CREW_APP_PATH })
        .then((reg) => {
          registration.current = reg;
          reg.addEventListener('updatefound', () => reg.installing?.addEventListener('statechange', check));
          check();
        })
        // Without a worker (a private window, storage refused) the screen works online as before.
        .catch(() => {});
    // Once the page has loaded: a first install downloads the screen's files again, which on a
    // slow network must not compete with the page's own requests.
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  // A trip just ended (or none is under way): the moment to look for a new version.
  useEffect(() => {
    if (betweenTrips) void registration.current?.update().catch(() => {});
  }, [betweenTrips]);

  /** Hands over to the waiting version and reloads the screen once it is in control. */
  const update = () => {
    const waiting = registration.current?.waiting;
    if (!waiting) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    waiting.postMessage({ type: 'skip-waiting' });
  };

  return { updateOffered: updateReady && betweenTrips, update };
}
