import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../shared/content/services';
import { PERMANENT_REDIRECTS, servicePagePath } from '../../shared/routes';
import { ALIAS_PATHS, PRERENDER_PATHS, SITEMAP_PATHS } from '../../web/lib/public-routes';

describe('service page paths', () => {
  it('resolve each service slug to its page, and the emergency aliases to the emergency page', () => {
    for (const service of SERVICES) expect(servicePagePath(service.path.slice('/services/'.length))).toBe(service.path);
    expect(servicePagePath('emergency-ambulance-number')).toBe('/services/emergency');
    expect(servicePagePath('emergency-ambulance-number-bangalore')).toBe('/services/emergency');
  });

  it('know no other slug (the short redirect paths included: the layout redirects those first)', () => {
    for (const slug of ['icu', 'basic', 'no-such-service', '', 'Cardiac']) expect(servicePagePath(slug), slug).toBeUndefined();
    expect(Object.keys(PERMANENT_REDIRECTS).every((path) => !PRERENDER_PATHS.includes(path))).toBe(true);
  });

  it('prerender the aliases but keep them out of the sitemap', () => {
    expect(ALIAS_PATHS).toEqual(['/services/emergency-ambulance-number', '/services/emergency-ambulance-number-bangalore']);
    for (const path of ALIAS_PATHS) {
      expect(PRERENDER_PATHS).toContain(path);
      expect(SITEMAP_PATHS).not.toContain(path);
    }
    for (const service of SERVICES) expect(SITEMAP_PATHS).toContain(service.path);
  });
});

describe('service page search snippets', () => {
  it('are unique, with titles of at most 60 characters and descriptions of 50 to 160', () => {
    expect(new Set(SERVICES.map((s) => s.metaTitle)).size).toBe(SERVICES.length);
    expect(new Set(SERVICES.map((s) => s.metaDescription)).size).toBe(SERVICES.length);
    for (const service of SERVICES) {
      expect(service.metaTitle.length, service.metaTitle).toBeLessThanOrEqual(60);
      expect(service.metaDescription.length, service.metaDescription).toBeGreaterThanOrEqual(50);
      expect(service.metaDescription.length, service.metaDescription).toBeLessThanOrEqual(160);
    }
  });
});
