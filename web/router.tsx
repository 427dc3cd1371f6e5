import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { getLocale, localizedPath, splitLocale } from '../shared/i18n/locale';
import { routeTree } from './routeTree.gen';

/**
 * The public site's router, run by the server only (web/entry-server.tsx renders each route to
 * a document at start-up); the browser runs no router on public pages.
 */
export function createSiteRouter(history: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    // The documents carry no router state: nothing to dehydrate or restore.
    scrollRestoration: false,
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
