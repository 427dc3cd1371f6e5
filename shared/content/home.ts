/**
 * Home page content (spec section 2 "Home page") and the claims the spec allows. The English
 * is written here; Kannada and Hindi in kn/home.ts and hi/home.ts, typed with `HomeContent`.
 */
import type { Locale, PerLocale } from '../i18n/locale';
import { HOME_HI } from './hi/home';
import { HOME_KN } from './kn/home';

export interface HeroSlide {
  /** Image id: a photo named `<id>.jpg` in photos/ replaces the drawing. */
  image: string;
  alt: string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  { image: 'hero-1', alt: 'An ambulance with its lights on driving through Bengaluru at dusk' },
  { image: 'hero-2', alt: 'Inside an ICU ambulance: stretcher, ventilator and patient monitor' },
  { image: 'hero-3', alt: 'A paramedic crew ready beside their ambulance' },
];

export const HERO = {
  heading: '24/7 Ambulance Service in Bengaluru',
  text: 'Emergency, ICU and patient transfer ambulances with trained paramedics, across Varthur, Whitefield, Marathahalli and all of Bengaluru.',
  trust: 'Trusted by 1000+ families',
} as const;

/** The four points under the services grid. */
export const WHY_CHOOSE = [
  { title: 'Available 24/7', text: 'Open 24 hours, 7 days a week, 365 days a year.' },
  { title: 'Experienced EMTs & drivers', text: 'Trained paramedics and experienced drivers on every trip.' },
  { title: 'Sanitized, GPS-tracked fleet', text: 'Every vehicle sanitized and 100% GPS tracked.' },
  { title: 'Transparent, compassionate service', text: 'Clear information for families, and care at every step.' },
] as const;

export interface Stat {
  icon: 'users' | 'heart-pulse' | 'ambulance' | 'map-pin' | 'clock' | 'star';
  number: string;
  label: string;
}

/** Figures the spec states (section 9); shown on the home and landing pages. */
export const STATS = {
  families: { icon: 'users', number: '1000+', label: 'Families trust us' },
  livesSaved: { icon: 'heart-pulse', number: '5000+', label: 'Lives saved' },
  ambulances: { icon: 'ambulance', number: '15+', label: 'Ambulances' },
  vehicles: { icon: 'ambulance', number: '21+', label: 'Vehicles in total' },
  gps: { icon: 'map-pin', number: '100%', label: 'GPS tracked' },
  response: { icon: 'clock', number: '3 min', label: 'Average response' },
} as const satisfies Record<string, Stat>;

/** The public rating (4.8 from 500 is shown; the old structured data said 5 from 1000). */
export const RATING = { value: 4.8, count: 500, best: 5 } as const;

export const FAQ = [
  {
    question: 'How quickly can an ambulance reach me?',
    answer: 'Our average response time in Bengaluru is under 10 minutes, depending on your location and traffic. Call our 24x7 helpline for the fastest dispatch.',
  },
  {
    question: 'What equipment do your ICU ambulances carry?',
    answer: 'ICU ambulances carry a ventilator, a multi-parameter patient monitor, a defibrillator, infusion pumps, oxygen and suction, with a critical-care trained team on board.',
  },
  {
    question: 'Do you handle funeral and mortuary transfers?',
    answer: 'Yes. We provide mortuary ambulances and funeral transfers from hospital or home to the final destination, with respect for religious customs, within and outside Bengaluru.',
  },
  {
    question: 'What payment options do you accept?',
    answer: 'Cash, UPI, bank transfer and major cards. We also offer corporate billing and help with insurance settlement.',
  },
] as const;

/** Areas named by the spec; the contact page's list of 15 is to be confirmed by the provider. */
export const COVERAGE_AREAS = [
  'Varthur',
  'Whitefield',
  'Marathahalli',
  'Hoskote',
  'Electronic City',
  'KR Puram',
  'Sarjapur',
  'Bellandur',
  'HSR Layout',
  'Koramangala',
  'Indiranagar',
  'Mahadevapura',
  'Brookefield',
  'Kadugodi',
  'Central Bengaluru',
] as const;

export const HOURS = {
  short: '24x7, 365 days',
  long: 'Open 24 hours a day, 7 days a week, 365 days a year',
} as const;

export type StatId = keyof typeof STATS;

/** The home page's texts (and the figures, areas and hours other pages show) in one language. */
export interface HomeContent {
  /** The alt texts of HERO_SLIDES, in their order. */
  heroSlideAlts: readonly string[];
  hero: { heading: string; text: string; trust: string };
  whyChoose: readonly { title: string; text: string }[];
  /** Each figure's number as written (e.g. "3 min") and its label. */
  stats: Record<StatId, { number: string; label: string }>;
  faq: readonly { question: string; answer: string }[];
  /** COVERAGE_AREAS, in their order, as the language writes the names. */
  coverageAreas: readonly string[];
  hours: { short: string; long: string };
  /** Place names of the provider's address in running text (locality, city), by English name. */
  places: Readonly<Record<string, string>>;
}

export const HOME_EN: HomeContent = {
  heroSlideAlts: /* @__PURE__ */ HERO_SLIDES.map((slide) => slide.alt),
  hero: HERO,
  whyChoose: WHY_CHOOSE,
  stats: STATS,
  faq: FAQ,
  coverageAreas: COVERAGE_AREAS,
  hours: HOURS,
  places: {},
};

/** The home content in each language: pick with `inLocale(HOME)`. */
export const HOME: PerLocale<HomeContent> = { en: HOME_EN, kn: HOME_KN, hi: HOME_HI };

/** The figures of STATS (icons included) in a language. */
export function statsIn(locale: Locale): Record<StatId, Stat> {
  const texts = HOME[locale].stats;
  const entries = (Object.keys(STATS) as StatId[]).map((id) => [id, { icon: STATS[id].icon, ...texts[id] }] as const);
  return Object.fromEntries(entries) as Record<StatId, Stat>;
}

/**
 * A place name (a coverage area, the configured locality or city) as a language writes it in
 * running text; names it does not know stay as given.
 */
export function placeIn(name: string, locale: Locale): string {
  const content = HOME[locale];
  const area = COVERAGE_AREAS.indexOf(name as (typeof COVERAGE_AREAS)[number]);
  return content.places[name] ?? (area >= 0 ? content.coverageAreas[area] : name);
}
