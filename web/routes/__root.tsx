import { createRootRouteWithContext, HeadContent, lazyRouteComponent, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAppLinkNavigation } from '../lib/app-links';
import { markClientNavigation } from '../lib/client-navigation';
import { showPrerenderedHead } from '../lib/static-fragments';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Loaded when needed (the router loads them before it renders them): not on every page.
  notFoundComponent: lazyRouteComponent(() => import('../components/NotFound/NotFound'), 'NotFound'),
  errorComponent: lazyRouteComponent(() => import('../components/AppError/AppError'), 'AppError'),
});

function Root() {
  useAppLinkNavigation();
  const router = useRouter();
  // The first navigation ends the prerendered page's life: later pages render in the browser.
  useEffect(() => router.subscribe('onBeforeNavigate', markClientNavigation), [router]);
  // Head tags come from the prerendered pages (none of their text ships as JavaScript); the
  // dev server has no prerendered pages, so there TanStack Router renders them.
  useEffect(() => {
    if (__RENDER_STATIC__) return;
    return router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
      if (pathChanged) void showPrerenderedHead(toLocation.pathname);
    });
  }, [router]);
  // Effects run children first: here the whole page has hydrated. Marks the started app for
  // end-to-end tests (public pages start it after their first paint: web/public/start-app.js).
  useEffect(() => {
    document.documentElement.dataset.appStarted = 'true';
  }, []);
  return (
    <>
      {import.meta.env.DEV && <HeadContent />}
      <Outlet />
    </>
  );
}
