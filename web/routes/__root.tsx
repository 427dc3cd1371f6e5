import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { AppError } from '../components/AppError/AppError';
import { NotFound } from '../components/NotFound/NotFound';
import { useAppLinkNavigation } from '../lib/app-links';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: AppError,
});

function Root() {
  useAppLinkNavigation();
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  );
}
