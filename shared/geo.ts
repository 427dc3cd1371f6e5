import { LATITUDE_RANGE, LONGITUDE_RANGE } from './geo-limits';

/**
 * Points on the map, distances and arrival estimates (issue 20 parts 2 and 6). Pure functions,
 * no zod (the public form's chunk reads the limits; the schemas are in shared/schemas/geo.ts).
 */

/** Who gave a booking's pickup point: the caller's phone (with the request) or staff. */
export const PICKUP_POINT_SOURCES = ['caller', 'staff'] as const;
export type PickupPointSource = (typeof PICKUP_POINT_SOURCES)[number];

export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle ("straight-line") distance between two points, km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The two numbers of an estimate, both run-time configuration (ESTIMATE_DETOUR_FACTOR,
 * ESTIMATE_CITY_SPEED_KMH; README "Configuration" gives the defaults' sources).
 */
export interface EstimateConfig {
  /** Road distance ÷ straight-line distance. */
  detourFactor: number;
  /** Average speed of an ambulance on the city's roads, km/h. */
  citySpeedKmh: number;
}

export const DEFAULT_ESTIMATE_CONFIG: EstimateConfig = { detourFactor: 1.35, citySpeedKmh: 22 };

export interface TravelEstimate {
  /** Straight line, km. */
  distanceKm: number;
  /** What the roads add to it (distance × detour factor), km. */
  roadKm: number;
  /** Whole minutes, at least 1: always shown as "about N min". */
  minutes: number;
}

/**
 * How far and how long from `from` to `to`: straight-line distance × detour factor ÷ city speed.
 * This is the one place where a road-routing service (OSRM, GraphHopper, a maps provider's
 * distance matrix) could be plugged in later: every distance and estimate the product shows
 * comes from here.
 */
export function estimateTravel(from: LatLng, to: LatLng, config: EstimateConfig = DEFAULT_ESTIMATE_CONFIG): TravelEstimate {
  const distanceKm = haversineKm(from, to);
  const roadKm = distanceKm * config.detourFactor;
  const minutes = Math.max(1, Math.round((roadKm / config.citySpeedKmh) * 60));
  return { distanceKm, roadKm, minutes };
}

/** "about 7 min", "about 1 h 05 min": an estimate is never shown as exact. */
export function formatEstimate(minutes: number): string {
  if (minutes < 60) return `about ${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `about ${h} h` : `about ${h} h ${String(m).padStart(2, '0')} min`;
}

/** "850 m", "2.3 km", "48 km". */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 100) * 10} m`;
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/** "12.97160, 77.59460": five decimals (about a metre), the form staff paste back. */
export function formatPoint(point: LatLng): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}

/** A Google Maps link to the point (opens the app on a phone). */
export function mapsLinkOf(point: LatLng): string {
  return `https://www.google.com/maps/search/?api=1&query=${point.lat},${point.lng}`;
}

/** The service area: a circle around the base (SITE_GEO), SERVICE_AREA_KM in radius. */
export interface ServiceArea {
  centre: LatLng;
  radiusKm: number;
}

export function inServiceArea(point: LatLng, area: ServiceArea): boolean {
  return haversineKm(area.centre, point) <= area.radiusKm;
}

export const POINT_REQUIRED = 'Paste coordinates (e.g. 12.97, 77.59) or a Google Maps link';
export const POINT_UNREADABLE = 'These are not coordinates or a Google Maps link: paste e.g. 12.97, 77.59';
export { LATITUDE_RANGE, LONGITUDE_RANGE } from './geo-limits';
export const SHORT_LINK =
  'Short links (maps.app.goo.gl) cannot be read here: open it, then copy the full link from the address bar, or paste the coordinates';

export type ParsedPoint = { ok: true; point: LatLng } | { ok: false; message: string };

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
/** "12.97, 77.59", "12.97,77.59", "12.97 77.59" (a degree sign after each number is allowed). */
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*°?\s*(?:,|\s)\s*(${NUMBER})\s*°?\s*$`);
/** `@12.97,77.59` in a Google Maps path (the map's centre: what a shared "place" link shows). */
const AT_PAIR = new RegExp(String.raw`@(${NUMBER}),(${NUMBER})`);

/**
 * A pickup point as staff paste it: coordinates ("12.97, 77.59") or a Google Maps link in its
 * `q=lat,lng` (also `query=`, `ll=`) or `@lat,lng` form. Text, NaN and values out of range are
 * refused with a message for the field. Nothing is fetched: a short link cannot be read.
 */
export function parsePickupPoint(input: string): ParsedPoint {
  const text = input.trim();
  if (!text) return { ok: false, message: POINT_REQUIRED };
  const pair = PAIR.exec(text);
  if (pair) return checked(pair[1], pair[2]);
  if (/^(https?:\/\/)?(maps\.app\.goo\.gl|goo\.gl\/maps)\//i.test(text)) return { ok: false, message: SHORT_LINK };
  const url = mapsUrl(text);
  if (!url) return { ok: false, message: POINT_UNREADABLE };
  for (const name of ['q', 'query', 'll']) {
    const value = url.searchParams.get(name);
    const inQuery = value ? PAIR.exec(value) : null;
    if (inQuery) return checked(inQuery[1], inQuery[2]);
  }
  const at = AT_PAIR.exec(decodeURIComponent(url.pathname));
  if (at) return checked(at[1], at[2]);
  return { ok: false, message: POINT_UNREADABLE };
}

/** A Google Maps address (google.<tld>/maps, maps.google.<tld>), or null. */
function mapsUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const google = /(^|\.)google\.[a-z.]{2,6}$/.test(host);
  if (!google || !(host.startsWith('maps.') || url.pathname.startsWith('/maps'))) return null;
  return url;
}

function checked(latText: string, lngText: string): ParsedPoint {
  const lat = Number(latText);
  const lng = Number(lngText);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return { ok: false, message: POINT_UNREADABLE };
  if (lat < -90 || lat > 90) return { ok: false, message: LATITUDE_RANGE };
  if (lng < -180 || lng > 180) return { ok: false, message: LONGITUDE_RANGE };
  return { ok: true, point: { lat, lng } };
}
