import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../helpers/child-server';
import { createTestDatabase } from '../helpers/database';

/**
 * One build serves any deployment: the same dist/ started twice with other SITE_PHONE and
 * PUBLIC_URL shows each its own number, canonical links, sitemap and structured data.
 * Uses the build `npm test` makes first (scripts/test-all.sh), or builds once here.
 */
const deployments = {
  first: { SITE_PHONE: '+919845012345', PUBLIC_URL: 'https://first.example.in' },
  second: { SITE_PHONE: '+918012345678', PUBLIC_URL: 'https://second.example.org' },
};
const servers: Partial<Record<keyof typeof deployments, ChildServer>> = {};
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/ssr/entry-server.js')) execSync('npm run build', { stdio: 'ignore' });
  const db = await createTestDatabase('migrated');
  dropDatabase = db.drop;
  for (const [name, env] of Object.entries(deployments)) {
    servers[name as keyof typeof deployments] = await startChildServer(
      { ...env, DATABASE_URL: db.url, WEB_DIST_DIR: 'dist/client' },
    );
  }
}, 600_000);

afterAll(async () => {
  await Promise.all(Object.values(servers).map((s) => s.stop()));
  await dropDatabase?.();
});

const page = async (server: ChildServer, path: string) => {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  return res.text();
};

/** The JSON-LD objects of a page, flattened out of any @graph. */
const structuredData = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((m) => {
    const data = JSON.parse(m[1]) as { '@graph'?: Record<string, unknown>[] };
    return data['@graph'] ?? [data];
  });

describe.each(Object.entries(deployments))('the build started as the %s deployment', (name, env) => {
  const other = Object.values(deployments).find((d) => d !== env)!;
  const digits = env.SITE_PHONE.slice(3);
  const server = () => servers[name as keyof typeof deployments]!;

  it('shows its own phone number (links, text) and none of the other', async () => {
    for (const path of ['/', '/contact']) {
      const html = await page(server(), path);
      expect(html).toContain(`href="tel:${env.SITE_PHONE}"`);
      expect(html).toContain(`${digits.slice(0, 5)} ${digits.slice(5)}`);
      expect(html).not.toContain(other.SITE_PHONE);
    }
  });

  it('has canonical links, structured data and a sitemap on its own URL', async () => {
    const html = await page(server(), '/contact');
    expect(html).toContain(`<link rel="canonical" href="${env.PUBLIC_URL}/contact"`);
    const business = structuredData(await page(server(), '/')).find((d) => 'telephone' in d)!;
    expect(business.telephone).toBe(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
    expect(JSON.stringify(business)).toContain(env.PUBLIC_URL);
    expect(JSON.stringify(business)).not.toContain(other.PUBLIC_URL);

    const sitemap = await page(server(), '/sitemap.xml');
    expect(sitemap).toContain(`<loc>${env.PUBLIC_URL}/</loc>`);
    expect(sitemap).not.toContain(other.PUBLIC_URL);
    expect(await page(server(), '/robots.txt')).toContain(`Sitemap: ${env.PUBLIC_URL}/sitemap.xml`);
  });

  it('gives the browser bundle the same values (the page carries them for hydration)', async () => {
    const html = await page(server(), '/');
    const config = JSON.parse(/<script type="application\/json" id="site-config">(.*?)<\/script>/s.exec(html)![1]) as Record<string, unknown>;
    expect(config).toMatchObject({ phone: env.SITE_PHONE, publicUrl: env.PUBLIC_URL });
  });
});
