import { ARRIVAL_STEPS, type CrewStep } from './crew-steps';

/**
 * The odometer readings the crew may enter (issue 40.3), without zod (the crew's phone loads
 * this): the trip's start with "Patient on board", its end with the arrival.
 */
export const ODOMETER_STEPS: readonly CrewStep[] = ['on_board', ...ARRIVAL_STEPS];
export const ODOMETER_MAX_KM = 9_999_999;

/** "45210.5" (one decimal at most; a comma for the point too) as km, or null: what the crew typed. */
export function odometerKmOf(text: string): number | null {
  const plain = text.trim().replace(',', '.');
  return /^\d{1,7}(\.\d)?$/.test(plain) ? Number(plain) : null;
}
