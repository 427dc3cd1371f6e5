import type { FleetCategory } from '../../../shared/content/fleet';
import { m } from '../../../shared/i18n/paraglide/messages.js';

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
