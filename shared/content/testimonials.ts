import { sortNewestFirst } from './relative-date';

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
export const TESTIMONIALS: readonly Testimonial[] = [
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
];

/** Newest first, as the carousel shows them. */
export const TESTIMONIALS_NEWEST_FIRST = /* @__PURE__ */ sortNewestFirst(TESTIMONIALS);
