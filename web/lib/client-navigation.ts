/**
 * Whether the visitor has moved on from the prerendered page they arrived on. Before: that
 * page is being hydrated, and its widgets keep their server HTML until needed
 * (lib/deferred.tsx). After: every page is rendered in the browser.
 */
let navigated = false;
const waiting: (() => void)[] = [];

export function afterClientNavigation(): boolean {
  return navigated;
}

/** Resolves when the first client-side navigation starts (at once if it has). */
export function whenClientNavigation(): Promise<void> {
  return navigated ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

/** Called when the first client-side navigation starts (the root route subscribes). */
export function markClientNavigation(): void {
  navigated = true;
  for (const resolve of waiting.splice(0)) resolve();
}

/**
 * After a client-side navigation to `/page#section`, scrolls to the section once the page's
 * content is all there (call from the page component's effect). On the first load the
 * browser does this itself.
 */
export function scrollToHashAfterNavigation(): void {
  if (!navigated || !location.hash) return;
  document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
}
