import { createFileRoute } from '@tanstack/react-router';
import { HelplineAreas, HelplineGuide, HelplineHero } from '../components/HelplineContent/HelplineContent';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pageHead } from '../lib/seo';
import { businessWithHelplineJsonLd } from '../lib/structured-data';

/** The helpline-number page the spec mentions (path ours: listed in the sitemap, linked from the footer). */
export const Route = createFileRoute('/_site/ambulance-helpline-number-bangalore')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: m.helpline_meta_title(),
          description: m.helpline_meta_description(),
          path: '/ambulance-helpline-number-bangalore',
          jsonLd: businessWithHelplineJsonLd(),
        })
    : undefined,
  component: HelplinePage,
});

function HelplinePage() {
  return (
    <>
      <StaticContent id="helpline-hero" as="section" className="page-hero" aria-labelledby="helpline-heading">
        <HelplineHero />
      </StaticContent>
      <StaticContent id="helpline-guide" className="home-section section-inner">
        <HelplineGuide />
      </StaticContent>
      <section id="areas" className="home-section home-section-muted">
        <StaticContent id="helpline-areas" className="section-inner">
          <HelplineAreas />
        </StaticContent>
      </section>
    </>
  );
}
