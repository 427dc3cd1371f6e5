import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { internationalPhone, telHref } from '../../shared/contact-links';
import { site } from '../lib/site';

/** The public frame: header and footer around every public page. */
export const Route = createFileRoute('/_site')({
  component: SiteLayout,
});

function SiteLayout() {
  return (
    <>
      <header>
        <nav aria-label="Main">
          <Link to="/">Home</Link> · <a href={telHref(site.phone)}>{internationalPhone(site.phone)}</a>
        </nav>
      </header>
      <Outlet />
      <footer>
        <p>
          {site.streetAddress}, {site.locality}, {site.city} {site.postalCode}
        </p>
      </footer>
    </>
  );
}
