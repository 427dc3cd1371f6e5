import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthScreen } from '../components/AuthScreen/AuthScreen';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';

export const Route = createFileRoute('/_console/auth')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: `Staff Login | ${site.businessName}`,
          description: 'Sign in or create a staff account for the ambulance booking dashboard.',
          path: '/auth',
          noindex: true,
        })
    : undefined,
  // With a session already, go straight to the dashboard (spec: Auth screen).
  beforeLoad: async ({ context }) => {
    if (!context.staff) return;
    const me = await context.staff.utils.auth.me.fetch().catch(() => null);
    if (me) throw redirect({ to: '/admin', replace: true });
  },
  component: AuthScreen,
});
