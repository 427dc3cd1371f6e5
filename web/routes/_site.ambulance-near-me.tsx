import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import {
  LandingBookIntro,
  LandingCoverage,
  LandingFleet,
  LandingHero,
  LandingStats,
  LandingTestimonials,
  LandingWhyChoose,
} from '../components/LandingSections/LandingSections';
import { ContactCard, FindUs } from '../components/PageBlocks/PageBlocks';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { scrollToHashAfterNavigation } from '../lib/client-navigation';
import { deferred } from '../lib/deferred';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pageHead } from '../lib/seo';
import { emergencyServiceJsonLd } from '../lib/structured-data';

export const Route = createFileRoute('/_site/ambulance-near-me')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  // The EmergencyService JSON-LD is a head tag so that it leaves with the page (spec).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: m.landing_meta_title(),
          description: m.landing_meta_description(),
          path: '/ambulance-near-me',
          jsonLd: emergencyServiceJsonLd(),
        })
    : undefined,
  component: LandingPage,
});

const LandingBookingForm = deferred('book', () => import('../components/BookingForm/BookingForm').then((m) => m.BookingForm));
/** Puts the map's frame in when the visitor nears it (PageBlocks' MapEmbed says why). */
const MapFrame = deferred('map', () => import('../components/MapFrame/MapFrame').then((mod) => mod.MapFrame));

function LandingPage() {
  useEffect(scrollToHashAfterNavigation, []);
  return (
    <>
      <StaticContent id="landing-hero" as="section" className="page-hero" aria-labelledby="landing-heading">
        <LandingHero />
      </StaticContent>
      <StaticContent id="landing-stats" className="stats-band-wrap">
        <LandingStats />
      </StaticContent>
      <StaticContent id="landing-coverage" as="section" className="home-section">
        <div className="section-inner">
          <LandingCoverage />
        </div>
      </StaticContent>
      <section id="fleet" className="home-section home-section-muted">
        <StaticContent id="landing-fleet" className="section-inner">
          <LandingFleet />
        </StaticContent>
      </section>
      <section id="why-choose" className="home-section">
        <StaticContent id="landing-why-choose" className="section-inner">
          <LandingWhyChoose />
        </StaticContent>
      </section>
      <section id="testimonials" className="home-section home-section-muted">
        <StaticContent id="landing-testimonials" className="section-inner">
          <LandingTestimonials />
        </StaticContent>
      </section>
      <section id="book" className="home-section">
        <div className="section-inner">
          <StaticContent id="landing-book-intro"><LandingBookIntro /></StaticContent>
          <div className="contact-forms">
            <LandingBookingForm variant="landing" />
            <StaticContent id="landing-contact-card"><ContactCard /></StaticContent>
          </div>
        </div>
      </section>
      <section id="map" className="home-section home-section-muted">
        <StaticContent id="landing-map" className="section-inner">
          <FindUs />
        </StaticContent>
        <MapFrame />
      </section>
    </>
  );
}
