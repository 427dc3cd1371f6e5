import { Component, lazy, memo, Suspense, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { localPhone, telHref } from '../../shared/contact-links';
import { Glyph } from '../components/Glyph/Glyph';
import { afterClientNavigation, whenClientNavigation } from './client-navigation';
import { siteContact } from './site';

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
 *
 * When its code cannot load (a dropped connection, a blocked file), the rest of the page goes
 * on and the helpline is shown above the widget with its call link. On the page as first
 * served, the widget's server HTML stays as it is: a form there still works as plain HTML
 * (it posts to its own route), with whatever was typed. An error inside the widget is caught
 * here too (IslandBoundary), never turning the page into the application error.
 */
export function deferred<P extends object>(nearId: string, load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (Loaded = component));
  if (import.meta.env.SSR) prerenderPreloads.push(preload);
  const failure = loadFailure();
  // Never settles when the code fails: React then keeps the server HTML, inert but working.
  const Hydrating = lazy(() =>
    whenNear(nearId)
      .then(preload)
      .then(
        (component) => ({ default: component }),
        () => {
          failure.report();
          return new Promise<never>(() => {});
        },
      ),
  );
  const Navigated = lazy(() => preload().then((component) => ({ default: component })));
  function LoadFailed() {
    return useSyncExternalStore(failure.subscribe, failure.happened, () => false) ? <IslandUnavailable /> : null;
  }
  function Deferred(props: P) {
    // Decided once per mount: part of the first (hydrated) page, or of a later one.
    const [hydrating] = useState(() => !afterClientNavigation());
    if (!hydrating) {
      return (
        <IslandBoundary>
          <Navigated {...props} />
        </IslandBoundary>
      );
    }
    const Widget = import.meta.env.SSR && Loaded ? Loaded : Hydrating;
    return (
      <>
        <LoadFailed />
        <IslandBoundary>
          <Suspense fallback={null}>
            <Widget {...props} />
          </Suspense>
        </IslandBoundary>
      </>
    );
  }
  return memo(Deferred);
}

/** Whether a widget's code failed to load, for the notice beside it (a sibling: see above). */
function loadFailure() {
  let failed = false;
  const listeners = new Set<() => void>();
  return {
    report() {
      failed = true;
      for (const listener of listeners) listener();
    },
    happened: () => failed,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Catches what a widget throws (its code missing after a navigation, a bug): the helpline instead. */
class IslandBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <IslandUnavailable reload /> : this.props.children;
  }
}

/** A widget that could not load: the helpline with its call link (and a reload where the widget is gone). */
function IslandUnavailable({ reload = false }: { reload?: boolean }) {
  return (
    <div role="alert" className="form-failure island-unavailable">
      <p>Part of this page could not load. For an ambulance now, call our 24x7 helpline.</p>
      <a className="button button-primary" href={telHref(siteContact.phone)}>
        <Glyph name="phone" size={18} /> Call {localPhone(siteContact.phone)}
      </a>
      {reload && (
        <a href={typeof location === 'undefined' ? '/' : location.pathname} data-document>
          Reload the page
        </a>
      )}
    </div>
  );
}
