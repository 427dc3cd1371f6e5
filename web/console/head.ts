import { pageHead } from '../lib/seo';
import { absoluteUrl, site } from '../lib/site';

/** The staff console page's head tags, written by the server into its page (server/web/prerender.ts). */
export function consoleHead() {
  return pageHead({
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
  });
}
