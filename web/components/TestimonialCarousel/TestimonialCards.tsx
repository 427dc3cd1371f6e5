import { testimonialsIn, type LocalizedTestimonial } from '../../../shared/content/testimonials';
import { getLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';

/* Static content only (rendered by the server, at start-up): the review cards the carousel scrolls. */

function TestimonialCard({ testimonial }: { testimonial: LocalizedTestimonial }) {
  return (
    <figure className="testimonial-card">
      <div className="testimonial-meta">
        <span className="stars" role="img" aria-label={m.site_rated({ rating: testimonial.rating })}>
          {'★'.repeat(testimonial.rating)}
        </span>
        <span className="testimonial-date">{testimonial.date}</span>
      </div>
      <blockquote className="testimonial-content">
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption className="testimonial-author">
        <span className="testimonial-initial" aria-hidden="true">
          {testimonial.name.replace(/^Dr\.?\s+/, '').charAt(0)}
        </span>
        <span>
          <strong className="testimonial-name">{testimonial.name}</strong>
          <span className="testimonial-role">
            {testimonial.role}, {testimonial.location}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The review cards, newest first (the carousel scrolls through them). */
export function TestimonialCards() {
  return testimonialsIn(getLocale()).map((testimonial) => (
    <li key={testimonial.name} className="testimonial-slide">
      <TestimonialCard testimonial={testimonial} />
    </li>
  ));
}
