import { onReducedMotionChange, prefersReducedMotion } from '../../lib/motion';
import { pauseOnHoverAndFocus } from '../../lib/pause-on-hover-focus';
import { setButtonState } from '../StateButton/state-button';

/** Spec: the hero advances every 3000 ms. */
const HERO_ADVANCE_MS = 3000;

/**
 * The hero slider island's script (no React; HeroSlider.tsx renders its HTML with the first
 * slide shown): previous/next arrows that wrap, dots that jump, and a move every
 * HERO_ADVANCE_MS unless the visitor hovers or focuses it, pauses it with its button, or
 * prefers reduced motion (then the button is hidden). Marks the slider `data-ready` once live.
 */
export function enhanceHeroSlider(island: HTMLElement): void {
  const slider = island.querySelector<HTMLElement>('.hero-slider');
  const live = island.querySelector<HTMLElement>('.hero-slides');
  const playButton = island.querySelector<HTMLButtonElement>('.hero-play');
  if (!slider || !live || !playButton) throw new Error('The hero slider island is missing a part');
  const slides = [...island.querySelectorAll<HTMLElement>('.hero-slide')];
  const dots = [...island.querySelectorAll<HTMLButtonElement>('.hero-dot')];
  const count = slides.length;

  let index = 0;
  let hoveredOrFocused = false;
  let stopped = false;
  let reducedMotion = prefersReducedMotion();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = () => {
    const playing = !reducedMotion && !stopped && !hoveredOrFocused;
    slides.forEach((slide, i) => {
      slide.setAttribute('aria-hidden', String(i !== index));
      slide.toggleAttribute('data-active', i === index);
    });
    dots.forEach((dot, i) => (i === index ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')));
    live.setAttribute('aria-live', playing ? 'off' : 'polite');
    playButton.hidden = reducedMotion;
    setButtonState(playButton, stopped);
    // A timeout per slide (not an interval): any manual move restarts the full wait.
    clearTimeout(timer);
    if (playing) timer = setTimeout(() => go(index + 1), HERO_ADVANCE_MS);
  };
  const go = (next: number) => {
    index = ((next % count) + count) % count;
    show();
  };

  for (const arrow of island.querySelectorAll<HTMLButtonElement>('.hero-arrow[data-step]')) {
    arrow.addEventListener('click', () => go(index + Number(arrow.dataset.step)));
  }
  dots.forEach((dot, i) => dot.addEventListener('click', () => go(i)));
  playButton.addEventListener('click', () => {
    stopped = !stopped;
    show();
  });
  pauseOnHoverAndFocus(slider, (paused) => {
    hoveredOrFocused = paused;
    show();
  });
  onReducedMotionChange(() => {
    reducedMotion = prefersReducedMotion();
    show();
  });
  show();
  slider.dataset.ready = 'true';
}
