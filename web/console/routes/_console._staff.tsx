import { createFileRoute, Outlet } from '@tanstack/react-router';
import { leavePage } from '../../lib/leave-page';

/**
 * Guards the dashboard: without a session, go to /auth (spec: Admin screen). A crew account
 * (not staff) has its own phone screen, /crew, and only that. Both are pages of their own
 * (web/lean), outside this app: the browser loads them.
 */
export const Route = createFileRoute('/_console/_staff')({
  beforeLoad: async ({ context }) => {
    const me = await context.staff.utils.auth.me.fetch();
    if (!me) await leavePage('/auth');
    else if (me.role === 'crew') await leavePage('/crew');
  },
  component: Outlet,
});
