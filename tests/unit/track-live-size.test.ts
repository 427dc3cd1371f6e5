import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The tracking page's first load stays within 5 kB of JavaScript (issue 20.5): /track-live.js is
 * all it loads; the map's script (Leaflet) comes only once there is a position to show.
 */
describe('the tracking page\'s script', () => {
  it('is within 5 kB gzip', () => {
    const size = gzipSync(readFileSync(new URL('../../web/public/track-live.js', import.meta.url)), { level: 9 }).length;
    expect(size).toBeLessThanOrEqual(5 * 1024);
  });
});
