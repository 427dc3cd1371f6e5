import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ConsoleProviders } from '../components/ConsoleProviders/ConsoleProviders';

/**
 * The staff area (/auth and /admin). Its clients (tRPC, TanStack Query, WebSocket) and
 * Mantine load only here, so public pages never download staff code. At build time only the
 * head tags are prerendered: the screens themselves render in the browser.
 */
export const Route = createFileRoute('/_console')({
  beforeLoad: async ({ context }) => {
    if (context.prerender) return { staff: null };
    const { getStaffClients } = await import('../lib/staff-client');
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
