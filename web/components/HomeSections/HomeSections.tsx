/**
 * The text of the home page's sections. Static content only: rendered when pages are
 * prerendered, never shipped as JavaScript (see StaticContent).
 */
import { localPhone, telHref } from '../../../shared/contact-links';
import { CALLBACK_PROMISE } from '../../../shared/booking-options';
import { FAQ, HERO, RATING, STATS, WHY_CHOOSE } from '../../../shared/content/home';
import { SERVICES } from '../../../shared/content/services';
import { site } from '../../lib/site';
import { Icon } from '../Icon/Icon';
import { CallActions } from '../PageBlocks/PageBlocks';
import { ServiceCard } from '../ServiceCard/ServiceCard';

export function HeroContent() {
  return (
    <>
      <h1 id="hero-heading" className="hero-heading">
        {HERO.heading}
      </h1>
      <p className="hero-text">{HERO.text}</p>
      <p className="hero-trust">
        <Icon name="users" size={20} /> {HERO.trust}
      </p>
      <CallActions />
    </>
  );
}

export function ServicesContent() {
  return (
    <>
      <div className="section-intro">
        <h2>Our Ambulance Services</h2>
        <p>From emergencies to planned transfers: the right vehicle and crew for every need, 24x7.</p>
      </div>
      <ul className="service-grid">
        {SERVICES.map((service) => (
          <ServiceCard key={service.id} service={service} link="title" />
        ))}
      </ul>
      <div className="why-choose">
        <h3 className="why-choose-heading">Why Choose Us</h3>
        <ul className="why-choose-list">
          {WHY_CHOOSE.map((point) => (
            <li key={point.title}>
              <Icon name="check" size={22} className="why-choose-icon" />
              <span>
                <strong>{point.title}</strong>
                <span className="why-choose-text">{point.text}</span>
              </span>
            </li>
          ))}
        </ul>
        <ul className="stat-strip">
          {[STATS.livesSaved, STATS.ambulances, STATS.vehicles, STATS.gps].map((stat) => (
            <li key={stat.label}>
              <strong>{stat.number}</strong> {stat.label}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export function FleetIntro() {
  return (
    <div className="section-intro">
      <h2>Our Fleet</h2>
      <p>
        {STATS.ambulances.number} ambulances and {STATS.vehicles.number} vehicles in total, every one sanitized and GPS tracked. Choose a
        category, and select a picture to enlarge it.
      </p>
    </div>
  );
}

export function TestimonialsIntro() {
  return (
    <div className="section-intro">
      <h2>What Families Say</h2>
      <p className="rating-summary">
        <span className="stars" aria-hidden="true">
          ★★★★★
        </span>{' '}
        Rated {RATING.value} out of {RATING.best} from {RATING.count} reviews
      </p>
    </div>
  );
}

export function ReviewsLink() {
  return (
    <p className="testimonials-more">
      <a href={site.reviewsUrl} target="_blank" rel="noopener noreferrer">
        Read all reviews (opens in a new tab)
      </a>
    </p>
  );
}

export function ContactIntro() {
  return (
    <div className="section-intro">
      <h2>Book an Ambulance</h2>
      <p>
        For an emergency, call <a href={telHref(site.phone)}>{localPhone(site.phone)}</a> now. For a planned trip, send a request below.{' '}
        {CALLBACK_PROMISE}
      </p>
    </div>
  );
}

export function FaqContent() {
  return (
    <>
      <div className="section-intro">
        <h2>Frequently Asked Questions</h2>
      </div>
      {/* Native exclusive accordion: details elements sharing a name open one at a time. */}
      <div className="faq-list">
        {FAQ.map((item) => (
          <details key={item.question} name="faq" className="faq-item">
            <summary className="faq-question">{item.question}</summary>
            <p className="faq-answer">{item.answer}</p>
          </details>
        ))}
      </div>
    </>
  );
}
