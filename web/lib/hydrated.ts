import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and the hydrating render, true once the component is live:
 * marks widgets as ready (`data-ready`) so tests and styles can tell.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
