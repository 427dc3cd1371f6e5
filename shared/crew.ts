import { z } from 'zod';
import { idSchema, versionField } from './schemas/common';

/**
 * The crew's steps on a booking (issue 11), in order: one large button on the crew's phone
 * (or the booking's detail, for crews without one). The booking's status stays the spec's
 * five: the first step moves a confirmed booking to in_progress, and `completed` completes it.
 */
export const CREW_STEPS = ['on_the_way', 'at_pickup', 'on_board', 'at_destination', 'completed'] as const;
export type CrewStep = (typeof CREW_STEPS)[number];

/** The button's words for each step. */
export const CREW_STEP_LABELS: Record<CrewStep, string> = {
  on_the_way: 'On the way',
  at_pickup: 'Arrived at pickup',
  on_board: 'Patient on board',
  at_destination: 'Reached destination',
  completed: 'Completed',
};

/** How long a step can be taken back after it was recorded (a tap by mistake). */
export const STEP_UNDO_MS = 60_000;

export const stepInput = z.object({ bookingId: idSchema, step: z.enum(CREW_STEPS, { error: 'Unknown step' }) });
export type StepInput = z.output<typeof stepInput>;

/**
 * A tap on the crew's phone (issue 19): kept on the phone until the server has it, so it carries
 * its own id (the same tap sent twice is recorded once) and when it was tapped (the timeline and
 * the step times use it, not when it arrived).
 */
export const crewTapInput = stepInput.extend({
  clientOpId: z.uuid({ error: 'clientOpId must be a UUID' }),
  tappedAt: z.iso.datetime({ offset: true, error: 'tappedAt must be an ISO date-time' }),
});
export type CrewTapInput = z.output<typeof crewTapInput>;

/** How far past the server's clock a phone's tap time may be (a phone clock slightly ahead). */
export const TAP_AHEAD_MS = 2 * 60_000;
/**
 * A step recorded by an operator from the booking's page carries the booking's version, like
 * every staff write. (The crew's phone does not: its steps go in order and repeat harmlessly.)
 */
export const staffStepInput = stepInput.extend({ version: versionField });
export type StaffStepInput = z.output<typeof staffStepInput>;

/** Users tab: the vehicle a crew account works on (null: none). */
export const linkVehicleInput = z.object({ userId: idSchema, ambulanceId: idSchema.nullable() });
export type LinkVehicleInput = z.output<typeof linkVehicleInput>;

/** A maps link that opens the pickup address in the phone's maps app. */
export function mapsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
