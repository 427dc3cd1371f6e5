import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { root, originA, round } from './common';

/** JS and CSS Chromium loads for a page, gzip -9 of the built files, in kB. */
export async function bundleSizes(cookie: string) {
  // The server renders the sitemap at start-up with its own PUBLIC_URL (no file in dist/).
  const sitemap = await (await fetch(`${originA}/sitemap.xml`)).text();
  const publicPaths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const gz = new Map<string, number>();
  const sizeOf = (url: string) => {
    const file = path.join(root, 'dist/client', new URL(url).pathname);
    if (!existsSync(file)) return 0;
    if (!gz.has(file)) gz.set(file, zlib.gzipSync(readFileSync(file), { level: 9 }).length);
    return gz.get(file)!;
  };
  const measure = async (pagePath: string, withSession: boolean) => {
    const context = await browser.newContext();
    if (withSession) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name, value] = pair.split('=') as [string, string];
          return { name, value, url: originA };
        }),
      );
    }
    const page = await context.newPage();
    const assets = new Map<string, string>();
    page.on('request', (req) => {
      if (['script', 'stylesheet'].includes(req.resourceType()) && req.url().startsWith(originA)) assets.set(req.url(), req.resourceType());
    });
    // 'load', then a moment for chunks loaded after it (networkidle never comes on pages
    // that embed a map, with no internet here).
    await page.goto(originA + pagePath, { waitUntil: 'load', timeout: 90_000 });
    if (withSession) await page.getByTestId('live-status').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    await context.close();
    const kB = (type?: string) => round([...assets].filter(([, t]) => !type || t === type).reduce((sum, [url]) => sum + sizeOf(url), 0) / 1024);
    return { total: kB(), js: kB('script') };
  };
  const perRoute: Record<string, number> = {};
  for (const p of publicPaths) perRoute[p] = (await measure(p, false)).total;
  const dashboard = await measure('/admin', true);
  await browser.close();
  return { perRoute, publicMaxKB: Math.max(...Object.values(perRoute)), dashboardKB: dashboard.total, dashboardJsKB: dashboard.js };
}
