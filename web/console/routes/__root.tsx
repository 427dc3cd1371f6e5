import { createRootRoute, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppError } from '../../components/AppError/AppError';

/** The staff console's route tree (its own entry and router: web/console/main.tsx). */
export const Route = createRootRoute({
  component: Root,
  notFoundComponent: ConsoleNotFound,
  errorComponent: AppError,
});

function Root() {
  // Marks the started app for end-to-end tests.
  useEffect(() => {
    document.documentElement.dataset.appStarted = 'true';
  }, []);
  return <Outlet />;
}

/** Spec "Not-found page" within the console: 404, Oops! Page not found, Return to Home (a page load), the missing path logged. */
function ConsoleNotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className="not-found">
      <h1 className="not-found-code">404</h1>
      <p className="not-found-text">Oops! Page not found</p>
      <a href="/" className="not-found-link">
        Return to Home
      </a>
    </main>
  );
}
