import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router';
import { getLocale } from '../../shared/i18n/locale';
import { servicePagePath } from '../../shared/routes';
import { ServicePageContent, serviceAt, serviceFaq } from '../components/ServicePage/ServicePage';
import { servicePageJsonLd } from '../lib/service-structured-data';
import { pageHead } from '../lib/seo';

/**
 * The 11 service pages (and the emergency page's two alias paths) from one template. The
 * short paths /services/icu and /services/basic never get here: the _site layout redirects them.
 */
export const Route = createFileRoute('/_site/services/$service')({
  loader: ({ params }) => {
    const path = servicePagePath(params.service);
    // The whole not-found page, as the server's 404 for the same path.
    if (!path) throw notFound({ routeId: rootRouteId });
    return path;
  },
  head: ({ loaderData: path }) => {
    if (!path) return {}; // an unknown slug: the not-found page writes its own head
    // In the page's language (/kn/services/… is Kannada); pageHead adds the path's prefix.
    const locale = getLocale();
    const service = serviceAt(path, locale);
    return pageHead({
      title: service.metaTitle,
      description: service.metaDescription,
      // The alias paths name the emergency page as their canonical.
      path,
      jsonLd: servicePageJsonLd(service, serviceFaq(service, locale), locale),
    });
  },
  component: ServicePageRoute,
});

function ServicePageRoute() {
  const path = Route.useLoaderData();
  return (
    <article className="service-page">
      <ServicePageContent service={serviceAt(path)} />
    </article>
  );
}
