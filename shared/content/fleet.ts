import type { Locale, PerLocale } from '../i18n/locale';
import type { FeatureCard } from './cards';
import { FLEET_HI } from './hi/fleet';
import { FLEET_KN } from './kn/fleet';

/** The fleet gallery (spec: 10 images with title, specs and category). */
export const FLEET_CATEGORIES = ['ICU', 'Exterior', 'Interior', 'Service', 'Basic'] as const;
export type FleetCategory = (typeof FLEET_CATEGORIES)[number];

export interface FleetImage {
  /** Image id: a photo named `<id>.jpg` (or .png/.webp) in photos/ replaces the drawing. */
  image: string;
  alt: string;
  title: string;
  specs: string;
  category: FleetCategory;
}

export const FLEET_IMAGES: readonly FleetImage[] = [
  { image: 'fleet-icu-interior', alt: 'Inside an ICU ambulance: stretcher, ventilator and patient monitor', title: 'ICU Ambulance Interior', specs: 'Ventilator · Multi-parameter monitor · Defibrillator', category: 'ICU' },
  { image: 'fleet-icu-monitoring', alt: 'Patient monitor and infusion pumps mounted in an ICU ambulance', title: 'Critical Care Monitoring', specs: 'ECG, SpO2 and blood pressure monitoring · Infusion pumps', category: 'ICU' },
  { image: 'fleet-icu-exterior', alt: 'ICU ambulance seen from the side with emergency lights on', title: 'ICU Ambulance', specs: 'Advanced life support · GPS tracked', category: 'Exterior' },
  { image: 'fleet-lineup', alt: 'Three ambulances parked side by side at the base', title: 'Our Fleet', specs: '15+ ambulances · 21+ vehicles in total', category: 'Exterior' },
  { image: 'fleet-stretcher', alt: 'Patient compartment with a stretcher and grab rails', title: 'Patient Compartment', specs: 'Stretcher · Attendant seat · Sanitized', category: 'Interior' },
  { image: 'fleet-oxygen', alt: 'Oxygen cylinders and a first-aid kit secured in an ambulance cabinet', title: 'Oxygen and Emergency Kit', specs: 'Oxygen cylinders · First-aid and trauma kit', category: 'Interior' },
  { image: 'fleet-crew', alt: 'Two paramedics beside an ambulance with a stretcher', title: 'Paramedic Crew', specs: 'Trained paramedics · Experienced drivers', category: 'Service' },
  { image: 'fleet-event', alt: 'Ambulance on standby at an outdoor event', title: 'Event Standby', specs: 'Sports · Concerts · Corporate events', category: 'Service' },
  { image: 'fleet-bls-exterior', alt: 'Basic life support ambulance seen from the side', title: 'Basic Life Support Ambulance', specs: 'For stable patients · One attendant may ride along', category: 'Basic' },
  { image: 'fleet-bls-interior', alt: 'Inside a basic life support ambulance: stretcher and oxygen', title: 'BLS Ambulance Interior', specs: 'Stretcher · Oxygen support · First aid', category: 'Basic' },
];

/** A group of vehicles on the fleet page (spec: title, count text, description, features). */
export interface VehicleCategory {
  title: string;
  count: number;
  countText: string;
  description: string;
  /** What is on board: the fleet page's equipment list for the category. */
  features: readonly string[];
}

/** Spec: ICU 6, Emergency 8, Cardiac 3, Mortuary 4 (21 in all: the "21+ vehicles" claim). */
export const VEHICLE_CATEGORIES: readonly VehicleCategory[] = [
  {
    title: 'ICU Ambulances',
    count: 6,
    countText: '6 vehicles',
    description: 'Advanced life support for critically ill patients and inter-hospital transfers.',
    features: ['Ventilator', 'Multi-parameter patient monitor', 'Defibrillator', 'Infusion pumps', 'Oxygen and suction'],
  },
  {
    title: 'Emergency Ambulances',
    count: 8,
    countText: '8 vehicles',
    description: 'Rapid response to accidents, sudden illness and medical emergencies.',
    features: ['Stretcher', 'Oxygen cylinders', 'First-aid and trauma kit', 'Trained paramedics'],
  },
  {
    title: 'Cardiac Ambulances',
    count: 3,
    countText: '3 vehicles',
    description: 'Continuous monitoring on the way to the cardiac centre.',
    features: ['Cardiac monitor', 'Defibrillator', 'Oxygen', 'ACLS-trained paramedics'],
  },
  {
    title: 'Mortuary Ambulances',
    count: 4,
    countText: '4 vehicles',
    description: 'Dignified transport of the departed, with support for the family.',
    features: ['Freezer box where needed', 'Stretcher', 'A crew to support the family'],
  },
];

/** What every vehicle of the fleet shares (claims from spec section 1). */
export const FLEET_FEATURES: readonly FeatureCard[] = [
  { icon: 'map-pin', title: '100% GPS tracked', text: 'Every vehicle is GPS tracked, from dispatch to arrival.' },
  { icon: 'sparkles', title: 'Sanitized fleet', text: 'Vehicles are sanitized and kept ready for the next patient.' },
  { icon: 'users', title: 'Trained crews', text: 'Trained paramedics, experienced EMTs and drivers.' },
  { icon: 'shield-check', title: 'Licensed', text: 'Licensed by the state health department.' },
];

/** The fleet's texts in one language (English above; kn/fleet.ts, hi/fleet.ts). */
export interface FleetContent {
  /** FLEET_IMAGES' alt texts, titles and specs, in their order. */
  images: readonly { alt: string; title: string; specs: string }[];
  /** VEHICLE_CATEGORIES' texts, in their order (the counts stay). */
  vehicleCategories: readonly { title: string; countText: string; description: string; features: readonly string[] }[];
  /** FLEET_FEATURES' titles and texts, in their order. */
  features: readonly { title: string; text: string }[];
}

export const FLEET_EN: FleetContent = {
  images: FLEET_IMAGES,
  vehicleCategories: VEHICLE_CATEGORIES,
  features: FLEET_FEATURES,
};

export const FLEET: PerLocale<FleetContent> = { en: FLEET_EN, kn: FLEET_KN, hi: FLEET_HI };

/** FLEET_IMAGES in a language (ids and categories as in English). */
export function fleetImagesIn(locale: Locale): FleetImage[] {
  return FLEET_IMAGES.map((image, i) => ({ ...image, ...FLEET[locale].images[i] }));
}

/** VEHICLE_CATEGORIES in a language. */
export function vehicleCategoriesIn(locale: Locale): VehicleCategory[] {
  return VEHICLE_CATEGORIES.map((category, i) => ({ ...category, ...FLEET[locale].vehicleCategories[i] }));
}

/** FLEET_FEATURES in a language (icons as in English). */
export function fleetFeaturesIn(locale: Locale): FeatureCard[] {
  return FLEET_FEATURES.map((card, i) => ({ ...card, ...FLEET[locale].features[i] }));
}
