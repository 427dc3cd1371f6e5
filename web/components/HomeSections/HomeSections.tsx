/**
 * The text of the home page's sections. Static content only: rendered when pages are
 * prerendered, never shipped as JavaScript (the route files are the server's only).
 */
import { localPhone, telHref } from '../../../shared/contact-links';
import { HOME, RATING, statsIn } from '../../../shared/content/home';
import { localizedServices } from '../../../shared/content/services';
import { getLocale, inLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { site } from '../../lib/site';
import { Icon } from '../Icon/Icon';
import { CallActions } from '../PageBlocks/PageBlocks';
import { rich } from '../PageBlocks/rich';
import { ServiceCard } from '../ServiceCard/ServiceCard';

export function HeroContent() {
  const { hero } = inLocale(HOME);
  return (
    <>
      <h1 id="hero-heading" className="hero-heading">
        {hero.heading}
      </h1>
      <p className="hero-text">{hero.text}</p>
      <p className="hero-trust">
        <Icon name="users" size={20} /> {hero.trust}
      </p>
      <CallActions />
    </>
  );
}

export function ServicesContent() {
  const stats = statsIn(getLocale());
  return (
    <>
      <div className="section-intro">
        <h2>{m.home_services_heading()}</h2>
        <p>{m.home_services_text()}</p>
      </div>
      <ul className="service-grid">
        {localizedServices(getLocale()).map((service) => (
          <ServiceCard key={service.id} service={service} link="title" />
        ))}
      </ul>
      <div className="why-choose">
        <h3 className="why-choose-heading">{m.home_why_heading()}</h3>
        <ul className="why-choose-list">
          {inLocale(HOME).whyChoose.map((point) => (
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
          {[stats.livesSaved, stats.ambulances, stats.vehicles, stats.gps].map((stat) => (
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
  const stats = statsIn(getLocale());
  return (
    <div className="section-intro">
      <h2>{m.home_fleet_heading()}</h2>
      <p>{m.home_fleet_text({ ambulances: stats.ambulances.number, vehicles: stats.vehicles.number })}</p>
    </div>
  );
}

export function TestimonialsIntro() {
  return (
    <div className="section-intro">
      <h2>{m.home_testimonials_heading()}</h2>
      <p className="rating-summary">
        <span className="stars" aria-hidden="true">
          ★★★★★
        </span>{' '}
        {m.home_rating({ value: RATING.value, best: RATING.best, count: RATING.count })}
      </p>
    </div>
  );
}

export function ReviewsLink() {
  return (
    <p className="testimonials-more">
      <a href={site.reviewsUrl} target="_blank" rel="noopener noreferrer">
        {m.home_reviews_link()}
      </a>
    </p>
  );
}

export function ContactIntro() {
  return (
    <div className="section-intro">
      <h2>{m.home_book_heading()}</h2>
      <p>
        {rich(m.home_contact_text({ phone: localPhone(site.phone) }), { tel: (phone) => <a href={telHref(site.phone)}>{phone}</a> })}{' '}
        {m.site_callback()}
      </p>
    </div>
  );
}

export function FaqContent() {
  return (
    <>
      <div className="section-intro">
        <h2>{m.home_faq_heading()}</h2>
      </div>
      {/* Native exclusive accordion: details elements sharing a name open one at a time. */}
      <div className="faq-list">
        {inLocale(HOME).faq.map((item) => (
          <details key={item.question} name="faq" className="faq-item">
            <summary className="faq-question">{item.question}</summary>
            <p className="faq-answer">{item.answer}</p>
          </details>
        ))}
      </div>
    </>
  );
}
