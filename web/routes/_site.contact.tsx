import { createFileRoute } from '@tanstack/react-router';
import { ContactCoverage, ContactFormsIntro, ContactHero, ContactHours, ContactTiles } from '../components/ContactSections/ContactSections';
import { FindUsWithMap } from '../components/PageBlocks/PageBlocks';
import { Island } from '../site/Island';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';
import { businessWithHelplineJsonLd, webPageJsonLd } from '../lib/structured-data';

export const Route = createFileRoute('/_site/contact')({
  head: () =>
    pageHead({
      title: m.contact_meta_title({ business: site.businessName }),
      description: m.contact_meta_description(),
      path: '/contact',
      jsonLd: webPageJsonLd({ type: 'ContactPage', path: '/contact', name: m.contact_heading(), mainEntity: businessWithHelplineJsonLd() }),
    }),
  component: ContactPage,
});

// Islands: each starts (its chunk loads and hydrates) when it comes near the screen; its HTML is there at once.

function ContactPage() {
  return (
    <>
      <section className="page-hero page-hero-compact" aria-labelledby="contact-heading">
        <ContactHero />
      </section>
      <section className="home-section contact-reach" aria-label={m.contact_reach_label()}>
        <div className="section-inner">
          <ContactTiles />
          <ContactHours />
        </div>
      </section>
      <section id="book" className="home-section home-section-muted">
        <div className="section-inner">
          <div><ContactFormsIntro /></div>
          <div className="contact-forms">
            <Island name="BookingForm" props={{}} />
            <Island name="InquiryForm" props={{}} />
          </div>
        </div>
      </section>
      <section id="areas" className="home-section">
        <div className="section-inner">
          <ContactCoverage />
        </div>
      </section>
      <section id="map" className="home-section home-section-muted">
        <FindUsWithMap />
      </section>
    </>
  );
}
