import { FLEET_IMAGES, fleetImagesIn } from '../../../shared/content/fleet';
import { getLocale } from '../../../shared/i18n/locale';
import type { Slots } from '../../site/slots';
import { FleetCardContent } from './FleetCardContent';

/** The FleetGallery island's slots (server only): each card's picture and captions, by image. */
export function fleetCards(): Slots {
  const images = fleetImagesIn(getLocale());
  return Object.fromEntries(FLEET_IMAGES.map((image, i) => [image.image, <FleetCardContent key={image.image} image={images[i]} />]));
}
