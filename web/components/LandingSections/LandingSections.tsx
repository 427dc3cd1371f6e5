/**
 * The text of the landing page /ambulance-near-me. Static content only: rendered when pages
 * are prerendered, never shipped as JavaScript (see StaticContent).
 */
import { localPhone, telHref } from '../../../shared/contact-links';
import { FLEET_IMAGES } from '../../../shared/content/fleet';
import { CALLBACK_PROMISE } from '../../../shared/booking-options';
import { LANDING_FLEET_CARDS, LANDING_HERO, LANDING_SERVICE_LINKS, LANDING_STATS, LANDING_TESTIMONIALS, LANDING_WHY_CHOOSE } from '../../../shared/content/landing';
import { NAV } from '../../lib/nav';
import { site } from '../../lib/site';
import { Icon } from '../Icon/Icon';
import { CoverageSection, FeatureCards, PageHeroContent, StatsBand } from '../PageBlocks/PageBlocks';
import { Picture } from '../Picture/Picture';

export function LandingHero() {
  return (
    <PageHeroContent headingId="landing-heading" title={LANDING_HERO.heading}>
      {LANDING_HERO.text}
    </PageHeroContent>
  );
}

export function LandingStats() {
  return <StatsBand stats={LANDING_STATS} label="Our record" />;
}

export function LandingCoverage() {
  return (
    <CoverageSection title="Ambulances Across Bengaluru">
      From our base in {site.locality} we serve these areas and the rest of Bengaluru. Wherever you are, one call on{' '}
      <a href={telHref(site.phone)}>{localPhone(site.phone)}</a> sends help.
    </CoverageSection>
  );
}

const imageAlt = (id: string) => FLEET_IMAGES.find((image) => image.image === id)?.alt ?? '';

export function LandingFleet() {
  return (
    <>
      <div className="section-intro">
        <h2>Choose the Right Ambulance</h2>
        <p>Every vehicle is sanitized and GPS tracked, with a trained crew on board.</p>
      </div>
      <ul className="page-grid landing-fleet">
        {LANDING_FLEET_CARDS.map((card) => (
          <li key={card.title} className="landing-fleet-card">
            <Picture id={card.image} alt={imageAlt(card.image)} sizes="(min-width: 1024px) 380px, (min-width: 720px) 33vw, 100vw" className="landing-fleet-image" />
            <div className="landing-fleet-body">
              <h3 className="landing-fleet-title">{card.title}</h3>
              <p>{card.service.description}</p>
              <ul className="landing-fleet-features">
                {card.service.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={16} /> {feature}
                  </li>
                ))}
              </ul>
              <a className="landing-fleet-link" href={card.path}>
                Learn more about {card.title}
              </a>
            </div>
          </li>
        ))}
      </ul>
      <div className="landing-service-links">
        <h3 className="landing-service-links-heading">Specialised services</h3>
        <ul>
          {LANDING_SERVICE_LINKS.map((link) => (
            <li key={link.path}>
              <a className="button button-outline" href={link.path}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p>
          <a href={NAV.fleet}>See our whole fleet</a> · <a href={NAV.services}>All services</a>
        </p>
      </div>
    </>
  );
}

export function LandingWhyChoose() {
  return (
    <>
      <div className="section-intro">
        <h2>Why Families Choose Us</h2>
        <p>
          A private ambulance service in Bengaluru since 2015. <a href={NAV.aboutPage}>More about us</a>
        </p>
      </div>
      <FeatureCards cards={LANDING_WHY_CHOOSE} />
    </>
  );
}

export function LandingTestimonials() {
  return (
    <>
      <div className="section-intro">
        <h2>What Our Patients Say</h2>
      </div>
      <ul className="page-grid landing-testimonials">
        {LANDING_TESTIMONIALS.map((review) => (
          <li key={review.name}>
            <figure className="testimonial-card">
              <span className="stars" role="img" aria-label={`Rated ${review.rating} out of 5`}>
                {'★'.repeat(review.rating)}
              </span>
              <blockquote className="testimonial-content">
                <p>{review.text}</p>
              </blockquote>
              <figcaption>
                <strong className="testimonial-name">{review.name}</strong>
                <span className="testimonial-role">{review.location}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}

export function LandingBookIntro() {
  return (
    <div className="section-intro">
      <h2>Book an Ambulance</h2>
      <p>
        In an emergency, call <a href={telHref(site.phone)}>{localPhone(site.phone)}</a> now. Otherwise send a request: {CALLBACK_PROMISE.toLowerCase()}
      </p>
    </div>
  );
}
