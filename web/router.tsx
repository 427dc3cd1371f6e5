import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  /** True while scripts/prerender.ts renders a page to static HTML at build time. */
  prerender: boolean;
}

export function createAppRouter(options: { history?: RouterHistory; prerender?: boolean } = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    context: { prerender: options.prerender ?? false },
    defaultPreload: 'intent',
    // The prerendered HTML carries no router state, so nothing is dehydrated or restored.
    scrollRestoration: !options.prerender,
    defaultPendingMinMs: 0,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
