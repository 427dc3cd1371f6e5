import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import {
  FaqContent,
  FleetIntro,
  ContactIntro,
  HeroContent,
  ReviewsLink,
  ServicesContent,
  TestimonialsIntro,
} from '../components/HomeSections/HomeSections';
import { HeroSlider } from '../components/HeroSlider/HeroSlider';
import { StaticContent } from '../components/StaticContent/StaticContent';
import { deferred } from '../lib/deferred';
import { scrollToHashAfterNavigation } from '../lib/client-navigation';
import { businessJsonLd } from '../lib/structured-data';
import { pageHead } from '../lib/seo';
import { m } from '../../shared/i18n/paraglide/messages.js';

export const Route = createFileRoute('/_site/')({
  // Head tags are prerendered; the browser takes them from the page (lib/static-fragments).
  head: __RENDER_STATIC__
    ? () =>
        pageHead({
          title: m.home_meta_title(),
          description: m.home_meta_description(),
          path: '/',
          jsonLd: businessJsonLd(),
        })
    : undefined,
  component: HomePage,
});

// Below the fold: their code loads when their section comes near (the HTML is there at once).
const FleetGallery = deferred('fleet', () =>
  import('../components/FleetGallery/FleetGallery').then((m) => m.FleetGallery),
);
const TestimonialCarousel = deferred('testimonials', () =>
  import('../components/TestimonialCarousel/TestimonialCarousel').then((m) => m.TestimonialCarousel),
);
const BookingForm = deferred('contact', () =>
  import('../components/BookingForm/BookingForm').then((m) => m.BookingForm),
);
const InquiryForm = deferred('contact', () =>
  import('../components/InquiryForm/InquiryForm').then((m) => m.InquiryForm),
);

function HomePage() {
  // Runs once the deferred widgets are in (the page suspends as a whole after a navigation).
  useEffect(scrollToHashAfterNavigation, []);
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <HeroSlider />
        <StaticContent id="home-hero" className="hero-content">
          <HeroContent />
        </StaticContent>
      </section>
      <section id="services" className="home-section">
        <StaticContent id="home-services" className="section-inner">
          <ServicesContent />
        </StaticContent>
      </section>
      <section id="fleet" className="home-section home-section-muted">
        <div className="section-inner">
          <StaticContent id="home-fleet-intro"><FleetIntro /></StaticContent>
          <FleetGallery />
        </div>
      </section>
      <section id="testimonials" className="home-section">
        <div className="section-inner">
          <StaticContent id="home-testimonials-intro"><TestimonialsIntro /></StaticContent>
          <TestimonialCarousel />
          <StaticContent id="home-reviews-link"><ReviewsLink /></StaticContent>
        </div>
      </section>
      <section id="contact" className="home-section home-section-muted">
        <div className="section-inner">
          <StaticContent id="home-contact-intro"><ContactIntro /></StaticContent>
          <div className="contact-forms">
            <BookingForm />
            <InquiryForm />
          </div>
        </div>
      </section>
      <section id="faq" className="home-section">
        <StaticContent id="home-faq" className="section-inner section-narrow">
          <FaqContent />
        </StaticContent>
      </section>
    </>
  );
}
