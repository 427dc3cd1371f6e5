import { createRootRoute, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppError } from '../../components/AppError/AppError';

/** The partner console's route tree (its own entry and router: web/partner/main.tsx). */
export const Route = createRootRoute({
  component: Root,
  notFoundComponent: PartnerNotFound,
  errorComponent: AppError,
});

function Root() {
  // Marks the started app for end-to-end tests.
  useEffect(() => {
    document.documentElement.dataset.appStarted = 'true';
  }, []);
  return <Outlet />;
}

/** A path inside /partner that is no screen: the site's not-found words, and a way back to the board. */
function PartnerNotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main style={{ padding: '2rem', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <a href="/partner">Back to your trips</a>
    </main>
  );
}
