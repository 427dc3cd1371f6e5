import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/**
 * The partner console's router (/partner…): its own route tree, web/partner/routes/. The staff
 * console's router is the one registered with TanStack Router's types (web/console/router.tsx),
 * so this app's links and hooks name this router explicitly (`Link<PartnerRouter>`,
 * `Route.useSearch<PartnerRouter>()`).
 */
export function createPartnerRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultPendingMinMs: 0,
  });
}

export type PartnerRouter = ReturnType<typeof createPartnerRouter>;
