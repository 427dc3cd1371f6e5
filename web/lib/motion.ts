/** True when the visitor asked the system for less motion: no auto-advance, no fades. */
import { useSyncExternalStore } from 'react';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function onReducedMotionChange(callback: () => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', callback);
  return () => query.removeEventListener('change', callback);
}

/** The visitor's reduced-motion preference, live; false in prerendered HTML and while hydrating. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(onReducedMotionChange, prefersReducedMotion, () => false);
}
