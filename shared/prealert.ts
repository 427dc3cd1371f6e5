/**
 * The receiving hospital's pre-alert (issue 39.2): what the emergency department is told before
 * the ambulance arrives. Coded values and their words, apart from zod (the schemas are in
 * shared/schemas/prealert.ts). Only what the department needs to prepare: no name, phone or address.
 */

/** The patient's age as a band (the department prepares for a newborn, a child or an adult, not a birthday). */
export const AGE_BANDS = ['newborn', 'infant', 'child', 'adult', 'older_adult'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  newborn: 'Newborn (0–28 days)',
  infant: 'Infant (1–12 months)',
  child: 'Child (1–17 years)',
  adult: 'Adult (18–64 years)',
  older_adult: 'Older adult (65+)',
};

export const SEXES = ['female', 'male', 'other', 'unknown'] as const;
export type Sex = (typeof SEXES)[number];
export const SEX_LABELS: Record<Sex, string> = { female: 'Female', male: 'Male', other: 'Other', unknown: 'Not known' };

/** The chief complaint, from a short coded list (a note beside it says the rest). */
export const COMPLAINTS = [
  'chest_pain',
  'breathing',
  'stroke',
  'trauma',
  'unconscious',
  'seizure',
  'pregnancy',
  'burns',
  'poisoning',
  'other',
] as const;
export type Complaint = (typeof COMPLAINTS)[number];
export const COMPLAINT_LABELS: Record<Complaint, string> = {
  chest_pain: 'Chest pain / suspected cardiac',
  breathing: 'Breathing difficulty',
  stroke: 'Suspected stroke',
  trauma: 'Trauma / injury',
  unconscious: 'Unconscious / unresponsive',
  seizure: 'Seizure',
  pregnancy: 'Pregnancy / labour',
  burns: 'Burns',
  poisoning: 'Poisoning / overdose',
  other: 'Other (see note)',
};

/** Triage priority, as Indian emergency departments colour it. */
export const PRIORITIES = ['red', 'orange', 'yellow', 'green'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABELS: Record<Priority, string> = {
  red: 'Red: immediate',
  orange: 'Orange: very urgent',
  yellow: 'Yellow: urgent',
  green: 'Green: standard',
};

export const PREALERT_NOTE_MAX = 200;
export const PREALERT_ACK_MAX = 60;
/** What the department's one-tap answer starts with (the bay is typed after it). */
export const PREALERT_ACK_PLACEHOLDER = 'Ready for you: bay 4';

/** How long a pre-alert link keeps working after its booking ended. */
export const PREALERT_LINK_HOURS_AFTER_END = 24;

export function prealertPath(token: string): string {
  return `/prealert/${token}`;
}

/** The text shared with the department by WhatsApp or SMS: the essentials, then the link. */
export function prealertShareText(p: {
  siteName: string;
  hospitalName: string;
  ageBand: AgeBand;
  sex: Sex;
  complaint: Complaint;
  priority: Priority;
  vehicle: string;
  minutes: number | null;
  url: string;
}): string {
  const eta = p.minutes === null ? '' : `, about ${p.minutes} min away`;
  return (
    `Pre-alert for ${p.hospitalName} emergency from ${p.siteName}: ${AGE_BAND_LABELS[p.ageBand].replace(/ \(.*\)$/, '').toLowerCase()}, ` +
    `${SEX_LABELS[p.sex].toLowerCase()}, ${COMPLAINT_LABELS[p.complaint].toLowerCase()}. Priority ${PRIORITY_LABELS[p.priority]}. ` +
    `${p.vehicle}${eta}. Live arrival and one-tap "ready" answer: ${p.url}`
  );
}
