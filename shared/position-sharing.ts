/**
 * How the crew's phone shares the vehicle's position during a trip (issue 20.3), without zod:
 * the crew screen imports these. The input schema is in shared/positions.ts.
 */

/** A fix is sent when the vehicle has moved this far since the last one sent… */
export const SHARE_MIN_MOVE_M = 50;
/** …or this long has passed. */
export const SHARE_MAX_INTERVAL_MS = 15_000;
/** A fix less accurate than this is stored but never used for an estimate. */
export const ESTIMATE_ACCURACY_LIMIT_M = 1_000;
