import { TESTIMONIALS_NEWEST_FIRST, type Testimonial } from '../../../shared/content/testimonials';

/* Static content only (rendered at build time): the review cards the carousel scrolls. */

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial-card">
      <div className="testimonial-meta">
        <span className="stars" role="img" aria-label={`Rated ${testimonial.rating} out of 5`}>
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
  return TESTIMONIALS_NEWEST_FIRST.map((testimonial) => (
    <li key={testimonial.name} className="testimonial-slide">
      <TestimonialCard testimonial={testimonial} />
    </li>
  ));
}
