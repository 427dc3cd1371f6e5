import { createFileRoute } from '@tanstack/react-router';
import { ServicesListContent } from '../components/ServicePage/ServicePage';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { servicesListJsonLd } from '../lib/service-structured-data';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/_site/services/')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: 'Ambulance Services in Bengaluru | Emergency, ICU, Cardiac & More',
          description:
            'All 11 ambulance services in Bengaluru: emergency, ICU, basic life support, cardiac, neonatal, air, mortuary, funeral, event standby, intercity and corporate.',
          path: '/services',
          jsonLd: servicesListJsonLd(),
        })
    : undefined,
  component: () => (
    <StaticContent id="services-list" as="article" className="service-page">
      <ServicesListContent />
    </StaticContent>
  ),
});
