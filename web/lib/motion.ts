const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked the system for less motion: no auto-advance, no fades. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** Calls `callback` whenever the visitor's reduced-motion preference changes. */
export function onReducedMotionChange(callback: () => void): void {
  if (typeof matchMedia === 'function') matchMedia(REDUCED_MOTION_QUERY).addEventListener('change', callback);
}
