import { parse } from 'node-html-parser';
import { PUBLIC_PATHS } from '../../web/lib/public-routes';
import { expect, test } from './fixtures';
import { checkSettledPage } from './page-checks';

/**
 * Checks over every public route (the sitemap's list): each answers 200 with a title,
 * description and canonical of its own; every internal link on every public page leads
 * somewhere that exists; axe finds no serious or critical accessibility problem, and the page
 * runs with no CSP violation (the Kannada and Hindi pages: languages.spec.ts).
 */

test('every public route has its own title and description', async ({ request }) => {
  const seen = new Map<string, string>();
  for (const path of PUBLIC_PATHS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const head = parse(await response.text()).querySelector('head')!;
    const title = head.querySelector('title')?.text ?? '';
    const description = head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(title, `${path} title`).not.toBe('');
    for (const [key, value] of [
      ['title', title],
      ['description', description],
    ] as const) {
      const other = seen.get(`${key}:${value}`);
      expect(other, `${path} has the same ${key} as ${other}`).toBeUndefined();
      seen.set(`${key}:${value}`, path);
    }
  }
});

test('every internal link on every public page leads to a page that exists (crawler)', async ({ request }) => {
  test.setTimeout(120_000);
  const toVisit = ['/'];
  const visited = new Set<string>();
  const broken: string[] = [];
  const statusOf = new Map<string, number>();
  const check = async (target: string) => {
    if (!statusOf.has(target)) {
      const res = await request.get(target, { maxRedirects: 5 });
      statusOf.set(target, res.status());
    }
    return statusOf.get(target)!;
  };
  while (toVisit.length) {
    const page = toVisit.shift()!;
    if (visited.has(page)) continue;
    visited.add(page);
    const res = await request.get(page);
    const html = parse(await res.text());
    for (const a of html.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href')!;
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const target = new URL(href, 'http://x').pathname;
      const status = await check(target);
      if (status !== 200) broken.push(`${page} -> ${href} (${status})`);
      else if (!/\.[a-z0-9]+$/i.test(target) && !visited.has(target)) toVisit.push(target);
    }
  }
  expect(broken).toEqual([]);
  // The crawl reaches every page of the sitemap from the home page.
  expect(PUBLIC_PATHS.filter((p) => !visited.has(p))).toEqual([]);
});

for (const path of PUBLIC_PATHS) {
  test(`${path}: axe finds no serious or critical problem, and the page runs with no CSP violation`, async ({ page }) => {
    const { axe, csp } = await checkSettledPage(page, path);
    expect(axe).toEqual([]);
    expect(csp).toEqual([]);
  });
}
