import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthScreen } from '../components/AuthScreen/AuthScreen';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';

export const Route = createFileRoute('/_console/auth')({
  head: () =>
    pageHead({
      title: `Staff Login | ${site.businessName}`,
      description: 'Sign in or create a staff account for the ambulance booking dashboard.',
      path: '/auth',
      noindex: true,
    }),
  // With a session already, go straight to the dashboard (spec: Auth screen).
  beforeLoad: async ({ context }) => {
    if (!context.staff) return;
    const me = await context.staff.utils.auth.me.fetch().catch(() => null);
    if (me) throw redirect({ to: '/admin', replace: true });
  },
  component: AuthScreen,
});
