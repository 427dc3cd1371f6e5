import { z } from 'zod';
import { CREW_STEPS } from './crew-steps';
import { ODOMETER_MAX_KM, ODOMETER_STEPS } from './crew-odometer';
import { idSchema, versionField } from './schemas/common';

// The steps themselves live without zod, for the crew's phone (shared/crew-steps.ts), as does the odometer's reading.
export { ODOMETER_MAX_KM, ODOMETER_STEPS, odometerKmOf } from './crew-odometer';
export { ARRIVAL_STEPS, CREW_STEPS, CREW_STEP_LABELS, STEP_UNDO_MS, mapsHref, tripSteps, type CrewStep } from './crew-steps';

export const stepInput = z.object({ bookingId: idSchema, step: z.enum(CREW_STEPS, { error: 'Unknown step' }) });
export type StepInput = z.output<typeof stepInput>;


/**
 * A tap on the crew's phone (issue 19): kept on the phone until the server has it, so it carries
 * its own id (the same tap sent twice is recorded once) and when it was tapped (the timeline and
 * the step times use it, not when it arrived).
 */
export const crewTapInput = stepInput
  .extend({
    clientOpId: z.uuid({ error: 'clientOpId must be a UUID' }),
    tappedAt: z.iso.datetime({ offset: true, error: 'tappedAt must be an ISO date-time' }),
    /**
     * The odometer (km, one decimal) the crew read with "Patient on board" (the trip's start) or
     * the arrival (its end), optional (issue 40.3): the fare's distance then comes from the two.
     */
    odometerKm: z
      .number({ error: 'Odometer: a number of km, like 45210.5' })
      .min(0, 'Odometer cannot be negative')
      .max(ODOMETER_MAX_KM, `Odometer: at most ${ODOMETER_MAX_KM} km`)
      .refine((km) => Number.isInteger(Math.round(km * 1000) / 100), 'Odometer: at most one decimal, like 45210.5')
      .optional(),
  })
  .refine((tap) => tap.odometerKm === undefined || ODOMETER_STEPS.includes(tap.step), {
    message: 'An odometer reading goes with “Patient on board” (the start) or the arrival (the end)',
    path: ['odometerKm'],
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
