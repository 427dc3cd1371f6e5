import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/**
 * Guards the dashboard: without a session, go to /auth (spec: Admin screen). A crew account
 * (not staff) has its own phone screen, /crew, and only that.
 */
export const Route = createFileRoute('/_console/_staff')({
  beforeLoad: async ({ context, location }) => {
    if (!context.staff) return;
    const onCrewScreen = location.pathname === '/crew';
    // The crew screen opens with no network from the phone's copy (issue 19.3): who is signed
    // in is checked by the screen once the server answers.
    if (onCrewScreen && !navigator.onLine) return;
    const me = await context.staff.utils.auth.me.fetch().catch((error: unknown) => {
      if (onCrewScreen && !hasHttpStatus(error)) return undefined;
      throw error;
    });
    if (me === undefined) return;
    if (!me) throw redirect({ to: '/auth', replace: true });
    if (me.role === 'crew' && !onCrewScreen) throw redirect({ to: '/crew', replace: true });
    if (me.role !== 'crew' && onCrewScreen) throw redirect({ to: '/admin', replace: true });
  },
  component: Outlet,
});

/** An answer from the server (as opposed to no answer: offline, unreachable). */
function hasHttpStatus(error: unknown): boolean {
  return typeof (error as { data?: { httpStatus?: unknown } } | null)?.data?.httpStatus === 'number';
}
