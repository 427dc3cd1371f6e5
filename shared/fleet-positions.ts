import { formatDistance, formatEstimate } from './geo';
import { ESTIMATE_ACCURACY_LIMIT_M } from './position-sharing';

/**
 * The control room's view of where vehicles are (issue 20.4): which latest position counts for
 * dispatch, and the words the assignment dialog and the maps show. Pure, no zod: the staff
 * screens and the server share it.
 */

/**
 * A latest position older than this does not rank a vehicle by distance: ten minutes is about
 * 3.7 km at the estimates' city speed (22 km/h), past which "nearest" would be a guess.
 */
export const POSITION_RECENT_MS = 10 * 60_000;
/** On the maps, a position older than this is drawn as stale (issue 20.4). */
export const POSITION_STALE_MS = 2 * 60_000;

export const NO_RECENT_POSITION = 'no recent position';

/** How far a vehicle's latest usable position is from a booking's pickup point. */
export interface Proximity {
  distanceKm: number;
  /** Whole minutes (shared/geo.ts `estimateTravel`). */
  minutes: number;
  /** When the position was fixed (ISO). */
  fixedAt: string;
}

/** "40 s", "3 min", "2 h": how old a position is (never negative: clocks differ a little). */
export function formatAge(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
}

/** "position 40 s old", from the fix's time and now. */
export function positionAge(fixedAt: string, now: number): string {
  return `position ${formatAge(now - Date.parse(fixedAt))} old`;
}

/** The assignment dialog's line for a vehicle: "2.3 km · about 7 min · position 40 s old", or "no recent position". */
export function proximityLabel(proximity: Proximity | null, now: number): string {
  if (!proximity) return NO_RECENT_POSITION;
  return `${formatDistance(proximity.distanceKm)} · ${formatEstimate(proximity.minutes)} · ${positionAge(proximity.fixedAt, now)}`;
}

/** A vehicle on the fleet map: on a trip, in maintenance (out of service, or overdue), or free. */
export type VehicleMapState = 'busy' | 'maintenance' | 'available';
export const VEHICLE_MAP_STATE_LABELS: Record<VehicleMapState, string> = { available: 'Available', busy: 'Busy', maintenance: 'In maintenance' };

export function vehicleMapState(vehicle: { activeBooking: unknown; isAvailable: boolean; maintenanceStatus: string }): VehicleMapState {
  if (vehicle.activeBooking) return 'busy';
  if (!vehicle.isAvailable || vehicle.maintenanceStatus === 'overdue') return 'maintenance';
  return 'available';
}

/** Drawn as stale: no position for POSITION_STALE_MS. */
export function isStale(fixedAt: string, now: number): boolean {
  return now - Date.parse(fixedAt) > POSITION_STALE_MS;
}

/** "updated 40 s ago", "no position for 5 min" (stale), "no position yet". */
export function positionAgeText(fixedAt: string | null, now: number): string {
  if (!fixedAt) return 'no position yet';
  const age = formatAge(now - Date.parse(fixedAt));
  return isStale(fixedAt, now) ? `no position for ${age}` : `updated ${age} ago`;
}

/** A fix an estimate may use: no less accurate than ESTIMATE_ACCURACY_LIMIT_M (1 km). */
export function usableForEstimate(position: { accuracyM: number }): boolean {
  return position.accuracyM <= ESTIMATE_ACCURACY_LIMIT_M;
}

/** The fleet map's layers, in the order the URL lists them (`layers=vehicles,requests`; `none`). */
export const MAP_LAYERS = ['vehicles', 'requests'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

/** The layers a URL's `layers` shows (none given: all). */
export function layersOf(value: string | undefined): Set<MapLayer> {
  return new Set(MAP_LAYERS.filter((layer) => (value ?? MAP_LAYERS.join(',')).split(',').includes(layer)));
}

export function layersText(layers: ReadonlySet<MapLayer>): string {
  const shown = MAP_LAYERS.filter((layer) => layers.has(layer));
  return shown.length ? shown.join(',') : 'none';
}
