import { useEffect, useRef } from 'react';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { useHydrated } from '../../lib/hydrated';
import { prefersReducedMotion, usePrefersReducedMotion } from '../../lib/motion';
import { usePauseOnHoverAndFocus } from '../../lib/pause-on-hover-focus';
import { Slot } from '../../site/slots';
import { Glyph } from '../Glyph/Glyph';

/** Spec: the carousel advances every 2500 ms and counts the end as reached within 4 px. */
export const TESTIMONIAL_ADVANCE_MS = 2500;
const END_TOLERANCE_PX = 4;

/**
 * The reviews carousel: a row of cards (its slot `cards`, rendered by the server: TestimonialCards) scrolled one card at a time, looping
 * to the start after the last; previous/next buttons; pauses on hover and focus, and does not
 * move on its own for visitors who prefer reduced motion. Swiping scrolls it too.
 */
export function TestimonialCarousel() {
  const viewport = useRef<HTMLDivElement>(null);
  const { paused, handlers } = usePauseOnHoverAndFocus();
  const autoplay = !usePrefersReducedMotion();
  const ready = useHydrated();

  const move = (direction: 1 | -1) => {
    const track = viewport.current?.querySelector<HTMLElement>('.testimonial-track');
    const first = track?.firstElementChild as HTMLElement | null;
    if (!track || !first) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    const cardWidth = first.getBoundingClientRect().width + gap;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - END_TOLERANCE_PX;
    const atStart = track.scrollLeft <= END_TOLERANCE_PX;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (direction === 1 && atEnd) track.scrollTo({ left: 0, behavior });
    else if (direction === -1 && atStart) track.scrollTo({ left: track.scrollWidth, behavior });
    else track.scrollBy({ left: direction * cardWidth, behavior });
  };

  const playing = autoplay && !paused;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => move(1), TESTIMONIAL_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [playing]);

  return (
    <div
      className="testimonial-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={m.home_reviews_label()}
      data-ready={ready || undefined}
      {...handlers}
    >
      <div ref={viewport} aria-live={playing ? 'off' : 'polite'}>
        {/* Scrollable by keyboard too (focusable), with a name for screen readers. */}
        <Slot name="cards" as="ul" className="testimonial-track" tabIndex={0} aria-label={m.home_reviews_track()} />
      </div>
      <div className="testimonial-controls">
        <button type="button" className="round-button" aria-label={m.home_reviews_previous()} onClick={() => move(-1)}>
          <Glyph name="chevron-left" />
        </button>
        <button type="button" className="round-button" aria-label={m.home_reviews_next()} onClick={() => move(1)}>
          <Glyph name="chevron-right" />
        </button>
      </div>
    </div>
  );
}
