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
