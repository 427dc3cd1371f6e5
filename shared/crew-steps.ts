/**
 * The crew's steps and their words, without zod: the crew's phone screen imports these, and its
 * first load stays small (issue 19.4). The step schemas are in shared/crew.ts.
 */

/**
 * The crew's steps on a booking (issue 11), in order: one large button on the crew's phone
 * (or the booking's detail, for crews without one). The booking's status stays the spec's
 * five: the first step moves a confirmed booking to in_progress, and `completed` completes it.
 */
export const CREW_STEPS = ['on_the_way', 'at_pickup', 'on_board', 'at_destination', 'at_hospital', 'handed_over', 'completed'] as const;
export type CrewStep = (typeof CREW_STEPS)[number];

/**
 * The steps of one trip, in order (issue 39): a trip to a listed hospital ends "Arrived at
 * hospital", "Patient handed over" (two times, as NEMSIS keeps them); any other destination
 * keeps the single "Reached destination".
 */
export const HOSPITAL_TRIP_STEPS = ['on_the_way', 'at_pickup', 'on_board', 'at_hospital', 'handed_over', 'completed'] as const satisfies readonly CrewStep[];
export const OTHER_TRIP_STEPS = ['on_the_way', 'at_pickup', 'on_board', 'at_destination', 'completed'] as const satisfies readonly CrewStep[];
export function tripSteps(toHospital: boolean): readonly CrewStep[] {
  return toHospital ? HOSPITAL_TRIP_STEPS : OTHER_TRIP_STEPS;
}

/** The step that ends the drive: the vehicle's position is shared until it. */
export const ARRIVAL_STEPS: readonly CrewStep[] = ['at_destination', 'at_hospital'];

/** The button's words for each step. */
export const CREW_STEP_LABELS: Record<CrewStep, string> = {
  on_the_way: 'On the way',
  at_pickup: 'Arrived at pickup',
  on_board: 'Patient on board',
  at_destination: 'Reached destination',
  at_hospital: 'Arrived at hospital',
  handed_over: 'Patient handed over',
  completed: 'Completed',
};

/** How long a step can be taken back after it was recorded (a tap by mistake). */
export const STEP_UNDO_MS = 60_000;

/** A maps link that opens the pickup address in the phone's maps app. */
export function mapsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
