import { useEffect, useState } from 'react';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { useHydrated } from '../../lib/hydrated';
import { usePrefersReducedMotion } from '../../lib/motion';
import { usePauseOnHoverAndFocus } from '../../lib/pause-on-hover-focus';
import { Glyph } from '../Glyph/Glyph';
import { Slot } from '../../site/slots';

/** Spec: the hero advances every 3000 ms. */
export const HERO_ADVANCE_MS = 3000;

/**
 * The hero slider (an island): `count` images (its slots `slide-1`…, pictures the server
 * renders), previous/next arrows that wrap, dots that jump. It advances on its own unless the
 * visitor hovers or focuses it, pauses it, or prefers reduced motion.
 */
export function HeroSlider({ count }: { count: number }) {
  const [index, setIndex] = useState(0);
  const { paused, handlers } = usePauseOnHoverAndFocus();
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const ready = useHydrated();

  const playing = ready && !reducedMotion && !stopped && !paused;
  useEffect(() => {
    if (!playing) return;
    // A timeout per slide (not an interval): any manual move restarts the full wait.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), HERO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [playing, index, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <div
      className="hero-slider"
      role="region"
      aria-roledescription="carousel"
      aria-label={m.home_slider_label()}
      data-ready={ready || undefined}
      {...handlers}
    >
      <div className="hero-slides" aria-live={playing ? 'off' : 'polite'}>
        {Array.from({ length: count }, (_, i) => (
          <div
            key={i}
            className="hero-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={m.home_slide_of({ n: i + 1, count })}
            aria-hidden={i !== index}
            data-active={i === index || undefined}
          >
            <Slot name={`slide-${i + 1}`} className="hero-slide-media" />
          </div>
        ))}
      </div>
      <div className="hero-controls">
        <button type="button" className="hero-arrow" aria-label={m.home_slide_previous()} onClick={() => go(index - 1)}>
          <Glyph name="chevron-left" />
        </button>
        <div className="hero-dots">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              className="hero-dot"
              aria-label={m.home_slide_go({ n: i + 1 })}
              aria-current={i === index || undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button type="button" className="hero-arrow" aria-label={m.home_slide_next()} onClick={() => go(index + 1)}>
          <Glyph name="chevron-right" />
        </button>
        {!reducedMotion && (
          <button type="button" className="hero-arrow" aria-label={stopped ? m.home_slideshow_play() : m.home_slideshow_pause()} onClick={() => setStopped((s) => !s)}>
            <Glyph name={stopped ? 'play' : 'pause'} />
          </button>
        )}
      </div>
    </div>
  );
}
