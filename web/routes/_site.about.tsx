import { createFileRoute } from '@tanstack/react-router';
import { AboutHero, AboutStats, AboutText } from '../components/AboutContent/AboutContent';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';
import { businessJsonLd, webPageJsonLd } from '../lib/structured-data';

export const Route = createFileRoute('/_site/about')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: m.about_meta_title({ business: site.businessName }),
          description: m.about_meta_description(),
          path: '/about',
          jsonLd: webPageJsonLd({ type: 'AboutPage', path: '/about', name: m.nav_about(), mainEntity: businessJsonLd() }),
        })
    : undefined,
  component: AboutPage,
});

function AboutPage() {
  return (
    <>
      <StaticContent id="about-hero" as="section" className="page-hero" aria-labelledby="about-heading">
        <AboutHero />
      </StaticContent>
      <StaticContent id="about-stats" className="stats-band-wrap">
        <AboutStats />
      </StaticContent>
      <StaticContent id="about-text" className="home-section section-inner section-narrow">
        <AboutText />
      </StaticContent>
    </>
  );
}
