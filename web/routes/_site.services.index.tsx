import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { ServicesListContent } from '../components/ServicePage/ServicePage';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { servicesListJsonLd } from '../lib/service-structured-data';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/_site/services/')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: m.services_list_meta_title(),
          description: m.services_list_meta_description(),
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
