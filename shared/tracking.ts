import type { ServiceType } from './booking-values';
import type { Locale } from './i18n/locale';
import { m } from './i18n/paraglide/messages.js';

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
 * Their words are messages (`track_stage_*`, `track_text_*`), in the booking's language.
 */
export const TRACKING_STAGES = [
  'received',
  'confirmed',
  'assigned',
  'on_the_way',
  'at_pickup',
  'on_board',
  'at_destination',
  'at_hospital',
  'handed_over',
  'completed',
  'cancelled',
] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];

/**
 * The stage's name, in the booking's language (the page's heading, each step, the tab's title).
 * The hospital stages (issue 39) name the hospital: "Handed over to City Hospital".
 */
export function trackingStageTitle(stage: TrackingStage, locale: Locale, hospital: string | null = null): string {
  const options = { locale };
  const at = { hospital: hospital ?? m.track_the_hospital({}, options) };
  switch (stage) {
    case 'received':
      return m.track_stage_received({}, options);
    case 'confirmed':
      return m.track_stage_confirmed({}, options);
    case 'assigned':
      return m.track_stage_assigned({}, options);
    case 'on_the_way':
      return m.track_stage_on_the_way({}, options);
    case 'at_pickup':
      return m.track_stage_at_pickup({}, options);
    case 'on_board':
      return m.track_stage_on_board({}, options);
    case 'at_destination':
      return m.track_stage_at_destination({}, options);
    case 'at_hospital':
      return m.track_stage_at_hospital(at, options);
    case 'handed_over':
      return m.track_stage_handed_over(at, options);
    case 'completed':
      return m.track_stage_completed({}, options);
    case 'cancelled':
      return m.track_stage_cancelled({}, options);
  }
}

/** What the family reads under the current stage (the assigned stage adds vehicle and driver). */
export function trackingStageText(stage: TrackingStage, locale: Locale, hospital: string | null = null): string {
  const options = { locale };
  const at = { hospital: hospital ?? m.track_the_hospital({}, options) };
  switch (stage) {
    case 'received':
      return m.track_text_received({}, options);
    case 'confirmed':
      return m.track_text_confirmed({}, options);
    case 'assigned':
      return m.track_text_assigned({}, options);
    case 'on_the_way':
      return m.track_text_on_the_way({}, options);
    case 'at_pickup':
      return m.track_text_at_pickup({}, options);
    case 'on_board':
      return m.track_text_on_board({}, options);
    case 'at_destination':
      return m.track_text_at_destination({}, options);
    case 'at_hospital':
      return m.track_text_at_hospital(at, options);
    case 'handed_over':
      return m.track_text_handed_over(at, options);
    case 'completed':
      return m.track_text_completed({}, options);
    case 'cancelled':
      return m.track_text_cancelled({}, options);
  }
}

/** The service the family asked for, as the tracking page names it. */
export function trackingServiceLabel(service: ServiceType, locale: Locale): string {
  const options = { locale };
  switch (service) {
    case 'emergency':
      return m.track_service_emergency({}, options);
    case 'icu':
      return m.track_service_icu({}, options);
    case 'basic':
      return m.track_service_basic({}, options);
    case 'als':
      return m.track_service_als({}, options);
    case 'cardiac':
      return m.track_service_cardiac({}, options);
    case 'neonatal':
      return m.track_service_neonatal({}, options);
    case 'air':
      return m.track_service_air({}, options);
    case 'intercity':
      return m.track_service_intercity({}, options);
    case 'corporate':
      return m.track_service_corporate({}, options);
    case 'transfer':
      return m.track_service_transfer({}, options);
    case 'funeral':
      return m.track_service_funeral({}, options);
    case 'event':
      return m.track_service_event({}, options);
  }
}
