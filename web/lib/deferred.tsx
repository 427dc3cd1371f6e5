import { lazy, memo, Suspense, useState, type ComponentType } from 'react';
import { afterClientNavigation, whenClientNavigation } from './client-navigation';

/** Loaders of deferred components, run by the prerender before it renders (entry-server.tsx). */
export const prerenderPreloads: (() => Promise<unknown>)[] = [];

/**
 * Resolves when the element `id` comes within a screen of the viewport, is touched or focused,
 * or the visitor navigates (a later page renders it in the browser: it must load then).
 */
function whenNear(id: string): Promise<void> {
  return new Promise((resolve) => {
    const el = document.getElementById(id);
    if (!el || typeof IntersectionObserver === 'undefined') return resolve();
    const events = ['pointerenter', 'focusin', 'touchstart'] as const;
    const done = () => {
      observer.disconnect();
      for (const type of events) el.removeEventListener(type, done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '100% 0px' });
    observer.observe(el);
    for (const type of events) el.addEventListener(type, done, { passive: true });
    void whenClientNavigation().then(done);
  });
}

/**
 * A below-the-fold widget whose code loads only when needed.
 * - Prerender: rendered in full (its module is loaded before rendering).
 * - Hydrating a prerendered page: the server HTML stays on screen, in a Suspense boundary of
 *   its own, until the section (`nearId`) comes near the viewport; then the code loads and
 *   React hydrates it. It is memoised so that a re-render of the page before then cannot make
 *   React drop the server HTML: pass only constant props.
 * - After a client-side navigation: the code loads at once and the page suspends as a whole
 *   (no boundary of its own), so the new page appears complete and #anchors land right.
 */
export function deferred<P extends object>(nearId: string, load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (Loaded = component));
  if (import.meta.env.SSR) prerenderPreloads.push(preload);
  const Lazy = lazy(() => (afterClientNavigation() ? Promise.resolve() : whenNear(nearId)).then(preload).then((component) => ({ default: component })));
  function Deferred(props: P) {
    // Decided once per mount: part of the first (hydrated) page, or of a later one.
    const [hydrating] = useState(() => !afterClientNavigation());
    const Component = import.meta.env.SSR && Loaded ? Loaded : Lazy;
    if (!hydrating) return <Lazy {...props} />;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return memo(Deferred);
}
