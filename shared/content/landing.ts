/** The landing page /ambulance-near-me (spec section 2 "Landing page"). */
import type { Locale, PerLocale } from '../i18n/locale';
import type { FeatureCard } from './cards';
import { LANDING_HI } from './hi/landing';
import { RATING, STATS, statsIn, type Stat } from './home';
import { LANDING_KN } from './kn/landing';
import { localizedServices, SERVICES, type Service, type ServiceId } from './services';

const service = (id: ServiceId): Service => SERVICES.find((s) => s.id === id)!;

export const LANDING_HERO = {
  heading: 'Ambulance Near Me in Bengaluru',
  text: 'One call reaches our 24x7 team. Emergency, ICU and patient transfer ambulances with trained paramedics, from Varthur and Whitefield to Electronic City and across the city.',
} as const;

/** Spec: 5000+ lives saved, 15+ ambulances, 3-minute response, 4.8 rating from 500 reviews. */
export const LANDING_STATS: readonly Stat[] = [
  STATS.livesSaved,
  STATS.ambulances,
  STATS.response,
  { icon: 'star', number: `${RATING.value}`, label: `Rating from ${RATING.count} reviews` },
];

export interface LandingFleetCard {
  title: string;
  /** The service whose description and features the card shows. */
  service: Service;
  /** Where the card leads (the spec's ICU card goes to /services/icu, a redirect). */
  path: string;
  /** Gallery picture (shared/content/fleet.ts) shown on the card. */
  image: string;
}

/** Spec: Emergency, ICU (linking to /services/icu) and Patient Transfer. */
export const LANDING_FLEET_CARDS: readonly LandingFleetCard[] = [
  { title: 'Emergency Ambulance', service: service('emergency'), path: service('emergency').path, image: 'fleet-crew' },
  { title: 'ICU Ambulance', service: service('icu'), path: '/services/icu', image: 'fleet-icu-interior' },
  { title: 'Patient Transfer', service: service('basic'), path: service('basic').path, image: 'fleet-bls-exterior' },
];

/** Spec: buttons to /services/icu, /services/mortuary, /services/air, /services/neonatal. */
export const LANDING_SERVICE_LINKS: readonly { service: ServiceId; label: string; path: string }[] = [
  { service: 'icu', label: service('icu').name, path: '/services/icu' },
  ...(['mortuary', 'air', 'neonatal'] as const).map((id) => ({ service: id, label: service(id).name, path: service(id).path })),
];

/** Six why-choose-us cards; every claim is one the spec makes (section 1). */
export const LANDING_WHY_CHOOSE: readonly FeatureCard[] = [
  { icon: 'clock', title: 'Available 24x7', text: 'Open 24 hours a day, 7 days a week, 365 days a year.' },
  { icon: 'siren', title: '3-minute average response', text: 'And after an online request, our team contacts you within 5 minutes.' },
  { icon: 'users', title: 'Trained paramedics', text: 'Trained paramedics, experienced EMTs and drivers on every trip.' },
  { icon: 'map-pin', title: '100% GPS tracked', text: 'Every vehicle is GPS tracked, from dispatch to arrival.' },
  { icon: 'sparkles', title: 'Sanitized fleet', text: '15+ ambulances and 21+ vehicles in all, sanitized and ready.' },
  { icon: 'shield-check', title: 'Licensed and transparent', text: 'Licensed by the state health department; clear information and compassionate care for families.' },
];

export interface LandingTestimonial {
  name: string;
  location: string;
  rating: 5;
  text: string;
}

/**
 * Four static reviews (spec: name, location, rating 5, text). ILLUSTRATIVE PLACEHOLDERS, not
 * real reviews: replace them with real reviews the reviewers agreed to publish before launch
 * (README "Content to confirm").
 */
export const LANDING_TESTIMONIALS: readonly LandingTestimonial[] = [
  { name: 'Arjun M.', location: 'Whitefield', rating: 5, text: 'I called at midnight for my father. The crew were calm, explained everything and took good care of him on the way.' },
  { name: 'Lakshmi R.', location: 'Varthur', rating: 5, text: 'They arranged an ICU ambulance for a transfer between hospitals and kept us informed the whole way.' },
  { name: 'Imran S.', location: 'Marathahalli', rating: 5, text: "Booked on WhatsApp for my mother's discharge. The driver and attendant were patient and helpful." },
  { name: 'Deepa K.', location: 'Electronic City', rating: 5, text: 'Clear about everything from the first call, and very kind to our family at a difficult time.' },
];

/** The landing page's own texts in one language (English above; kn/landing.ts, hi/landing.ts). */
export interface LandingContent {
  hero: { heading: string; text: string };
  /** The label of the rating figure ("Rating from 500 reviews"). */
  ratingLabel: string;
  /** The titles of LANDING_FLEET_CARDS, in their order. */
  fleetCardTitles: readonly string[];
  /** LANDING_WHY_CHOOSE's titles and texts, in their order. */
  whyChoose: readonly { title: string; text: string }[];
  /** LANDING_TESTIMONIALS' locations and texts, in their order (the names stay). */
  testimonials: readonly { location: string; text: string }[];
}

export const LANDING_EN: LandingContent = {
  hero: LANDING_HERO,
  ratingLabel: LANDING_STATS[3].label,
  fleetCardTitles: /* @__PURE__ */ LANDING_FLEET_CARDS.map((card) => card.title),
  whyChoose: LANDING_WHY_CHOOSE,
  testimonials: LANDING_TESTIMONIALS,
};

export const LANDING: PerLocale<LandingContent> = { en: LANDING_EN, kn: LANDING_KN, hi: LANDING_HI };

/** LANDING_STATS in a language. */
export function landingStatsIn(locale: Locale): Stat[] {
  const stats = statsIn(locale);
  return [stats.livesSaved, stats.ambulances, stats.response, { icon: 'star', number: `${RATING.value}`, label: LANDING[locale].ratingLabel }];
}

/** LANDING_FLEET_CARDS with their titles in a language. */
export function landingFleetCardsIn(locale: Locale): LandingFleetCard[] {
  const services = localizedServices(locale);
  return LANDING_FLEET_CARDS.map((card, i) => ({ ...card, title: LANDING[locale].fleetCardTitles[i], service: services.find((s) => s.id === card.service.id)! }));
}

/** LANDING_SERVICE_LINKS with the services' names in a language. */
export function landingServiceLinksIn(locale: Locale): { label: string; path: string }[] {
  const services = localizedServices(locale);
  return LANDING_SERVICE_LINKS.map((link) => ({ ...link, label: services.find((s) => s.id === link.service)!.name }));
}

/** LANDING_WHY_CHOOSE in a language (icons as in English). */
export function landingWhyChooseIn(locale: Locale): FeatureCard[] {
  return LANDING_WHY_CHOOSE.map((card, i) => ({ ...card, ...LANDING[locale].whyChoose[i] }));
}

/** LANDING_TESTIMONIALS in a language (names and ratings as in English). */
export function landingTestimonialsIn(locale: Locale): LandingTestimonial[] {
  return LANDING_TESTIMONIALS.map((review, i) => ({ ...review, ...LANDING[locale].testimonials[i] }));
}
