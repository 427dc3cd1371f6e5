import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { ConsoleProviders } from '../../components/ConsoleProviders/ConsoleProviders';
import { staffSearchInstalled } from '../../lib/staff-search-gate';

/**
 * The staff dashboard (/admin): its clients (tRPC, TanStack Query, WebSocket) and Mantine. The
 * console is an application of its own (this entry and router); the server sends its page with
 * only its head tags (server/web/prerender.ts) and the screens render in the browser.
 */
export const Route = createFileRoute('/_console')({
  beforeLoad: async ({ location }) => {
    const firstLoad = !staffSearchInstalled();
    const [{ getStaffClients }] = await Promise.all([import('../../lib/staff-client'), import('../../lib/staff-search')]);
    // The URL was matched before the staff list's search schema had loaded: match it again.
    if (firstLoad && location.searchStr) throw redirect({ href: location.href, replace: true });
    return { staff: getStaffClients() };
  },
  component: ConsoleLayout,
});

function ConsoleLayout() {
  const { staff } = Route.useRouteContext();
  return (
    <ConsoleProviders staff={staff}>
      <Outlet />
    </ConsoleProviders>
  );
}
