import { createFileRoute } from '@tanstack/react-router';
import {
  FaqContent,
  FleetIntro,
  ContactIntro,
  HeroContent,
  ReviewsLink,
  ServicesContent,
  TestimonialsIntro,
} from '../components/HomeSections/HomeSections';
import { FleetGallery } from '../components/FleetGallery/FleetGallery';
import { HeroSlider } from '../components/HeroSlider/HeroSlider';
import { TestimonialCarousel } from '../components/TestimonialCarousel/TestimonialCarousel';
import { Island } from '../site/Island';
import { businessJsonLd } from '../lib/structured-data';
import { pageHead } from '../lib/seo';
import { m } from '../../shared/i18n/paraglide/messages.js';

export const Route = createFileRoute('/_site/')({
  head: () =>
    pageHead({
      title: m.home_meta_title(),
      description: m.home_meta_description(),
      path: '/',
      jsonLd: businessJsonLd(),
    }),
  component: HomePage,
});

// Islands (the slider, gallery, carousel and forms): each starts (its chunk loads) when it comes near the screen; its HTML is there at once.
function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <HeroSlider />
        <div className="hero-content">
          <HeroContent />
        </div>
      </section>
      <section id="services" className="home-section">
        <div className="section-inner">
          <ServicesContent />
        </div>
      </section>
      <section id="fleet" className="home-section home-section-muted">
        <div className="section-inner">
          <div><FleetIntro /></div>
          <FleetGallery />
        </div>
      </section>
      <section id="testimonials" className="home-section">
        <div className="section-inner">
          <div><TestimonialsIntro /></div>
          <TestimonialCarousel />
          <div><ReviewsLink /></div>
        </div>
      </section>
      <section id="contact" className="home-section home-section-muted">
        <div className="section-inner">
          <div><ContactIntro /></div>
          <div className="contact-forms">
            <Island name="BookingForm" props={{}} />
            <Island name="InquiryForm" props={{}} />
          </div>
        </div>
      </section>
      <section id="faq" className="home-section">
        <div className="section-inner section-narrow">
          <FaqContent />
        </div>
      </section>
    </>
  );
}
