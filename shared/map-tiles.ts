/**
 * The map's background (issue 20.7): an XYZ raster tile template and its credit, run-time
 * configuration (MAP_TILE_URL, MAP_ATTRIBUTION). Null everywhere means "no tiles": markers on
 * a plain background.
 */
export interface MapTiles {
  /** e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png, or a path on this site. */
  urlTemplate: string;
  attribution: string;
}

/**
 * The CSP img-src entry for a tile template: its origin, with a `{s}` subdomain as a wildcard
 * (`https://{s}.tile.example` → `https://*.tile.example`); none for a path on this site.
 */
export function tileImageSource(tiles: MapTiles | null): string | null {
  if (!tiles || tiles.urlTemplate.startsWith('/')) return null;
  const match = /^(https?:\/\/[^/]+)/.exec(tiles.urlTemplate);
  return match ? match[1].replace('{s}', '*') : null;
}

/**
 * Where the build (scripts/track-map.ts) records the tracking page's map files, in the built
 * client: `{ js, css }`, paths on this site.
 */
export const TRACK_MAP_MANIFEST = '.vite/track-map.json';
