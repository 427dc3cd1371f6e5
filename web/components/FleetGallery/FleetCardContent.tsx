import type { FleetImage } from '../../../shared/content/fleet';
import { Picture } from '../Picture/Picture';

/** Static content only (rendered at build time): one gallery card's picture and captions. */
export function FleetCardContent({ image }: { image: FleetImage }) {
  return (
    <>
      <Picture id={image.image} alt={image.alt} sizes="(min-width: 1024px) 380px, (min-width: 600px) 50vw, 100vw" className="fleet-image" />
      <span className="fleet-badge">{image.category}</span>
      <span className="fleet-overlay">
        <span className="fleet-title">{image.title}</span>
        <span className="fleet-specs">{image.specs}</span>
        <span className="fleet-enlarge">Click to enlarge</span>
      </span>
    </>
  );
}
