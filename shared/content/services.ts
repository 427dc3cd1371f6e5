/**
 * The 11 services (spec sections 1 and 2): written once, read by the home grid, the header
 * mega-menu, the footer, and (next issue) the service pages' shared template.
 */

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
  /** For the service page template (next issue); absent until written. */
  equipment?: readonly string[];
  benefits?: readonly string[];
  /** Search-result title and description of the service page; default title/description. */
  metaTitle?: string;
  metaDescription?: string;
  /** Prefilled WhatsApp message where the spec gives one. */
  whatsappText?: string;
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
    icon: 'building',
    group: 'other',
  },
] as const satisfies readonly Service[];

export type ServiceId = (typeof SERVICES)[number]['id'];

/** The services of one mega-menu column, in order. */
export function servicesInGroup(group: ServiceGroupId): readonly Service[] {
  return SERVICES.filter((s) => s.group === group);
}
