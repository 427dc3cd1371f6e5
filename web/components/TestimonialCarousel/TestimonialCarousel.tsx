import { m } from '../../../shared/i18n/paraglide/messages.js';
import { DomIsland } from '../../site/Island';
import { Glyph } from '../Glyph/Glyph';
import { TestimonialCards } from './TestimonialCards';

/**
 * The reviews carousel, rendered by the server only: a row of review cards, scrollable by
 * swipe and keyboard, and previous/next buttons. It is a script island (testimonial-carousel.ts
 * moves it); this is its state before the script runs, when nothing moves on its own.
 */
export function TestimonialCarousel() {
  return (
    <DomIsland name="TestimonialCarousel">
      <div className="testimonial-carousel" role="region" aria-roledescription="carousel" aria-label={m.home_reviews_label()}>
        <div className="testimonial-viewport" aria-live="polite">
          {/* Scrollable by keyboard too (focusable), with a name for screen readers. */}
          <ul className="testimonial-track" tabIndex={0} aria-label={m.home_reviews_track()}>
            <TestimonialCards />
          </ul>
        </div>
        <div className="testimonial-controls">
          <button type="button" className="round-button" data-step="-1" aria-label={m.home_reviews_previous()}>
            <Glyph name="chevron-left" />
          </button>
          <button type="button" className="round-button" data-step="1" aria-label={m.home_reviews_next()}>
            <Glyph name="chevron-right" />
          </button>
        </div>
      </div>
    </DomIsland>
  );
}
