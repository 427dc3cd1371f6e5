/**
 * The public pages' paths live in shared/public-paths.ts: the server needs them too (it
 * registers a route for each and answers the fallback page when one cannot be rendered).
 */
export * from '../../shared/public-paths';
