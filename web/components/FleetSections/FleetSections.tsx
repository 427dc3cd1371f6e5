/**
 * The text of the fleet page. Static content only: rendered when pages are prerendered,
 * never shipped as JavaScript (see StaticContent).
 */
import { FLEET_FEATURES, VEHICLE_CATEGORIES } from '../../../shared/content/fleet';
import { STATS } from '../../../shared/content/home';
import { NAV } from '../../lib/nav';
import { FeatureCards, PageHeroContent } from '../PageBlocks/PageBlocks';

export function FleetHero() {
  return (
    <PageHeroContent headingId="fleet-heading" title="Our Ambulance Fleet">
      {STATS.ambulances.number} ambulances and {STATS.vehicles.number} vehicles in total, from ICU to mortuary ambulances: every one
      sanitized, 100% GPS tracked and ready 24x7 across Bengaluru.
    </PageHeroContent>
  );
}

export function FleetCategories() {
  return (
    <>
      <div className="section-intro">
        <h2>Vehicles by Category</h2>
        <p>The right vehicle for each patient, and what each carries on board.</p>
      </div>
      <ul className="page-grid fleet-categories">
        {VEHICLE_CATEGORIES.map((category) => (
          <li key={category.title} className="page-card fleet-category">
            <h3 className="fleet-category-title">{category.title}</h3>
            <p className="fleet-category-count">{category.countText}</p>
            <p>{category.description}</p>
            <h4 className="fleet-category-equipment">On board</h4>
            <ul className="fleet-category-features">
              {category.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </li>
        ))}
        <li className="page-card fleet-category fleet-category-total">
          <h3 className="fleet-category-title">Total Vehicles</h3>
          <p className="fleet-category-count">{STATS.vehicles.number}</p>
          <p>
            Including {STATS.ambulances.number} ambulances. <a href={NAV.contact}>Contact us</a> to book the one you need.
          </p>
        </li>
      </ul>
    </>
  );
}

export function FleetGalleryIntro() {
  return (
    <div className="section-intro">
      <h2>Inside Our Vehicles</h2>
      <p>Choose a category, and select a picture to enlarge it.</p>
    </div>
  );
}

export function FleetFeatures() {
  return (
    <>
      <div className="section-intro">
        <h2>Fleet Features</h2>
      </div>
      <FeatureCards cards={FLEET_FEATURES} />
      <p className="page-cta">
        Need an ambulance? <a href={NAV.helpline}>Call our 24x7 helpline</a> or <a href={`${NAV.contact}#book`}>send a booking request</a>.
      </p>
    </>
  );
}
