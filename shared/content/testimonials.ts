import type { Locale, PerLocale } from '../i18n/locale';
import { TESTIMONIALS_HI } from './hi/testimonials';
import { TESTIMONIALS_KN } from './kn/testimonials';
import { relativeDateIn, sortNewestFirst } from './relative-date';

export type TestimonialRole = 'Patient Family' | 'Family Member' | 'Medical Professional' | 'Corporate Client' | 'Senior Citizen';

export interface Testimonial {
  name: string;
  role: TestimonialRole;
  content: string;
  rating: 1 | 2 | 3 | 4 | 5;
  location: string;
  /** Relative text as the review site shows it, e.g. "2 months ago". */
  date: string;
}

/**
 * The six reviews of the home carousel (spec: hard-coded, rating 5 each). PLACEHOLDERS:
 * replace with real reviews the reviewers agreed to publish (README "Content to confirm").
 */
const TESTIMONIAL_LIST = [
  {
    name: 'Ramesh Kumar',
    role: 'Patient Family',
    content: 'The ambulance reached our home in Whitefield quickly at night. The paramedics were calm and kept us informed all the way to the hospital.',
    rating: 5,
    location: 'Whitefield',
    date: '2 months ago',
  },
  {
    name: 'Priya Sharma',
    role: 'Family Member',
    content: 'We needed an ICU transfer between hospitals for my father. The team coordinated everything with both hospitals and the ride was smooth.',
    rating: 5,
    location: 'Marathahalli',
    date: '3 weeks ago',
  },
  {
    name: 'Dr. Anil Rao',
    role: 'Medical Professional',
    content: 'I have referred patients to them for inter-hospital transfers. Their crews hand over clearly and their equipment is well kept.',
    rating: 5,
    location: 'Electronic City',
    date: '1 month ago',
  },
  {
    name: 'Sunita Menon',
    role: 'Corporate Client',
    content: 'They provided ambulance standby for our company event. The crew arrived early, set up quietly and were ready all day.',
    rating: 5,
    location: 'KR Puram',
    date: '4 months ago',
  },
  {
    name: 'Venkatesh Iyer',
    role: 'Senior Citizen',
    content: 'I use their basic ambulance for my regular hospital visits. The staff are patient and help me in and out every time.',
    rating: 5,
    location: 'Varthur',
    date: 'a week ago',
  },
  {
    name: 'Fatima Begum',
    role: 'Patient Family',
    content: 'One call on the helpline and the booking was confirmed within minutes. Clear about charges and very kind to my mother.',
    rating: 5,
    location: 'Hoskote',
    date: '5 days ago',
  },
] as const satisfies readonly Testimonial[];

export const TESTIMONIALS: readonly Testimonial[] = TESTIMONIAL_LIST;

/** Newest first, as the carousel shows them. */
export const TESTIMONIALS_NEWEST_FIRST = /* @__PURE__ */ sortNewestFirst(TESTIMONIALS);

export type TestimonialName = (typeof TESTIMONIAL_LIST)[number]['name'];

/**
 * The reviews' texts in one language (English above; kn/testimonials.ts, hi/testimonials.ts):
 * each quote and place by the reviewer's name (names stay as written), and the role labels.
 * Dates are written from the English ones through date-fns (relativeDateIn).
 */
export interface TestimonialsContent {
  roles: Record<TestimonialRole, string>;
  reviews: Record<TestimonialName, { content: string; location: string }>;
}

const ROLES: readonly TestimonialRole[] = ['Patient Family', 'Family Member', 'Medical Professional', 'Corporate Client', 'Senior Citizen'];

export const TESTIMONIALS_EN: TestimonialsContent = {
  roles: /* @__PURE__ */ Object.fromEntries(ROLES.map((role) => [role, role])) as Record<TestimonialRole, string>,
  reviews: /* @__PURE__ */ Object.fromEntries(TESTIMONIAL_LIST.map((t) => [t.name, { content: t.content, location: t.location }])) as TestimonialsContent['reviews'],
};

export const TESTIMONIALS_CONTENT: PerLocale<TestimonialsContent> = { en: TESTIMONIALS_EN, kn: TESTIMONIALS_KN, hi: TESTIMONIALS_HI };

/** A review as a language shows it: role, quote, place and date translated. */
export interface LocalizedTestimonial extends Omit<Testimonial, 'role'> {
  role: string;
}

/** The carousel's reviews in a language, newest first (the order of the English dates). */
export function testimonialsIn(locale: Locale): LocalizedTestimonial[] {
  const content = TESTIMONIALS_CONTENT[locale];
  return TESTIMONIALS_NEWEST_FIRST.map((t) => ({
    ...t,
    ...content.reviews[t.name as TestimonialName],
    role: content.roles[t.role],
    date: relativeDateIn(t.date, locale),
  }));
}
