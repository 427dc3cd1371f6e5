import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { getLocale, localizedPath, splitLocale } from '../shared/i18n/locale';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  /** True while the server renders a page to HTML at start-up (server/web/prerender.ts). */
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
    // One route tree for every language: `/kn/fleet` is the route `/fleet` in Kannada. Links
    // and navigations get the page's language prefix back (staff paths have none).
    rewrite: {
      input: ({ url }) => {
        const { locale, path } = splitLocale(url.pathname);
        if (locale === 'en') return undefined;
        url.pathname = path;
        return url;
      },
      output: ({ url }) => {
        const path = localizedPath(url.pathname, getLocale());
        if (path === url.pathname) return undefined;
        url.pathname = path;
        return url;
      },
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
