import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import { contentSecurityPolicy } from '../../server/plugins/security-headers';
import { tileImageSource } from '../../shared/map-tiles';

describe('map tiles (MAP_TILE_URL, MAP_ATTRIBUTION)', () => {
  it('defaults to OpenStreetMap for development, with its credit', () => {
    expect(loadEnv({}).mapTiles).toEqual({ urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
  });

  it('empty or "none" means no tiles', () => {
    expect(loadEnv({ MAP_TILE_URL: '' }).mapTiles).toBeNull();
    expect(loadEnv({ MAP_TILE_URL: 'none' }).mapTiles).toBeNull();
  });

  it('refuses a template without {z}/{x}/{y} or with another scheme, naming the variable', () => {
    expect(() => loadEnv({ MAP_TILE_URL: 'https://tiles.example.in/map.png' })).toThrow(/MAP_TILE_URL: Use a template/);
    expect(() => loadEnv({ MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toThrow(/MAP_TILE_URL: Use an http\(s\) URL/);
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tiles.example.in/{z}/{x}/{y}.png?key=k', 'https://*.tiles.example.in'],
    ['/e2e-tiles/{z}/{x}/{y}.png', null],
  ])('the CSP allows images from the tile host only: %s → %s', (template, source) => {
    expect(tileImageSource({ urlTemplate: template, attribution: '' })).toBe(source);
    const env = { ...loadEnv({ MAP_TILE_URL: template }), PUBLIC_URL: 'https://example.in' };
    expect(contentSecurityPolicy(env, 'https://maps.google.com/maps?q=x').imgSrc).toEqual(["'self'", 'data:', ...(source ? [source] : [])]);
  });
});
