import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { site } from '../../lib/site';

/** Spec "Not-found page": 404, Oops! Page not found, Return to Home; logs the missing path. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className="not-found">
      {__RENDER_STATIC__ && <title>{`Page not found | ${site.businessName}`}</title>}
      {__RENDER_STATIC__ && <meta name="robots" content="noindex" />}
      <h1 className="not-found-code">404</h1>
      <p className="not-found-text">Oops! Page not found</p>
      <Link to="/" className="not-found-link">
        Return to Home
      </Link>
    </main>
  );
}
