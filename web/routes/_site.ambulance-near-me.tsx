import { createFileRoute } from '@tanstack/react-router';
import {
  LandingBookIntro,
  LandingCoverage,
  LandingFleet,
  LandingHero,
  LandingStats,
  LandingTestimonials,
  LandingWhyChoose,
} from '../components/LandingSections/LandingSections';
import { ContactCard, FindUsWithMap } from '../components/PageBlocks/PageBlocks';
import { Island } from '../site/Island';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { pageHead } from '../lib/seo';
import { emergencyServiceJsonLd } from '../lib/structured-data';

export const Route = createFileRoute('/_site/ambulance-near-me')({
  // The EmergencyService JSON-LD is a head tag so that it leaves with the page (spec).
  head: () =>
    pageHead({
      title: m.landing_meta_title(),
      description: m.landing_meta_description(),
      path: '/ambulance-near-me',
      jsonLd: emergencyServiceJsonLd(),
    }),
  component: LandingPage,
});

// Islands: each starts (its chunk loads and hydrates) when it comes near the screen; its HTML is there at once.

function LandingPage() {
  return (
    <>
      <section className="page-hero" aria-labelledby="landing-heading">
        <LandingHero />
      </section>
      <div className="stats-band-wrap">
        <LandingStats />
      </div>
      <section className="home-section">
        <div className="section-inner">
          <LandingCoverage />
        </div>
      </section>
      <section id="fleet" className="home-section home-section-muted">
        <div className="section-inner">
          <LandingFleet />
        </div>
      </section>
      <section id="why-choose" className="home-section">
        <div className="section-inner">
          <LandingWhyChoose />
        </div>
      </section>
      <section id="testimonials" className="home-section home-section-muted">
        <div className="section-inner">
          <LandingTestimonials />
        </div>
      </section>
      <section id="book" className="home-section">
        <div className="section-inner">
          <div><LandingBookIntro /></div>
          <div className="contact-forms">
            <Island name="BookingForm" props={{ variant: 'landing' }} />
            <div><ContactCard /></div>
          </div>
        </div>
      </section>
      <section id="map" className="home-section home-section-muted">
        <FindUsWithMap />
      </section>
    </>
  );
}
