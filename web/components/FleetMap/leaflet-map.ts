import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './FleetMap.css';
import type { LatLng } from '../../../shared/geo';
import type { MapTiles } from '../../../shared/map-tiles';
import { MAP_VIEW } from '../../lib/staff-search';

/**
 * Leaflet for the staff maps (issue 20.4/20.7): DOM markers only (divIcon, no images, no
 * WebGL), tiles from the run-time configuration, or none: markers on a plain background. Only
 * the map chunks import this module, so Leaflet never loads with the dashboard's first screen or
 * a public page.
 */
export function createMap(element: HTMLElement, options: { tiles: MapTiles | null; centre: LatLng; zoom: number; label: string }): L.Map {
  const map = L.map(element, { center: [options.centre.lat, options.centre.lng], zoom: options.zoom, minZoom: MAP_VIEW.minZoom, maxZoom: MAP_VIEW.maxZoom });
  if (options.tiles) L.tileLayer(options.tiles.urlTemplate, { attribution: options.tiles.attribution, maxZoom: MAP_VIEW.maxZoom }).addTo(map);
  else element.classList.add('staff-map--plain');
  element.setAttribute('aria-label', options.label);
  element.setAttribute('role', 'region');
  return map;
}

/**
 * A marker drawn by the page: `element` is its content, kept by the caller and updated in
 * place (its text, its classes), so a moving marker keeps its node, and the focus on it.
 */
export function domMarker(point: LatLng, element: HTMLElement, options: { title: string; onClick?: () => void }): L.Marker {
  // No size: the element sizes itself, and the CSS puts its tip on the point.
  const icon = L.divIcon({ html: element, className: 'staff-map-marker', iconSize: null as unknown as L.PointExpression });
  const marker = L.marker([point.lat, point.lng], { icon, title: options.title, keyboard: Boolean(options.onClick), interactive: Boolean(options.onClick) });
  if (options.onClick) marker.on('click', options.onClick);
  return marker;
}

/** A marker's content: a label with a title line and a detail line. */
export function markerElement(kind: string): { root: HTMLElement; title: HTMLElement; detail: HTMLElement } {
  const root = document.createElement('div');
  root.className = `staff-map-pin staff-map-pin--${kind}`;
  const title = document.createElement('strong');
  const detail = document.createElement('span');
  root.append(title, detail);
  return { root, title, detail };
}

export { L };
