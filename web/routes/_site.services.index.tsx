import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { ServicesListContent } from '../components/ServicePage/ServicePage';
import { servicesListJsonLd } from '../lib/service-structured-data';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/_site/services/')({
  head: () =>
    pageHead({
      title: m.services_list_meta_title(),
      description: m.services_list_meta_description(),
      path: '/services',
      jsonLd: servicesListJsonLd(),
    }),
  component: () => (
    <article className="service-page">
      <ServicesListContent />
    </article>
  ),
});
