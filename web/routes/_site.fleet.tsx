import { createFileRoute } from '@tanstack/react-router';
import { FleetCategories, FleetFeatures, FleetGalleryIntro, FleetHero } from '../components/FleetSections/FleetSections';
import { FleetGallery } from '../components/FleetGallery/FleetGallery';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pageHead } from '../lib/seo';
import { webPageJsonLd } from '../lib/structured-data';

export const Route = createFileRoute('/_site/fleet')({
  head: () =>
    pageHead({
      title: m.fleet_meta_title(),
      description: m.fleet_meta_description(),
      path: '/fleet',
      jsonLd: webPageJsonLd({ type: 'WebPage', path: '/fleet', name: m.fleet_heading() }),
    }),
  component: FleetPage,
});


function FleetPage() {
  return (
    <>
      <section className="page-hero" aria-labelledby="fleet-heading">
        <FleetHero />
      </section>
      <section className="home-section">
        <div className="section-inner">
          <FleetCategories />
        </div>
      </section>
      <section id="gallery" className="home-section home-section-muted">
        <div className="section-inner">
          <div><FleetGalleryIntro /></div>
          <FleetGallery />
        </div>
      </section>
      <section id="features" className="home-section">
        <div className="section-inner">
          <FleetFeatures />
        </div>
      </section>
    </>
  );
}
