import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** The staff console's router (/admin…): its own route tree, web/console/routes/. */
export function createConsoleRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultPendingMinMs: 0,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
}
