/**
 * The fleet map's view in the staff URL (issue 20.4): centre, zoom and the layers shown. Apart
 * from shared/fleet-positions because the dashboard's first screen reads the URL (web/lib/
 * staff-search) and must not load the estimates' code for it.
 */

/**
 * The layers shown, as the URL writes them (shared/fleet-positions `layersText`; the unit test
 * holds the two together): both, one of them, or `none`. Both is the default, left out of the URL.
 */
export const DEFAULT_MAP_LAYERS = 'vehicles,requests';
export const MAP_LAYERS_PATTERN = /^(none|vehicles|requests|vehicles,requests)$/;

/** The URL's map view: Web Mercator stops at about 85°; zoom as the tile servers serve it. */
export const MAP_VIEW = { maxLatitude: 85, minZoom: 3, maxZoom: 18, defaultZoom: 12 } as const;
