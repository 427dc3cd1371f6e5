import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FLEET_CATEGORIES, FLEET_IMAGES, type FleetCategory } from '../../../shared/content/fleet';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { useHydrated } from '../../lib/hydrated';
import { Glyph } from '../Glyph/Glyph';
import { Slot } from '../../site/slots';
import { categoryName } from './fleet-categories';

type Filter = 'All' | FleetCategory;
const FILTERS: readonly Filter[] = ['All', ...FLEET_CATEGORIES];

/**
 * The fleet gallery: category filters and a full-screen lightbox (a modal <dialog>, so focus
 * stays inside and returns to the picture on close) with previous/next that wrap within the
 * filtered pictures, a counter, and the keys ArrowLeft, ArrowRight and Escape. The cards are
 * its slots (one per picture, named by its image: FleetCardContent, rendered by the server); the lightbox shows a copy of the card's picture at full width.
 */
export function FleetGallery() {
  const [filter, setFilter] = useState<Filter>('All');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const mediaSlot = useRef<HTMLDivElement>(null);
  const titleSlot = useRef<HTMLElement>(null);
  const specsSlot = useRef<HTMLSpanElement>(null);
  const shown = filter === 'All' ? FLEET_IMAGES : FLEET_IMAGES.filter((image) => image.category === filter);
  const current = openIndex === null ? null : shown[openIndex];
  const isOpen = openIndex !== null;
  const ready = useHydrated();

  useEffect(() => {
    const element = dialog.current;
    if (!element || !isOpen) return;
    if (!element.open) element.showModal();
    // The page behind does not scroll while the lightbox is open.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
    };
  }, [isOpen]);

  // The picture is the card's own (photo variants or drawing), asked for at full width; the
  // caption is the card's own text too (static content, in the page's language).
  useEffect(() => {
    const card = current && grid.current?.querySelector(`[data-slot="${current.image}"]`);
    if (titleSlot.current) titleSlot.current.textContent = card?.querySelector('.fleet-title')?.textContent ?? '';
    if (specsSlot.current) specsSlot.current.textContent = card?.querySelector('.fleet-specs')?.textContent ?? '';
    const slot = mediaSlot.current;
    const source = card?.querySelector('picture, img');
    if (!slot || !source) return;
    const copy = source.cloneNode(true) as HTMLElement;
    for (const el of [copy, ...copy.querySelectorAll('source, img')]) {
      if (el.hasAttribute('sizes')) el.setAttribute('sizes', '100vw');
      if (el instanceof HTMLImageElement) {
        el.loading = 'eager';
        el.className = 'lightbox-image';
      }
    }
    slot.replaceChildren(copy);
  }, [current]);

  const close = () => {
    dialog.current?.close();
    setOpenIndex(null);
  };
  const step = (delta: number) => setOpenIndex((i) => (i === null ? i : (i + delta + shown.length) % shown.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="fleet-gallery" data-ready={ready || undefined}>
      <div className="fleet-filters" role="group" aria-label={m.fleet_filter_label()}>
        {FILTERS.map((name) => (
          <button key={name} type="button" className="fleet-filter" aria-pressed={filter === name} onClick={() => setFilter(name)}>
            {name === 'All' ? m.fleet_filter_all() : categoryName(name)}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {m.fleet_pictures_shown({ count: shown.length })}
      </p>
      <ul ref={grid} className="fleet-grid">
        {shown.map((image, index) => (
          <li key={image.image}>
            <button type="button" className="fleet-card" onClick={() => setOpenIndex(index)} aria-haspopup="dialog">
              <Slot name={image.image} as="span" className="fleet-card-content" />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="lightbox"
        aria-labelledby="lightbox-title"
        onCancel={(event) => {
          // Escape: close through state so React and the dialog agree.
          event.preventDefault();
          close();
        }}
        onKeyDown={onKeyDown}
      >
        {current && openIndex !== null && (
          <div className="lightbox-body">
            <button type="button" className="lightbox-button lightbox-close" aria-label={m.fleet_close()} onClick={close} autoFocus>
              <Glyph name="close" />
            </button>
            <button type="button" className="lightbox-button lightbox-prev" aria-label={m.fleet_previous_picture()} onClick={() => step(-1)}>
              <Glyph name="chevron-left" />
            </button>
            <figure className="lightbox-figure">
              <div ref={mediaSlot} className="lightbox-media" />
              <figcaption className="lightbox-caption">
                <strong id="lightbox-title" ref={titleSlot} />
                <span ref={specsSlot} />
                <span className="lightbox-counter" aria-live="polite">
                  {openIndex + 1} / {shown.length}
                </span>
              </figcaption>
            </figure>
            <button type="button" className="lightbox-button lightbox-next" aria-label={m.fleet_next_picture()} onClick={() => step(1)}>
              <Glyph name="chevron-right" />
            </button>
          </div>
        )}
      </dialog>
    </div>
  );
}
