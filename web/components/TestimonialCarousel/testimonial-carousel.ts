import { onReducedMotionChange, prefersReducedMotion } from '../../lib/motion';
import { pauseOnHoverAndFocus } from '../../lib/pause-on-hover-focus';

/** Spec: the carousel advances every 2500 ms and counts the end as reached within 4 px. */
const TESTIMONIAL_ADVANCE_MS = 2500;
const END_TOLERANCE_PX = 4;

/**
 * The reviews carousel island's script (no React; TestimonialCarousel.tsx renders its HTML):
 * scrolls the cards one card at a time, looping to the start after the last and to the end
 * before the first; moves on its own every TESTIMONIAL_ADVANCE_MS unless hovered or focused or
 * the visitor prefers reduced motion. Marks the carousel `data-ready` once live.
 */
export function enhanceTestimonialCarousel(island: HTMLElement): void {
  const carousel = island.querySelector<HTMLElement>('.testimonial-carousel');
  const viewport = island.querySelector<HTMLElement>('.testimonial-viewport');
  const track = island.querySelector<HTMLElement>('.testimonial-track');
  if (!carousel || !viewport || !track) throw new Error('The reviews carousel island is missing a part');

  const move = (direction: number) => {
    const first = track.firstElementChild;
    if (!first) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    const cardWidth = first.getBoundingClientRect().width + gap;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - END_TOLERANCE_PX;
    const atStart = track.scrollLeft <= END_TOLERANCE_PX;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (direction === 1 && atEnd) track.scrollTo({ left: 0, behavior });
    else if (direction === -1 && atStart) track.scrollTo({ left: track.scrollWidth, behavior });
    else track.scrollBy({ left: direction * cardWidth, behavior });
  };

  let paused = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const autoplay = () => {
    const playing = !prefersReducedMotion() && !paused;
    viewport.setAttribute('aria-live', playing ? 'off' : 'polite');
    clearInterval(timer);
    if (playing) timer = setInterval(() => move(1), TESTIMONIAL_ADVANCE_MS);
  };

  for (const button of island.querySelectorAll<HTMLButtonElement>('[data-step]')) {
    button.addEventListener('click', () => move(Number(button.dataset.step)));
  }
  pauseOnHoverAndFocus(carousel, (next) => {
    paused = next;
    autoplay();
  });
  onReducedMotionChange(autoplay);
  autoplay();
  carousel.dataset.ready = 'true';
}
