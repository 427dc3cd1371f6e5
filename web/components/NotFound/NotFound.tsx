import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { site } from '../../lib/site';

/** Spec "Not-found page": 404, Oops! Page not found, Return to Home; logs the missing path. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className="not-found">
      {__RENDER_STATIC__ && <title>{m.error_not_found_title({ business: site.businessName })}</title>}
      {__RENDER_STATIC__ && <meta name="robots" content="noindex" />}
      <h1 className="not-found-code">404</h1>
      <p className="not-found-text">{m.error_not_found_text()}</p>
      <Link to="/" className="not-found-link">
        {m.error_return_home()}
      </Link>
    </main>
  );
}
