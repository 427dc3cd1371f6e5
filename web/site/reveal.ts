import { prefersReducedMotion } from '../lib/motion';

/**
 * Sections with an id fade in as they scroll into view. Only sections still below the fold
 * when the page starts are hidden (by script, so readers without it and crawlers see
 * everything); opacity and transform only, so nothing shifts. Off with reduced motion.
 */
export function revealOnScroll(): void {
  if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.reveal = 'shown';
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  for (const section of document.querySelectorAll<HTMLElement>('main section[id]')) {
    if (section.getBoundingClientRect().top < window.innerHeight) continue;
    section.dataset.reveal = 'hidden';
    observer.observe(section);
  }
}
