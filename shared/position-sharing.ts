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

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Straight-line (great-circle, haversine) distance between two points, in metres. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
