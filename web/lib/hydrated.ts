import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the prerendered HTML and the hydrating render, true once the component is live:
 * marks widgets as ready (`data-ready`) so tests and styles can tell. (React renders the server
 * value while hydrating, then the browser's.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
