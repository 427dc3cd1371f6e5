import type { FleetImage } from '../../../shared/content/fleet';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { Picture } from '../Picture/Picture';
import { categoryName } from './fleet-categories';

/** One gallery card's picture and captions (FleetGallery.tsx, rendered by the server only; the lightbox copies them). */
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
