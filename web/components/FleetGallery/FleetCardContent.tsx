import type { FleetCategory, FleetImage } from '../../../shared/content/fleet';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { Picture } from '../Picture/Picture';

/** A gallery category's name in the page's language (filters and badges). */
export function categoryName(category: FleetCategory): string {
  switch (category) {
    case 'ICU':
      return 'ICU'; // the same word in every language
    case 'Exterior':
      return m.fleet_category_exterior();
    case 'Interior':
      return m.fleet_category_interior();
    case 'Service':
      return m.fleet_category_service();
    case 'Basic':
      return m.fleet_category_basic();
  }
}

/** Static content only (rendered by the server, at start-up): one gallery card's picture and captions. */
export function FleetCardContent({ image }: { image: FleetImage }) {
  return (
    <>
      <Picture id={image.image} alt={image.alt} sizes="(min-width: 1024px) 380px, (min-width: 600px) 50vw, 100vw" className="fleet-image" />
      <span className="fleet-badge">{categoryName(image.category)}</span>
      <span className="fleet-overlay">
        <span className="fleet-title">{image.title}</span>
        <span className="fleet-specs">{image.specs}</span>
        <span className="fleet-enlarge">{m.fleet_enlarge()}</span>
      </span>
    </>
  );
}
