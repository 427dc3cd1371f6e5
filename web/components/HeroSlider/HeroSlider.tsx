import { HERO_SLIDES, HOME } from '../../../shared/content/home';
import { inLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { DomIsland } from '../../site/Island';
import { Glyph } from '../Glyph/Glyph';
import { Picture } from '../Picture/Picture';
import { StateButton } from '../StateButton/StateButton';

/**
 * The home page's hero slider, rendered by the server only: the slides' pictures (the first
 * shown and loaded at once), previous/next arrows, a dot per slide and the play/pause button.
 * It is a script island (hero-slider.ts moves it), so this is its state before the script
 * runs: the first slide shown, announced politely, and the pause button (a StateButton: paused
 * is its second state).
 */
export function HeroSlider() {
  const alts = inLocale(HOME).heroSlideAlts;
  const count = HERO_SLIDES.length;
  return (
    <DomIsland name="HeroSlider">
      <div className="hero-slider" role="region" aria-roledescription="carousel" aria-label={m.home_slider_label()}>
        <div className="hero-slides" aria-live="polite">
          {HERO_SLIDES.map((slide, i) => (
            <div
              key={slide.image}
              className="hero-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={m.home_slide_of({ n: i + 1, count })}
              aria-hidden={i !== 0}
              data-active={i === 0 || undefined}
            >
              <div className="hero-slide-media">
                <Picture id={slide.image} alt={alts[i]} sizes="100vw" priority={i === 0} className="hero-image" />
              </div>
            </div>
          ))}
        </div>
        <div className="hero-controls">
          <button type="button" className="hero-arrow" data-step="-1" aria-label={m.home_slide_previous()}>
            <Glyph name="chevron-left" />
          </button>
          <div className="hero-dots">
            {HERO_SLIDES.map((slide, i) => (
              <button key={slide.image} type="button" className="hero-dot" aria-label={m.home_slide_go({ n: i + 1 })} aria-current={i === 0 || undefined} />
            ))}
          </div>
          <button type="button" className="hero-arrow" data-step="1" aria-label={m.home_slide_next()}>
            <Glyph name="chevron-right" />
          </button>
          <StateButton className="hero-arrow hero-play" labels={[m.home_slideshow_pause(), m.home_slideshow_play()]} glyphs={['pause', 'play']} />
        </div>
      </div>
    </DomIsland>
  );
}
