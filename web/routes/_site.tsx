import { createFileRoute, Link, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { internationalPhone, telHref } from '../../shared/contact-links';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { site } from '../lib/site';
import { loadStaticFragments } from '../lib/static-fragments';

/** The public frame: header and footer around every public page. */
export const Route = createFileRoute('/_site')({
  // The browser bundle has no static content: fetch the target page's regions first.
  beforeLoad: async ({ location }) => {
    if (!__RENDER_STATIC__) await loadStaticFragments(location.pathname);
  },
  component: SiteLayout,
});

function SiteLayout() {
  useStaticLinkNavigation();
  return (
    <>
      <header>
        <nav aria-label="Main">
          <Link to="/">Home</Link> · <a href={telHref(site.phone)}>{internationalPhone(site.phone)}</a>
        </nav>
      </header>
      <Outlet />
      <StaticContent id="footer" as="footer">
        {__RENDER_STATIC__ && (
          <p>
            {site.streetAddress}, {site.locality}, {site.city} {site.postalCode}
          </p>
        )}
      </StaticContent>
    </>
  );
}

/** Plain links inside static content navigate in the app (no full page load). */
function useStaticLinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('[data-static] a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== location.origin || url.pathname.startsWith('/trpc')) return;
      if (url.pathname === location.pathname && url.hash) return; // same-page anchor: let the browser scroll
      event.preventDefault();
      void router.navigate({ href: url.pathname + url.search + url.hash });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
}
