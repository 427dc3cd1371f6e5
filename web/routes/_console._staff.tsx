import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/**
 * Guards the dashboard: without a session, go to /auth (spec: Admin screen). A crew account
 * (not staff) has its own phone screen, /crew, and only that.
 */
export const Route = createFileRoute('/_console/_staff')({
  beforeLoad: async ({ context, location }) => {
    if (!context.staff) return;
    const me = await context.staff.utils.auth.me.fetch();
    if (!me) throw redirect({ to: '/auth', replace: true });
    const onCrewScreen = location.pathname === '/crew';
    if (me.role === 'crew' && !onCrewScreen) throw redirect({ to: '/crew', replace: true });
    if (me.role !== 'crew' && onCrewScreen) throw redirect({ to: '/admin', replace: true });
  },
  component: Outlet,
});
