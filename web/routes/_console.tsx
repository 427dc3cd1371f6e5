import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { ConsoleProviders } from '../components/ConsoleProviders/ConsoleProviders';
import { staffSearchInstalled } from '../lib/staff-search-gate';

/**
 * The staff dashboard (/admin). Its clients (tRPC, TanStack Query, WebSocket) and
 * Mantine load only here, so public pages never download staff code. The server renders only
 * its head tags at start-up: the screens themselves render in the browser.
 */
export const Route = createFileRoute('/_console')({
  beforeLoad: async ({ context, location }) => {
    if (context.prerender) return { staff: null };
    const firstLoad = !staffSearchInstalled();
    const [{ getStaffClients }] = await Promise.all([import('../lib/staff-client'), import('../lib/staff-search')]);
    // The URL was matched before the staff list's search schema had loaded: match it again.
    if (firstLoad && location.searchStr) throw redirect({ href: location.href, replace: true });
    return { staff: getStaffClients() };
  },
  component: ConsoleLayout,
});

function ConsoleLayout() {
  const { staff } = Route.useRouteContext();
  if (!staff) return <noscript>The staff dashboard needs JavaScript.</noscript>;
  return (
    <ConsoleProviders staff={staff}>
      <Outlet />
    </ConsoleProviders>
  );
}
