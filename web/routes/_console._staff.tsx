import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** Guards the dashboard: without a session, go to /auth (spec: Admin screen). */
export const Route = createFileRoute('/_console/_staff')({
  beforeLoad: async ({ context }) => {
    if (!context.staff) return;
    const me = await context.staff.utils.auth.me.fetch();
    if (!me) throw redirect({ to: '/auth', replace: true });
  },
  component: Outlet,
});
