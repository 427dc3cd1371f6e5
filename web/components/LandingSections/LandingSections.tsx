/**
 * The text of the landing page /ambulance-near-me. Static content only: rendered when pages
 * are prerendered, never shipped as JavaScript (the route files are the server's only).
 */
import { localPhone, telHref } from '../../../shared/contact-links';
import { fleetImagesIn } from '../../../shared/content/fleet';
import { placeIn } from '../../../shared/content/home';
import { LANDING, landingFleetCardsIn, landingServiceLinksIn, landingStatsIn, landingTestimonialsIn, landingWhyChooseIn } from '../../../shared/content/landing';
import { getLocale, inLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { NAV } from '../../lib/nav';
import { site } from '../../lib/site';
import { Icon } from '../Icon/Icon';
import { CoverageSection, FeatureCards, PageHeroContent, StatsBand } from '../PageBlocks/PageBlocks';
import { rich, sitePath } from '../PageBlocks/rich';
import { Picture } from '../Picture/Picture';

const telLink = (phone: string) => <a href={telHref(site.phone)}>{phone}</a>;

export function LandingHero() {
  const { hero } = inLocale(LANDING);
  return (
    <PageHeroContent headingId="landing-heading" title={hero.heading}>
      {hero.text}
    </PageHeroContent>
  );
}

export function LandingStats() {
  return <StatsBand stats={landingStatsIn(getLocale())} label={m.site_record()} />;
}

export function LandingCoverage() {
  return (
    <CoverageSection title={m.landing_coverage_heading()}>
      {rich(m.landing_coverage_text({ locality: placeIn(site.locality, getLocale()), phone: localPhone(site.phone) }), { tel: telLink })}
    </CoverageSection>
  );
}

const imageAlt = (id: string) => fleetImagesIn(getLocale()).find((image) => image.image === id)?.alt ?? '';

export function LandingFleet() {
  return (
    <>
      <div className="section-intro">
        <h2>{m.landing_fleet_heading()}</h2>
        <p>{m.landing_fleet_text()}</p>
      </div>
      <ul className="page-grid landing-fleet">
        {landingFleetCardsIn(getLocale()).map((card) => (
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
              <a className="landing-fleet-link" href={sitePath(card.path)}>
                {m.landing_learn_more({ title: card.title })}
              </a>
            </div>
          </li>
        ))}
      </ul>
      <div className="landing-service-links">
        <h3 className="landing-service-links-heading">{m.landing_specialised()}</h3>
        <ul>
          {landingServiceLinksIn(getLocale()).map((link) => (
            <li key={link.path}>
              <a className="button button-outline" href={sitePath(link.path)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p>
          <a href={sitePath(NAV.fleet)}>{m.landing_whole_fleet()}</a> · <a href={sitePath(NAV.services)}>{m.nav_all_services()}</a>
        </p>
      </div>
    </>
  );
}

export function LandingWhyChoose() {
  return (
    <>
      <div className="section-intro">
        <h2>{m.landing_why_heading()}</h2>
        <p>{rich(m.landing_why_text(), { about: (text) => <a href={sitePath(NAV.aboutPage)}>{text}</a> })}</p>
      </div>
      <FeatureCards cards={landingWhyChooseIn(getLocale())} />
    </>
  );
}

export function LandingTestimonials() {
  return (
    <>
      <div className="section-intro">
        <h2>{m.landing_testimonials_heading()}</h2>
      </div>
      <ul className="page-grid landing-testimonials">
        {landingTestimonialsIn(getLocale()).map((review) => (
          <li key={review.name}>
            <figure className="testimonial-card">
              <span className="stars" role="img" aria-label={m.site_rated({ rating: review.rating })}>
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
      <h2>{m.home_book_heading()}</h2>
      <p>{rich(m.landing_book_text({ phone: localPhone(site.phone), callback: m.site_callback().toLowerCase() }), { tel: telLink })}</p>
    </div>
  );
}
