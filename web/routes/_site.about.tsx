import { createFileRoute } from '@tanstack/react-router';
import { AboutHero, AboutStats, AboutText } from '../components/AboutContent/AboutContent';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';
import { businessJsonLd, webPageJsonLd } from '../lib/structured-data';

export const Route = createFileRoute('/_site/about')({
  head: () =>
    pageHead({
      title: m.about_meta_title({ business: site.businessName }),
      description: m.about_meta_description(),
      path: '/about',
      jsonLd: webPageJsonLd({ type: 'AboutPage', path: '/about', name: m.nav_about(), mainEntity: businessJsonLd() }),
    }),
  component: AboutPage,
});

function AboutPage() {
  return (
    <>
      <section className="page-hero" aria-labelledby="about-heading">
        <AboutHero />
      </section>
      <div className="stats-band-wrap">
        <AboutStats />
      </div>
      <div className="home-section section-inner section-narrow">
        <AboutText />
      </div>
    </>
  );
}
