import { HERO_SLIDES, HOME } from '../../../shared/content/home';
import { inLocale } from '../../../shared/i18n/locale';
import type { Slots } from '../../site/slots';
import { Picture } from '../Picture/Picture';

/** The HeroSlider island's slots (server only): each slide's picture, `slide-1`… */
export function heroSlides(): Slots {
  return Object.fromEntries(
    HERO_SLIDES.map((slide, i) => [
      `slide-${i + 1}`,
      <Picture key={slide.image} id={slide.image} alt={inLocale(HOME).heroSlideAlts[i]} sizes="100vw" priority={i === 0} className="hero-image" />,
    ]),
  );
}

export const HERO_SLIDE_COUNT = HERO_SLIDES.length;
