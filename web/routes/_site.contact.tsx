import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ContactCoverage, ContactFormsIntro, ContactHero, ContactHours, ContactTiles } from '../components/ContactSections/ContactSections';
import { FindUs } from '../components/PageBlocks/PageBlocks';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { scrollToHashAfterNavigation } from '../lib/client-navigation';
import { deferred } from '../lib/deferred';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pageHead } from '../lib/seo';
import { site } from '../lib/site';
import { businessWithHelplineJsonLd, webPageJsonLd } from '../lib/structured-data';

export const Route = createFileRoute('/_site/contact')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: m.contact_meta_title({ business: site.businessName }),
          description: m.contact_meta_description(),
          path: '/contact',
          jsonLd: webPageJsonLd({ type: 'ContactPage', path: '/contact', name: m.contact_heading(), mainEntity: businessWithHelplineJsonLd() }),
        })
    : undefined,
  component: ContactPage,
});

// Below the fold: their code loads when the forms come near (the HTML is there at once).
const BookingForm = deferred('book', () => import('../components/BookingForm/BookingForm').then((m) => m.BookingForm));
const InquiryForm = deferred('book', () => import('../components/InquiryForm/InquiryForm').then((m) => m.InquiryForm));
/** Puts the map's frame in when the visitor nears it (PageBlocks' MapEmbed says why). */
const MapFrame = deferred('map', () => import('../components/MapFrame/MapFrame').then((mod) => mod.MapFrame));

function ContactPage() {
  useEffect(scrollToHashAfterNavigation, []);
  return (
    <>
      <StaticContent id="contact-hero" as="section" className="page-hero page-hero-compact" aria-labelledby="contact-heading">
        <ContactHero />
      </StaticContent>
      <StaticContent id="contact-tiles" as="section" className="home-section contact-reach" aria-label={m.contact_reach_label()}>
        <div className="section-inner">
          <ContactTiles />
          <ContactHours />
        </div>
      </StaticContent>
      <section id="book" className="home-section home-section-muted">
        <div className="section-inner">
          <StaticContent id="contact-forms-intro"><ContactFormsIntro /></StaticContent>
          <div className="contact-forms">
            <BookingForm />
            <InquiryForm />
          </div>
        </div>
      </section>
      <section id="areas" className="home-section">
        <StaticContent id="contact-coverage" className="section-inner">
          <ContactCoverage />
        </StaticContent>
      </section>
      <section id="map" className="home-section home-section-muted">
        <StaticContent id="contact-map" className="section-inner">
          <FindUs />
        </StaticContent>
        <MapFrame />
      </section>
    </>
  );
}
