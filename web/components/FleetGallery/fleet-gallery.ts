/**
 * The fleet gallery island's script (no React; FleetGallery.tsx renders its HTML with every
 * card shown): the category filters keep only their cards in the grid and announce how many are
 * shown; a card opens the lightbox (a modal <dialog>, so focus stays inside and returns to the
 * card on close) with a copy of the card's picture at full width and its captions, previous/next
 * that wrap within the filtered cards, a counter, and the keys ArrowLeft, ArrowRight and Escape.
 * The page behind does not scroll while it is open. Marks the gallery `data-ready` once live.
 */
export function enhanceFleetGallery(island: HTMLElement): void {
  const gallery = island.querySelector<HTMLElement>('.fleet-gallery');
  const grid = island.querySelector<HTMLElement>('.fleet-grid');
  const announcement = island.querySelector<HTMLElement>('.fleet-shown');
  const dialog = island.querySelector<HTMLDialogElement>('dialog.lightbox');
  const media = dialog?.querySelector<HTMLElement>('.lightbox-media');
  const title = dialog?.querySelector<HTMLElement>('#lightbox-title');
  const specs = dialog?.querySelector<HTMLElement>('.lightbox-specs');
  const counter = dialog?.querySelector<HTMLElement>('.lightbox-counter');
  const closeButton = dialog?.querySelector<HTMLButtonElement>('.lightbox-close');
  if (!gallery || !grid || !announcement || !dialog || !media || !title || !specs || !counter || !closeButton) {
    throw new Error('The fleet gallery island is missing a part');
  }
  const filters = [...island.querySelectorAll<HTMLButtonElement>('.fleet-filter')];
  const items = [...grid.querySelectorAll<HTMLLIElement>(':scope > li')];
  let shown = items;
  let openIndex: number | null = null;
  let previousOverflow = '';

  const filter = (chosen: HTMLButtonElement) => {
    const category = chosen.dataset.category;
    for (const button of filters) button.setAttribute('aria-pressed', String(button === chosen));
    shown = category ? items.filter((item) => item.dataset.category === category) : items;
    grid.replaceChildren(...shown);
    announcement.textContent = chosen.dataset.shown ?? '';
  };

  // The picture is the card's own (photo variants or drawing), asked for at full width; the
  // caption is the card's own text too (static content, in the page's language).
  const showPicture = (index: number) => {
    openIndex = index;
    const card = shown[index];
    title.textContent = card.querySelector('.fleet-title')?.textContent ?? '';
    specs.textContent = card.querySelector('.fleet-specs')?.textContent ?? '';
    counter.textContent = `${index + 1} / ${shown.length}`;
    const source = card.querySelector('picture, img');
    if (!source) return media.replaceChildren();
    const copy = source.cloneNode(true) as HTMLElement;
    for (const el of [copy, ...copy.querySelectorAll('source, img')]) {
      if (el.hasAttribute('sizes')) el.setAttribute('sizes', '100vw');
      if (el instanceof HTMLImageElement) {
        el.loading = 'eager';
        el.className = 'lightbox-image';
      }
    }
    media.replaceChildren(copy);
  };
  const step = (delta: number) => {
    if (openIndex !== null) showPicture((openIndex + delta + shown.length) % shown.length);
  };

  const open = (index: number) => {
    showPicture(index);
    previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    dialog.showModal();
    closeButton.focus();
  };
  // Every way out (the button, Escape) ends in the dialog's own close event.
  dialog.addEventListener('close', () => {
    openIndex = null;
    document.documentElement.style.overflow = previousOverflow;
    media.replaceChildren();
  });

  for (const button of filters) button.addEventListener('click', () => filter(button));
  grid.addEventListener('click', (event) => {
    const item = (event.target as Element).closest('li');
    const index = item ? shown.indexOf(item) : -1;
    if (index >= 0 && (event.target as Element).closest('.fleet-card')) open(index);
  });
  closeButton.addEventListener('click', () => dialog.close());
  for (const button of dialog.querySelectorAll<HTMLButtonElement>('[data-step]')) {
    button.addEventListener('click', () => step(Number(button.dataset.step)));
  }
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  });
  gallery.dataset.ready = 'true';
}
