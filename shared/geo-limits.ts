/**
 * The range messages of a coordinate, apart from shared/geo.ts so that the public form's
 * validator (shared/schemas/position.ts) carries them without the staff's parser.
 */
export const LATITUDE_RANGE = 'Latitude must be between -90 and 90';
export const LONGITUDE_RANGE = 'Longitude must be between -180 and 180';
