/**
 * The fleet map's view in the staff URL (issue 20.4): centre, zoom and the layers shown. Apart
 * from shared/fleet-positions because the dashboard's first screen reads the URL (web/lib/
 * staff-search) and must not load the estimates' code for it.
 */

/** The fleet map's layers, in the order the URL lists them (`layers=vehicles,requests`; `none`). */
export const MAP_LAYERS = ['vehicles', 'requests'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];
export const DEFAULT_MAP_LAYERS = MAP_LAYERS.join(',');
export const MAP_LAYERS_PATTERN = /^(none|vehicles|requests|vehicles,requests)$/;

export function layersOf(value: string | undefined): Set<MapLayer> {
  return new Set(MAP_LAYERS.filter((layer) => (value ?? DEFAULT_MAP_LAYERS).split(',').includes(layer)));
}

export function layersText(layers: ReadonlySet<MapLayer>): string {
  const shown = MAP_LAYERS.filter((layer) => layers.has(layer));
  return shown.length ? shown.join(',') : 'none';
}

/** The URL's map view: Web Mercator stops at about 85°; zoom as the tile servers serve it. */
export const MAP_VIEW = { maxLatitude: 85, minZoom: 3, maxZoom: 18, defaultZoom: 12 } as const;
