import { createFileRoute } from '@tanstack/react-router';
import { AboutHero, AboutStats, AboutText } from '../components/AboutContent/AboutContent';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';
import { businessJsonLd, webPageJsonLd } from '../lib/structured-data';

export const Route = createFileRoute('/_site/about')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: `Ambulance Service Near Me | About ${site.businessName}`,
          description:
            'Who we are: a private 24x7 ambulance service in Bengaluru since 2015, with trained paramedics, a GPS-tracked fleet of 21+ vehicles and cover across the city.',
          path: '/about',
          jsonLd: webPageJsonLd({ type: 'AboutPage', path: '/about', name: 'About Us', mainEntity: businessJsonLd() }),
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
