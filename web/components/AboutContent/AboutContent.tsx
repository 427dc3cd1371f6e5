/**
 * The about page /about (spec: titled "Ambulance Service Near Me"; its text is not given, so
 * it states only the spec's own claims). Static content only.
 */
import { localPhone, telHref } from '../../../shared/contact-links';
import { HOME, placeIn, statsIn } from '../../../shared/content/home';
import { localizedServices } from '../../../shared/content/services';
import { getLocale, inLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { NAV } from '../../lib/nav';
import { site } from '../../lib/site';
import { PageHeroContent, StatsBand } from '../PageBlocks/PageBlocks';
import { rich, sitePath } from '../PageBlocks/rich';

export function AboutHero() {
  const stats = statsIn(getLocale());
  return (
    <PageHeroContent headingId="about-heading" title={m.about_heading()}>
      {m.about_hero_text({ business: site.businessName, families: stats.families.number })}
    </PageHeroContent>
  );
}

export function AboutStats() {
  const stats = statsIn(getLocale());
  return <StatsBand stats={[stats.livesSaved, stats.ambulances, stats.vehicles, stats.gps]} label={m.site_record()} />;
}

export function AboutText() {
  const locale = getLocale();
  const stats = statsIn(locale);
  const areas = inLocale(HOME).coverageAreas;
  const link = (path: string) => (text: string) => <a href={sitePath(path)}>{text}</a>;
  return (
    <article className="about-text">
      <h2>{m.about_who_heading()}</h2>
      <p>
        {m.about_who_text({
          locality: placeIn(site.locality, locale),
          city: placeIn(site.city, locale),
          families: stats.families.number,
          lives: stats.livesSaved.number,
        })}
      </p>

      <h2>{m.about_what_heading()}</h2>
      <p>
        {rich(m.about_what_text({ count: localizedServices(getLocale()).length, list: localizedServices(getLocale()).map((service) => service.name).join(', ') }), {
          services: link(NAV.services),
        })}
      </p>

      <h2>{m.about_team_heading()}</h2>
      <p>{m.about_team_text()}</p>

      <h2>{m.about_fleet_heading()}</h2>
      <p>
        {rich(m.about_fleet_text({ ambulances: stats.ambulances.number, vehicles: stats.vehicles.number, gps: stats.gps.number }), {
          fleet: link(NAV.fleet),
        })}
      </p>

      <h2>{m.about_licensed_heading()}</h2>
      <p>{m.about_licensed_text()}</p>

      <h2>{m.about_where_heading()}</h2>
      <p>{m.about_where_text({ areas: areas.slice(0, -1).join(', '), last: areas.at(-1)! })}</p>

      <h2>{m.site_reach_us()}</h2>
      <p>
        {rich(m.about_reach_text({ phone: localPhone(site.phone) }), {
          tel: (phone) => <a href={telHref(site.phone)}>{phone}</a>,
          helpline: link(NAV.helpline),
          near: link(NAV.about),
          contact: link(NAV.contact),
        })}
      </p>
    </article>
  );
}
