/**
 * The text of the fleet page. Static content only: rendered when pages are prerendered,
 * never shipped as JavaScript (the route files are the server's only).
 */
import { fleetFeaturesIn, vehicleCategoriesIn } from '../../../shared/content/fleet';
import { statsIn } from '../../../shared/content/home';
import { getLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { NAV } from '../../lib/nav';
import { FeatureCards, PageHeroContent } from '../PageBlocks/PageBlocks';
import { rich, sitePath } from '../PageBlocks/rich';

export function FleetHero() {
  const stats = statsIn(getLocale());
  return (
    <PageHeroContent headingId="fleet-heading" title={m.fleet_heading()}>
      {m.fleet_hero_text({ ambulances: stats.ambulances.number, vehicles: stats.vehicles.number })}
    </PageHeroContent>
  );
}

export function FleetCategories() {
  const stats = statsIn(getLocale());
  return (
    <>
      <div className="section-intro">
        <h2>{m.fleet_categories_heading()}</h2>
        <p>{m.fleet_categories_text()}</p>
      </div>
      <ul className="page-grid fleet-categories">
        {vehicleCategoriesIn(getLocale()).map((category) => (
          <li key={category.title} className="page-card fleet-category">
            <h3 className="fleet-category-title">{category.title}</h3>
            <p className="fleet-category-count">{category.countText}</p>
            <p>{category.description}</p>
            <h4 className="fleet-category-equipment">{m.fleet_on_board()}</h4>
            <ul className="fleet-category-features">
              {category.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </li>
        ))}
        <li className="page-card fleet-category fleet-category-total">
          <h3 className="fleet-category-title">{m.fleet_total_heading()}</h3>
          <p className="fleet-category-count">{stats.vehicles.number}</p>
          <p>
            {rich(m.fleet_total_text({ ambulances: stats.ambulances.number }), {
              contact: (text) => <a href={sitePath(NAV.contact)}>{text}</a>,
            })}
          </p>
        </li>
      </ul>
    </>
  );
}

export function FleetGalleryIntro() {
  return (
    <div className="section-intro">
      <h2>{m.fleet_gallery_heading()}</h2>
      <p>{m.fleet_gallery_text()}</p>
    </div>
  );
}

export function FleetFeatures() {
  return (
    <>
      <div className="section-intro">
        <h2>{m.fleet_features_heading()}</h2>
      </div>
      <FeatureCards cards={fleetFeaturesIn(getLocale())} />
      <p className="page-cta">
        {rich(m.fleet_cta(), {
          helpline: (text) => <a href={sitePath(NAV.helpline)}>{text}</a>,
          book: (text) => <a href={sitePath(`${NAV.contact}#book`)}>{text}</a>,
        })}
      </p>
    </>
  );
}
