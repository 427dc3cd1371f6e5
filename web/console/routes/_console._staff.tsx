import { createFileRoute, Outlet } from '@tanstack/react-router';
import { homeOf } from '../../../shared/sign-in';
import { leavePage } from '../../lib/leave-page';

/**
 * Guards the dashboard: without a session, go to /auth (spec: Admin screen). A crew account
 * (not staff) has its own phone screen, /crew, and only that; a partner's person (issue 37) the
 * partner console, /partner. Each is a page of its own, outside this app: the browser loads it.
 */
export const Route = createFileRoute('/_console/_staff')({
  beforeLoad: async ({ context }) => {
    const me = await context.staff.utils.auth.me.fetch();
    if (!me) await leavePage('/auth');
    else if (homeOf(me.role) !== '/admin') await leavePage(homeOf(me.role));
  },
  component: Outlet,
});
