import { lazy, memo, Suspense, type ComponentType } from 'react';

/** Loaders of deferred components, run by the prerender before it renders (entry-server.tsx). */
export const prerenderPreloads: (() => Promise<unknown>)[] = [];

/** Resolves when the element `id` comes within a screen of the viewport or is touched or focused. */
function whenNear(id: string): Promise<void> {
  return new Promise((resolve) => {
    const el = document.getElementById(id);
    if (!el || typeof IntersectionObserver === 'undefined') return resolve();
    const done = () => {
      observer.disconnect();
      for (const type of ['pointerenter', 'focusin', 'touchstart'] as const) el.removeEventListener(type, done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '100% 0px' });
    observer.observe(el);
    for (const type of ['pointerenter', 'focusin', 'touchstart'] as const) el.addEventListener(type, done, { passive: true });
  });
}

/**
 * A below-the-fold widget whose code loads only when its section (`nearId`) comes near the
 * viewport. The prerendered HTML stays on screen until then: the widget sits in a Suspense
 * boundary that React hydrates once the code is there. It is memoised so that a re-render of
 * the page before then cannot make React drop the server HTML; pass only constant props.
 */
export function deferred<P extends object>(nearId: string, load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (Loaded = component));
  if (import.meta.env.SSR) prerenderPreloads.push(preload);
  const Lazy = lazy(() => whenNear(nearId).then(preload).then((component) => ({ default: component })));
  function Deferred(props: P) {
    const Component = import.meta.env.SSR && Loaded ? Loaded : Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return memo(Deferred);
}
