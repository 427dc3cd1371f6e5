import { createRootRouteWithContext, HeadContent, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppError } from '../components/AppError/AppError';
import { NotFound } from '../components/NotFound/NotFound';
import { useAppLinkNavigation } from '../lib/app-links';
import { markClientNavigation } from '../lib/client-navigation';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: AppError,
});

function Root() {
  useAppLinkNavigation();
  // The first navigation ends the prerendered page's life: later pages render in the browser.
  const router = useRouter();
  useEffect(() => router.subscribe('onBeforeNavigate', markClientNavigation), [router]);
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  );
}
