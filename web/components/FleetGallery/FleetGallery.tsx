import { FLEET_CATEGORIES, FLEET_IMAGES, fleetImagesIn } from '../../../shared/content/fleet';
import { getLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { DomIsland } from '../../site/Island';
import { Glyph } from '../Glyph/Glyph';
import { FleetCardContent } from './FleetCardContent';
import { categoryName } from './fleet-categories';

/**
 * The fleet gallery, rendered by the server only: category filters, a card per picture and the
 * lightbox (a modal <dialog>, empty until a card is opened). It is a script island
 * (fleet-gallery.ts filters the cards and fills and opens the lightbox); this is its state
 * before the script runs: every card shown. Each filter carries the sentence announced when it
 * is chosen (`data-shown`, in the page's language).
 */
export function FleetGallery() {
  const images = fleetImagesIn(getLocale());
  const filters = [
    { category: '', name: m.fleet_filter_all(), count: FLEET_IMAGES.length },
    ...FLEET_CATEGORIES.map((category) => ({ category, name: categoryName(category), count: FLEET_IMAGES.filter((image) => image.category === category).length })),
  ];
  return (
    <DomIsland name="FleetGallery">
      <div className="fleet-gallery">
        <div className="fleet-filters" role="group" aria-label={m.fleet_filter_label()}>
          {filters.map((filter) => (
            <button
              key={filter.category}
              type="button"
              className="fleet-filter"
              aria-pressed={filter.category === ''}
              data-category={filter.category}
              data-shown={m.fleet_pictures_shown({ count: filter.count })}
            >
              {filter.name}
            </button>
          ))}
        </div>
        <p className="visually-hidden fleet-shown" aria-live="polite">
          {m.fleet_pictures_shown({ count: FLEET_IMAGES.length })}
        </p>
        <ul className="fleet-grid">
          {images.map((image) => (
            <li key={image.image} data-category={image.category}>
              <button type="button" className="fleet-card" aria-haspopup="dialog">
                <span className="fleet-card-content">
                  <FleetCardContent image={image} />
                </span>
              </button>
            </li>
          ))}
        </ul>
        <dialog className="lightbox" aria-labelledby="lightbox-title">
          <div className="lightbox-body">
            <button type="button" className="lightbox-button lightbox-close" aria-label={m.fleet_close()}>
              <Glyph name="close" />
            </button>
            <button type="button" className="lightbox-button lightbox-prev" data-step="-1" aria-label={m.fleet_previous_picture()}>
              <Glyph name="chevron-left" />
            </button>
            <figure className="lightbox-figure">
              <div className="lightbox-media" />
              <figcaption className="lightbox-caption">
                <strong id="lightbox-title" />
                <span className="lightbox-specs" />
                <span className="lightbox-counter" aria-live="polite" />
              </figcaption>
            </figure>
            <button type="button" className="lightbox-button lightbox-next" data-step="1" aria-label={m.fleet_next_picture()}>
              <Glyph name="chevron-right" />
            </button>
          </div>
        </dialog>
      </div>
    </DomIsland>
  );
}
