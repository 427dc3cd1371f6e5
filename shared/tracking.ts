/**
 * The family's tracking link (issue 11): `/track/<token>`, a random token of 256 bits that
 * only the person who sent the request (and staff) know. The link works while the booking
 * runs and for 24 hours after it ended (completed or cancelled).
 */

/** How long a link keeps working after its booking was completed or cancelled. */
export const TRACKING_LINK_HOURS_AFTER_END = 24;

/** What a token looks like (base64url or hex); anything else is answered "not found" at once. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export function trackingPath(token: string): string {
  return `/track/${token}`;
}

/** The link as sent to a family (WhatsApp, SMS): the site's public origin and the path. */
export function trackingUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${trackingPath(token)}`;
}

/**
 * The stages a family sees, in order, and the words for each. The crew's steps (shared/crew.ts)
 * are the middle five; `cancelled` replaces whatever comes after the stage it interrupted.
 */
export const TRACKING_STAGES = [
  'received',
  'confirmed',
  'assigned',
  'on_the_way',
  'at_pickup',
  'on_board',
  'at_destination',
  'completed',
  'cancelled',
] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];

export const TRACKING_STAGE_TITLES: Record<TrackingStage, string> = {
  received: 'Request received',
  confirmed: 'Booking confirmed',
  assigned: 'Ambulance assigned',
  on_the_way: 'Ambulance on the way',
  at_pickup: 'Ambulance arrived',
  on_board: 'Patient on board',
  at_destination: 'Reached the destination',
  completed: 'Completed',
  cancelled: 'Booking cancelled',
};

/** What the family reads under the current stage (the assigned stage adds vehicle and driver). */
export const TRACKING_STAGE_TEXTS: Record<TrackingStage, string> = {
  received: 'We have your request. Our team will call you within 5 minutes.',
  confirmed: 'Our team has confirmed your booking and is assigning an ambulance.',
  assigned: 'An ambulance and its driver are assigned to you.',
  on_the_way: 'The ambulance is on its way to the pickup address.',
  at_pickup: 'The ambulance has reached the pickup address.',
  on_board: 'The patient is in the ambulance with our crew.',
  at_destination: 'The ambulance has reached the destination.',
  completed: 'The trip is complete. We wish the patient a quick recovery.',
  cancelled: 'This booking was cancelled. If you still need an ambulance, call our 24x7 helpline now.',
};
