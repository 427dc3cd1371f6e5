import { createFileRoute } from '@tanstack/react-router';
import { HelplineAreas, HelplineGuide, HelplineHero } from '../components/HelplineContent/HelplineContent';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pageHead } from '../lib/seo';
import { businessWithHelplineJsonLd } from '../lib/structured-data';

/** The helpline-number page the spec mentions (path ours: listed in the sitemap, linked from the footer). */
export const Route = createFileRoute('/_site/ambulance-helpline-number-bangalore')({
  head: () =>
    pageHead({
      title: m.helpline_meta_title(),
      description: m.helpline_meta_description(),
      path: '/ambulance-helpline-number-bangalore',
      jsonLd: businessWithHelplineJsonLd(),
    }),
  component: HelplinePage,
});

function HelplinePage() {
  return (
    <>
      <section className="page-hero" aria-labelledby="helpline-heading">
        <HelplineHero />
      </section>
      <div className="home-section section-inner">
        <HelplineGuide />
      </div>
      <section id="areas" className="home-section home-section-muted">
        <div className="section-inner">
          <HelplineAreas />
        </div>
      </section>
    </>
  );
}
