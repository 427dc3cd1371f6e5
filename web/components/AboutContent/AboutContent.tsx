/**
 * The about page /about (spec: titled "Ambulance Service Near Me"; its text is not given, so
 * it states only the spec's own claims). Static content only.
 */
import { localPhone, telHref } from '../../../shared/contact-links';
import { COVERAGE_AREAS, STATS } from '../../../shared/content/home';
import { SERVICES } from '../../../shared/content/services';
import { NAV } from '../../lib/nav';
import { site } from '../../lib/site';
import { PageHeroContent, StatsBand } from '../PageBlocks/PageBlocks';

export function AboutHero() {
  return (
    <PageHeroContent headingId="about-heading" title="Ambulance Service Near Me">
      {site.businessName} is a private ambulance service in Bengaluru, on call 24x7 since 2015. Trusted by {STATS.families.number}{' '}
      families.
    </PageHeroContent>
  );
}

export function AboutStats() {
  return <StatsBand stats={[STATS.livesSaved, STATS.ambulances, STATS.vehicles, STATS.gps]} label="Our record" />;
}

export function AboutText() {
  return (
    <article className="about-text">
      <h2>Who we are</h2>
      <p>
        We are a private ambulance provider based in {site.locality}, {site.city}. Since 2015 we have answered calls from patients,
        families, hospitals, companies and event organisers, 24 hours a day, 7 days a week, 365 days a year. Over those years more than{' '}
        {STATS.families.number} families have trusted us, and our crews have saved {STATS.livesSaved.number} lives.
      </p>

      <h2>What we do</h2>
      <p>
        From emergencies to planned trips, we run {SERVICES.length} services: {SERVICES.map((service) => service.name).join(', ')}. See{' '}
        <a href={NAV.services}>all our services</a>.
      </p>

      <h2>Our team</h2>
      <p>
        Every trip has trained paramedics, experienced EMTs and drivers. We keep families informed, explain what happens next, and treat
        every patient with compassion.
      </p>

      <h2>Our fleet</h2>
      <p>
        {STATS.ambulances.number} ambulances and {STATS.vehicles.number} vehicles in total, from basic life support to ICU, cardiac and
        mortuary ambulances. The whole fleet is sanitized and {STATS.gps.number} GPS tracked.{' '}
        <a href={NAV.fleet}>See our fleet</a>.
      </p>

      <h2>Licensed and transparent</h2>
      <p>We are licensed by the state health department, and we tell families clearly what a trip involves before it starts.</p>

      <h2>Where we work</h2>
      <p>
        Across Bengaluru, including {COVERAGE_AREAS.slice(0, -1).join(', ')} and {COVERAGE_AREAS.at(-1)}. For longer journeys we
        also run intercity transfers and air ambulances.
      </p>

      <h2>Reach us</h2>
      <p>
        Call our 24x7 helpline on <a href={telHref(site.phone)}>{localPhone(site.phone)}</a> (<a href={NAV.helpline}>more about the
        helpline</a>), find an <a href={NAV.about}>ambulance near you</a>, or <a href={NAV.contact}>contact us</a> another way.
      </p>
    </article>
  );
}
