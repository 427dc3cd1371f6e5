/**
 * The 11 services (spec sections 1 and 2): written once, read by the home grid, the header
 * mega-menu, the footer, the /services list and the service pages' shared template (their
 * page-specific sections are in service-pages.ts). The English is here; the Kannada and Hindi
 * texts are in kn/services.ts and hi/services.ts (typed by `ServiceTexts`, so a missing text
 * fails to compile), read through `localizedServices(locale)`.
 */
import type { Locale, PerLocale } from '../i18n/locale';
import { SERVICE_TEXTS_HI } from './hi/services';
import { SERVICE_TEXTS_KN } from './kn/services';

/** Icon names the web app maps to drawn icons (web/components/Icon); shared code stays DOM-free. */
export type ServiceIcon =
  | 'siren'
  | 'heart-pulse'
  | 'ambulance'
  | 'activity'
  | 'baby'
  | 'plane'
  | 'thermometer-snowflake'
  | 'flower'
  | 'calendar-check'
  | 'route'
  | 'building';

/** Header mega-menu columns, in order (spec: first 4, next 4, last 3). */
export const SERVICE_GROUPS = [
  { id: 'emergency', label: 'Emergency Services' },
  { id: 'specialized', label: 'Specialized Transport' },
  { id: 'other', label: 'Other Services' },
] as const;
export type ServiceGroupId = (typeof SERVICE_GROUPS)[number]['id'];

/** The mega-menu column headings in each language (English: SERVICE_GROUPS' labels). */
export const SERVICE_GROUP_LABELS: PerLocale<Record<ServiceGroupId, string>> = {
  en: { emergency: 'Emergency Services', specialized: 'Specialized Transport', other: 'Other Services' },
  kn: { emergency: 'ತುರ್ತು ಸೇವೆಗಳು', specialized: 'ವಿಶೇಷ ಸಾಗಣೆ', other: 'ಇತರ ಸೇವೆಗಳು' },
  hi: { emergency: 'आपातकालीन सेवाएँ', specialized: 'विशेष परिवहन', other: 'अन्य सेवाएँ' },
};

export interface Service {
  /** Stable key (also the booking service type where one matches). */
  id: string;
  /** Short name for menus and cards. */
  name: string;
  /** Canonical route of the service page. */
  path: `/services/${string}`;
  /** Page and card heading. */
  title: string;
  /** One line under the page heading. */
  subtitle: string;
  /** Card and page introduction. */
  description: string;
  /** Exactly four feature bullets (spec: "features (4 strings)"). */
  features: readonly [string, string, string, string];
  icon: ServiceIcon;
  group: ServiceGroupId;
  /** Equipment on board, where the spec or the features name it (absent otherwise). */
  equipment?: readonly string[];
  /** The page's "Why choose us" points. */
  benefits: readonly string[];
  /** Search-result title and description of the service page (unique per page). */
  metaTitle: string;
  metaDescription: string;
  /** Prefilled WhatsApp message of the page's chat buttons (the spec gives ICU's and BLS's). */
  whatsappText: string;
}

export const SERVICES = [
  {
    id: 'emergency',
    name: 'Emergency Ambulance',
    path: '/services/emergency',
    title: 'Emergency Ambulance',
    subtitle: '24x7 emergency response across Bengaluru',
    description: 'Rapid response for accidents, sudden illness and medical emergencies, any hour of the day or night.',
    features: ['Available 24x7, 365 days', 'Trained paramedics on board', 'Oxygen and first-aid equipment', 'GPS-tracked dispatch'],
    equipment: ['Oxygen', 'First-aid equipment', 'Stretcher'],
    benefits: [
      'Open 24 hours a day, 7 days a week, 365 days a year',
      'Trained paramedics and experienced drivers on every call',
      'Sanitized, 100% GPS-tracked ambulances: we send the nearest one',
      'Clear information for the family at every step',
    ],
    metaTitle: 'Emergency Ambulance Number in Bengaluru | 24/7 Response',
    metaDescription:
      'Call our 24x7 emergency ambulance number in Bengaluru: trained paramedics, GPS-tracked ambulances and an average response under 10 minutes.',
    whatsappText: 'I need an emergency ambulance',
    icon: 'siren',
    group: 'emergency',
  },
  {
    id: 'icu',
    name: 'ICU Ambulance',
    path: '/services/icu-ambulance-bangalore',
    title: 'ICU Ambulance (Advanced Life Support)',
    subtitle: 'Critical care on the move',
    description: 'An intensive care unit on wheels for critically ill patients and inter-hospital transfers.',
    features: ['Ventilator and multi-parameter monitor', 'Defibrillator and infusion pumps', 'Critical-care trained team', 'Inter-hospital transfers'],
    equipment: ['Ventilator', 'Multi-parameter patient monitor', 'Defibrillator', 'Infusion pumps', 'Oxygen', 'Suction'],
    benefits: [
      'Available 24/7: day or night, every day of the year',
      'GPS tracking: every ambulance is tracked, so the nearest one is sent',
      'Expert care: a critical-care trained team stays with the patient all the way',
    ],
    metaTitle: 'ICU Ambulance in Bangalore | Ventilator & Critical Care 24/7',
    metaDescription:
      'ICU ambulance in Bangalore with ventilator, patient monitor, defibrillator and a critical-care team, for emergencies and inter-hospital transfers, 24/7.',
    icon: 'heart-pulse',
    group: 'emergency',
    whatsappText: 'I need an ICU ambulance urgently',
  },
  {
    id: 'basic',
    name: 'Basic Life Support',
    path: '/services/basic-life-support-ambulance-bangalore',
    title: 'Basic Life Support Ambulance',
    subtitle: 'Non-ICU transport for stable patients',
    description: 'Safe, comfortable transport for stable patients to hospital, home or for check-ups.',
    features: ['For stable, non-critical patients', 'Oxygen support and stretcher', 'One attendant may ride along', 'Hospital, home and check-up trips'],
    equipment: ['Oxygen', 'Stretcher', 'First-aid equipment'],
    benefits: [
      'Safe, comfortable transport lying down, with oxygen at hand',
      'A trained crew on every trip',
      'One family member may travel with the patient',
      'Book ahead for planned trips, or call at any hour',
    ],
    metaTitle: 'Basic Life Support Ambulance in Bangalore | BLS Ambulance',
    metaDescription:
      'BLS ambulance in Bangalore for stable patients: discharges, check-ups and transfers, with oxygen, a stretcher and a trained crew. One attendant may ride along.',
    icon: 'ambulance',
    group: 'emergency',
    whatsappText: 'I need a Basic Life Support ambulance',
  },
  {
    id: 'cardiac',
    name: 'Cardiac Ambulance',
    path: '/services/cardiac',
    title: 'Cardiac Ambulance',
    subtitle: 'Heart emergencies, handled with urgency',
    description: 'Cardiac care en route to the nearest cardiac centre, with continuous monitoring all the way.',
    features: ['Cardiac monitor and defibrillator', 'ACLS-trained paramedics', 'Continuous monitoring', 'Direct cardiac centre transfer'],
    equipment: ['Cardiac monitor', 'Defibrillator', 'Oxygen'],
    benefits: [
      'ACLS-trained paramedics',
      'The heart rhythm watched from pick-up to hand-over',
      'Taken straight to a cardiac centre',
      'Available 24/7, with GPS-tracked dispatch',
    ],
    metaTitle: 'Cardiac Ambulance in Bengaluru | ACLS Heart Emergency Care',
    metaDescription:
      'Cardiac ambulance in Bengaluru: cardiac monitor, defibrillator and ACLS-trained paramedics, with continuous monitoring on the way to a cardiac centre.',
    whatsappText: 'I need a cardiac ambulance',
    icon: 'activity',
    group: 'emergency',
  },
  {
    id: 'neonatal',
    name: 'Neonatal Ambulance',
    path: '/services/neonatal',
    title: 'Neonatal and Paediatric Ambulance',
    subtitle: 'Gentle transport for the smallest patients',
    description: 'Specialised transport for newborns (0-28 days), infants (1-12 months) and children (1-18 years).',
    features: ['Newborns 0-28 days', 'Infants 1-12 months', 'Children 1-18 years', 'Neonatal and paediatric equipment'],
    benefits: [
      'Care matched to the age of the child',
      'Neonatal and paediatric equipment',
      'Gentle, careful handling from pick-up to hand-over',
      'Available 24/7 for emergencies and planned transfers',
    ],
    metaTitle: 'Neonatal Ambulance in Bengaluru | Newborn & Child Transfers',
    metaDescription:
      'Neonatal and paediatric ambulance in Bengaluru for newborns (0-28 days), infants (1-12 months) and children (1-18 years), 24/7.',
    whatsappText: 'I need a neonatal or paediatric ambulance',
    icon: 'baby',
    group: 'specialized',
  },
  {
    id: 'air',
    name: 'Air Ambulance',
    path: '/services/air',
    title: 'Air Ambulance',
    subtitle: 'When distance matters',
    description: 'Helicopter transfers up to 300 km and fixed-wing flights for 500+ km, including international repatriation.',
    features: ['Helicopter up to 300 km', 'Fixed wing for 500+ km', 'International repatriation', 'Bed-to-bed coordination'],
    benefits: [
      'Helicopter or fixed wing, chosen for the distance',
      'Bed-to-bed coordination: ground ambulances at both ends',
      'International repatriation',
      'One team to plan the whole journey with you',
    ],
    metaTitle: 'Air Ambulance from Bengaluru | Helicopter & Fixed Wing',
    metaDescription:
      'Air ambulance from Bengaluru: helicopter transfers up to 300 km, fixed-wing flights for 500+ km and international repatriation, coordinated bed to bed.',
    whatsappText: 'I need information about an air ambulance',
    icon: 'plane',
    group: 'specialized',
  },
  {
    id: 'mortuary',
    name: 'Mortuary Ambulance',
    path: '/services/mortuary',
    title: 'Mortuary Ambulance',
    subtitle: 'Dignified transport with care',
    description: 'Respectful transport of the departed, with a freezer box where needed and support for the family.',
    features: ['Freezer box available', 'Sanitized vehicles', 'Hospital and home pick-up', 'Support for the family'],
    equipment: ['Freezer box (where needed)', 'Stretcher'],
    benefits: [
      'Dignified, respectful handling',
      'Sanitized vehicles',
      'Pick-up from hospital or home, at any hour',
      'A team that supports the family through each step',
    ],
    metaTitle: 'Mortuary Ambulance in Bengaluru | Freezer Box, 24/7',
    metaDescription:
      'Mortuary ambulance in Bengaluru: dignified transport of the departed from hospital or home, with a freezer box where needed and support for the family, 24/7.',
    whatsappText: 'I need a mortuary ambulance',
    icon: 'thermometer-snowflake',
    group: 'specialized',
  },
  {
    id: 'funeral',
    name: 'Funeral Transfer',
    path: '/services/funeral',
    title: 'Funeral Transfer',
    subtitle: 'From home to the final destination',
    description: 'Home collection, support for religious customs, and transfer to the final destination, in Bengaluru or beyond.',
    features: ['Home collection', 'Religious customs respected', 'Transfer to the final destination', 'Within and outside Bengaluru'],
    benefits: [
      'Collection from home, hospital or mortuary',
      'Religious customs respected',
      'Transfer to the final destination, in Bengaluru or beyond',
      'Calm, respectful staff',
    ],
    metaTitle: 'Funeral Transfer in Bengaluru | Home Collection & Transport',
    metaDescription:
      'Funeral transfers in Bengaluru: home collection, support for religious customs and transport to the final destination, within and outside the city.',
    whatsappText: 'I need a funeral transfer',
    icon: 'flower',
    group: 'specialized',
  },
  {
    id: 'event',
    name: 'Event Standby',
    path: '/services/event',
    title: 'Event Medical Standby',
    subtitle: 'An ambulance and crew on site',
    description: 'Ambulance and paramedic standby for sports, concerts and festivals, corporate events and public gatherings.',
    features: ['Sports, concerts and festivals', 'Corporate events', 'Public gatherings', 'Paramedic crew on site'],
    benefits: [
      'An ambulance and paramedic crew on site for the whole event',
      'Cover planned with the organiser before the day',
      'Quick care on the spot, and transfer to hospital when needed',
      'Events of every size, from matches to public gatherings',
    ],
    metaTitle: 'Event Medical Standby in Bengaluru | Ambulance On Site',
    metaDescription:
      'Ambulance and paramedic standby in Bengaluru for sports, concerts and festivals, corporate events and public gatherings, planned with the organiser.',
    whatsappText: 'I need an ambulance on standby for an event',
    icon: 'calendar-check',
    group: 'other',
  },
  {
    id: 'intercity',
    name: 'Intercity Transfer',
    path: '/services/intercity',
    title: 'Intercity Ambulance',
    subtitle: 'Long-distance patient transfers',
    description: 'Planned long-distance transfers across Karnataka, Tamil Nadu, Andhra Pradesh, Kerala and the rest of India.',
    features: ['Pre-transfer planning', 'Care throughout the journey', 'South India and pan-India', 'ICU or BLS vehicle as needed'],
    benefits: [
      'Every transfer planned before departure',
      'Care throughout the journey',
      'ICU or BLS vehicle, as the patient needs',
      'South India, pan-India and international transfers',
    ],
    metaTitle: 'Intercity Ambulance from Bengaluru | Long-Distance Transfer',
    metaDescription:
      'Intercity ambulance from Bengaluru to Karnataka, Tamil Nadu, Andhra Pradesh, Kerala and across India: planned long-distance transfers with care all the way.',
    whatsappText: 'I need an intercity ambulance transfer',
    icon: 'route',
    group: 'other',
  },
  {
    id: 'corporate',
    name: 'Corporate Services',
    path: '/services/corporate',
    title: 'Corporate Ambulance Services',
    subtitle: 'Medical cover for your workplace',
    description: 'Basic, premium and enterprise packages for manufacturing, construction, IT, retail and hospitality.',
    features: ['Basic, premium and enterprise packages', 'Manufacturing and construction', 'IT, retail and hospitality', 'Corporate billing'],
    benefits: [
      'A package sized to your workforce and sites',
      'Emergency response from our 24x7 helpline',
      'Corporate billing',
      'One point of contact for your company',
    ],
    metaTitle: 'Corporate Ambulance Services in Bengaluru | Workplace Cover',
    metaDescription:
      'Corporate ambulance services in Bengaluru: basic, premium and enterprise packages for manufacturing, construction, IT, retail and hospitality.',
    whatsappText: 'I would like to know about corporate ambulance packages',
    icon: 'building',
    group: 'other',
  },
] as const satisfies readonly Service[];

export type ServiceId = (typeof SERVICES)[number]['id'];

/** The services of one mega-menu column, in order (English). */
export function servicesInGroup(group: ServiceGroupId): readonly Service[] {
  return SERVICES.filter((s) => s.group === group);
}

/** The fields of a service that are text a reader sees (translated); the rest (id, path,
 * icon, group) is the same in every language. */
export type ServiceTextField =
  | 'name'
  | 'title'
  | 'subtitle'
  | 'description'
  | 'features'
  | 'equipment'
  | 'benefits'
  | 'metaTitle'
  | 'metaDescription'
  | 'whatsappText';
export const SERVICE_TEXT_FIELDS: readonly ServiceTextField[] = [
  'name',
  'title',
  'subtitle',
  'description',
  'features',
  'equipment',
  'benefits',
  'metaTitle',
  'metaDescription',
  'whatsappText',
];

type EnglishService<K extends ServiceId> = Extract<(typeof SERVICES)[number], { id: K }>;
/** A service's texts in another language: every text field, and the equipment list exactly
 * where the English has one. */
export type ServiceText<K extends ServiceId = ServiceId> = Omit<Pick<Service, ServiceTextField>, 'equipment'> &
  (EnglishService<K> extends { equipment: readonly string[] } ? { equipment: readonly string[] } : { equipment?: never });
/** Every service's texts in one language (kn/services.ts, hi/services.ts). */
export type ServiceTexts = { [K in ServiceId]: ServiceText<K> };

/** A service in one language: a Service whose id has a page (SERVICE_PAGES). */
export type LocalizedService = Service & { id: ServiceId };

const TRANSLATED: Record<Exclude<Locale, 'en'>, ServiceTexts> = { kn: SERVICE_TEXTS_KN, hi: SERVICE_TEXTS_HI };
const localizedCache = new Map<Locale, readonly LocalizedService[]>();

/** The 11 services in a language, in the same order as SERVICES (English: SERVICES itself). */
export function localizedServices(locale: Locale): readonly LocalizedService[] {
  if (locale === 'en') return SERVICES;
  let services = localizedCache.get(locale);
  if (!services) {
    const texts = TRANSLATED[locale];
    services = SERVICES.map((service): LocalizedService => ({ ...service, ...texts[service.id] }));
    localizedCache.set(locale, services);
  }
  return services;
}

/** The services of one mega-menu column in a language, in order. */
export function localizedServicesInGroup(group: ServiceGroupId, locale: Locale): readonly LocalizedService[] {
  return localizedServices(locale).filter((s) => s.group === group);
}
