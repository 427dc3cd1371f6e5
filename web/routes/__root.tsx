import { createRootRoute, Outlet } from '@tanstack/react-router';
import { AppError } from '../components/AppError/AppError';
import { NotFound } from '../components/NotFound/NotFound';

/**
 * The public site's route tree: the server renders each route to a document at start-up
 * (web/entry-server.tsx, server/web/prerender.ts); the browser runs no router on these pages.
 */
export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: AppError,
});
