import { createFileRoute, Outlet } from '@tanstack/react-router';
import { homeOf } from '../../../shared/sign-in';
import { getStaffClients } from '../../lib/staff-client';
import { leavePage } from '../../lib/leave-page';
import { PartnerFrame } from '../PartnerFrame';
import { PartnerProviders } from '../PartnerProviders';

/**
 * The partner console's frame (/partner…). Signed out: to the sign-in screen (/auth, a page of
 * its own), which brings a partner back here after sign-in (shared/sign-in.ts homeOf). Signed
 * in with another role: to that account's own screen (staff to /admin, crew to /crew).
 */
export const Route = createFileRoute('/partner')({
  beforeLoad: async () => {
    const clients = getStaffClients();
    const me = await clients.utils.auth.me.fetch();
    if (!me) await leavePage('/auth');
    else if (me.role !== 'partner') await leavePage(homeOf(me.role));
    return { clients };
  },
  component: PartnerLayout,
});

function PartnerLayout() {
  const { clients } = Route.useRouteContext();
  return (
    <PartnerProviders clients={clients}>
      <PartnerFrame>
        <Outlet />
      </PartnerFrame>
    </PartnerProviders>
  );
}
