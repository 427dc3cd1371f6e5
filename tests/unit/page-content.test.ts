import { describe, expect, it } from 'vitest';
import { FLEET_IMAGES, LANDING_FLEET_CARDS, LANDING_SERVICE_LINKS, LANDING_TESTIMONIALS, LANDING_WHY_CHOOSE, SERVICES, STATS, VEHICLE_CATEGORIES } from '../../shared/content';
import { PERMANENT_REDIRECTS } from '../../shared/routes';

/** A path the site answers: a service page, or one of the permanent redirects to one. */
const servicePaths = new Set<string>(SERVICES.map((s) => s.path));
const leadsToService = (path: string) => servicePaths.has(path) || servicePaths.has(PERMANENT_REDIRECTS[path] ?? '');

describe('fleet page content', () => {
  it('has the spec categories ICU 6, Emergency 8, Cardiac 3, Mortuary 4, adding up to the "21+ vehicles" total', () => {
    expect(VEHICLE_CATEGORIES.map((c) => [c.title, c.count, c.countText])).toEqual([
      ['ICU Ambulances', 6, '6 vehicles'],
      ['Emergency Ambulances', 8, '8 vehicles'],
      ['Cardiac Ambulances', 3, '3 vehicles'],
      ['Mortuary Ambulances', 4, '4 vehicles'],
    ]);
    const total = VEHICLE_CATEGORIES.reduce((sum, c) => sum + c.count, 0);
    expect(`${total}+`).toBe(STATS.vehicles.number);
    for (const category of VEHICLE_CATEGORIES) expect(category.features.length).toBeGreaterThan(0);
  });
});

describe('landing page content', () => {
  it('fleet cards are Emergency, ICU (to /services/icu) and Patient Transfer, each leading to a service and showing a gallery picture', () => {
    expect(LANDING_FLEET_CARDS.map((c) => c.title)).toEqual(['Emergency Ambulance', 'ICU Ambulance', 'Patient Transfer']);
    expect(LANDING_FLEET_CARDS[1].path).toBe('/services/icu');
    const pictures = new Set(FLEET_IMAGES.map((image) => image.image));
    for (const card of LANDING_FLEET_CARDS) {
      expect(leadsToService(card.path), card.path).toBe(true);
      expect(pictures.has(card.image), card.image).toBe(true);
    }
  });

  it('service buttons go to /services/icu, /services/mortuary, /services/air and /services/neonatal, all answered', () => {
    expect(LANDING_SERVICE_LINKS.map((l) => l.path)).toEqual(['/services/icu', '/services/mortuary', '/services/air', '/services/neonatal']);
    for (const link of LANDING_SERVICE_LINKS) expect(leadsToService(link.path), link.path).toBe(true);
  });

  it('has six why-choose cards and four testimonials rated 5', () => {
    expect(LANDING_WHY_CHOOSE).toHaveLength(6);
    expect(new Set(LANDING_WHY_CHOOSE.map((c) => c.title)).size).toBe(6);
    expect(LANDING_TESTIMONIALS).toHaveLength(4);
    for (const review of LANDING_TESTIMONIALS) {
      expect(review.rating).toBe(5);
      expect(review.name.trim()).not.toBe('');
      expect(review.location.trim()).not.toBe('');
    }
  });
});
