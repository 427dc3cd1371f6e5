/**
 * The tracking page's small map (issue 20.5): the vehicle and the pickup point. Loaded by
 * /track-live.js only once the page shows a position, so the page's first load stays small; it
 * follows each fragment the live stream sends (the points are the map slot's data attributes)
 * and is gone with the slot at "Reached destination". DOM markers, no WebGL. Built into
 * dist/client/assets by scripts/track-map.ts.
 */
// Leaflet's ES module build: only what the map uses is bundled.
import * as L from 'leaflet/dist/leaflet-src.esm.js';
import { escapeHtml } from '../../shared/html-escape';
import './track-map.css';

declare global {
  interface Window {
    /** Called by track-live.js after each new fragment. */
    trackingMap?: () => void;
  }
}

const main = document.getElementById('tracking')!;
/** The words, in the booking's language: the page carries them (server/tracking/page.ts, data-texts). */
const texts = ((): { ambulance?: string; pickup?: string } => {
  try {
    return JSON.parse(main.getAttribute('data-texts') ?? '{}') as { ambulance?: string; pickup?: string };
  } catch {
    return {};
  }
})();
const AMBULANCE = texts.ambulance ?? 'Ambulance';
const PICKUP = texts.pickup ?? 'Pickup point';
// One map for the page's life: each fragment brings a new slot, the map moves into it.
const box = document.createElement('div');
box.className = 'map-box';
box.setAttribute('data-testid', 'tracking-map');
// Which dot is which, in words under the map.
const key = document.createElement('p');
key.className = 'map-key';
const dot = (className: string) => Object.assign(document.createElement('span'), { className });

let map: L.Map | null = null;
let vehicle: L.Marker | null = null;
let pickup: L.Marker | null = null;

function pointOf(value: string | null): L.LatLng | null {
  const [lat, lng] = (value ?? '').split(',').map(Number);
  return value && Number.isFinite(lat) && Number.isFinite(lng) ? L.latLng(lat, lng) : null;
}

const marker = (at: L.LatLng, className: string, title: string) =>
  L.marker(at, { icon: L.divIcon({ className, iconSize: [22, 22] }), title, keyboard: false, interactive: false });

function follow(): void {
  const slot = main.querySelector<HTMLElement>('[data-map]');
  const at = pointOf(slot?.getAttribute('data-vehicle') ?? null);
  if (!slot || !at) {
    // No position any more (Reached destination): nothing of it stays on the page.
    map?.remove();
    map = vehicle = pickup = null;
    box.remove();
    key.remove();
    return;
  }
  const home = pointOf(slot.getAttribute('data-pickup'));
  if (box.parentNode !== slot) slot.append(box, key);
  key.replaceChildren(dot('vehicle-dot'), ` ${AMBULANCE}`);
  if (home) key.append(dot('pickup-dot'), ` ${PICKUP}`);
  const fresh = !map;
  if (!map) {
    map = L.map(box, { keyboard: false, scrollWheelZoom: false, dragging: !L.Browser.mobile });
    const tiles = main.getAttribute('data-tiles');
    // Leaflet writes the attribution as HTML; the configured credit is text.
    if (tiles) L.tileLayer(tiles, { attribution: escapeHtml(main.getAttribute('data-attribution') ?? ''), maxZoom: 19 }).addTo(map);
  } else {
    map.invalidateSize();
  }
  if (vehicle) vehicle.setLatLng(at);
  else vehicle = marker(at, 'vehicle-marker', AMBULANCE).addTo(map);
  if (home && pickup) pickup.setLatLng(home);
  else if (home) pickup = marker(home, 'pickup-marker', PICKUP).addTo(map);
  else if (pickup) {
    pickup.remove();
    pickup = null;
  }
  // The view moves only when a point leaves it, so the family sees the marker move.
  const points = home ? [at, home] : [at];
  if (fresh || !points.every((p) => map!.getBounds().contains(p))) {
    if (home) map.fitBounds(L.latLngBounds(points), { padding: [28, 28], maxZoom: 16 });
    else map.setView(at, fresh ? 15 : map.getZoom());
  }
}

window.trackingMap = follow;
follow();
