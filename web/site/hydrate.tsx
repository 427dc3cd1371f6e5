import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SlotsContext, type Slots } from './slots';

/** Resolves once React has committed the hydrated island (its effects run children first). */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/**
 * Hydrates one island on its own element: its props from `data-props`, its slots' HTML as the
 * page holds it, and the same id prefix the server rendered it with (`data-uid`), so ids from
 * useId match and never clash with another island's.
 */
export function hydrateIsland(island: HTMLElement, Component: ComponentType<never>): Promise<void> {
  const props = JSON.parse(island.dataset.props ?? '{}') as object;
  const slots: Slots = {};
  for (const slot of island.querySelectorAll<HTMLElement>('[data-slot]')) {
    if (slot.closest('[data-island]') === island) slots[slot.dataset.slot!] = { html: slot.innerHTML };
  }
  const Island = Component as ComponentType<object>;
  return new Promise((resolve) => {
    hydrateRoot(
      island,
      <SlotsContext.Provider value={slots}>
        <Committed done={resolve}>
          <Island {...props} />
        </Committed>
      </SlotsContext.Provider>,
      { identifierPrefix: island.dataset.uid },
    );
  });
}
