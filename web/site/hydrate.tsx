import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Resolves once React has committed the hydrated island (its effects run children first). */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Hydrates one React island on its own element: its props from `data-props`, and the same id
 * prefix the server rendered it with (`data-uid`), so ids from useId match and never clash with
 * another island's.
 */
export function hydrateIsland(island: HTMLElement, Component: ComponentType<never>): Promise<void> {
  const props = JSON.parse(island.dataset.props ?? '{}') as object;
  const Island = Component as ComponentType<object>;
  return new Promise((resolve) => {
    hydrateRoot(
      island,
      <Committed done={resolve}>
        <Island {...props} />
      </Committed>,
      { identifierPrefix: island.dataset.uid },
    );
  });
}
