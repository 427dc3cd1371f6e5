import { Group, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * Code the staff dashboard's first screen does not show (the other tabs, the dialogs' forms)
 * is split into chunks of its own and fetched when first shown: `React.lazy` over one named
 * export of a module, which Vite turns into a chunk.
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Where a lazily loaded part will be: a spinner while its code arrives, then the part. */
export function LazyBlock({ label, minHeight, children }: { label: string; minHeight?: number; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Group justify="center" py="xl" mih={minHeight}>
          <Loader aria-label={label} />
        </Group>
      }
    >
      {children}
    </Suspense>
  );
}
