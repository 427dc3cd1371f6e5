import { createFileRoute } from '@tanstack/react-router';
import { FleetCategories, FleetFeatures, FleetGalleryIntro, FleetHero } from '../components/FleetSections/FleetSections';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { deferred } from '../lib/deferred';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pageHead } from '../lib/seo';
import { webPageJsonLd } from '../lib/structured-data';

export const Route = createFileRoute('/_site/fleet')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: m.fleet_meta_title(),
          description: m.fleet_meta_description(),
          path: '/fleet',
          jsonLd: webPageJsonLd({ type: 'WebPage', path: '/fleet', name: m.fleet_heading() }),
        })
    : undefined,
  component: FleetPage,
});

const FleetGallery = deferred('gallery', () => import('../components/FleetGallery/FleetGallery').then((m) => m.FleetGallery));

function FleetPage() {
  return (
    <>
      <StaticContent id="fleet-hero" as="section" className="page-hero" aria-labelledby="fleet-heading">
        <FleetHero />
      </StaticContent>
      <StaticContent id="fleet-categories" as="section" className="home-section">
        <div className="section-inner">
          <FleetCategories />
        </div>
      </StaticContent>
      <section id="gallery" className="home-section home-section-muted">
        <div className="section-inner">
          <StaticContent id="fleet-gallery-intro"><FleetGalleryIntro /></StaticContent>
          <FleetGallery />
        </div>
      </section>
      <section id="features" className="home-section">
        <StaticContent id="fleet-features" className="section-inner">
          <FleetFeatures />
        </StaticContent>
      </section>
    </>
  );
}
