import { createFileRoute } from '@tanstack/react-router';
import { AdminScreen } from '../components/AdminScreen/AdminScreen';
import { absoluteUrl, site } from '../lib/site';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/_console/_staff/admin')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: `Admin Dashboard | ${site.businessName}`,
          description: 'Staff dashboard for ambulance bookings, fleet, customer inquiries and staff roles.',
          path: '/admin',
          noindex: true,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: `${site.businessName} Admin Dashboard`,
            url: absoluteUrl('/admin'),
            applicationCategory: 'BusinessApplication',
            operatingSystem: 'Any (web browser)',
            provider: { '@type': 'Organization', name: site.businessName, url: site.publicUrl },
          },
        })
    : undefined,
  component: AdminScreen,
});
