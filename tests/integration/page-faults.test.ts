import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../helpers/fixtures';
import { createApiClient, startTestServer, type TestServer } from '../helpers/server';

/*
 * Issue 35 item 4: no public page can stop the server. A page whose render throws, and a
 * renderer that cannot be loaded at all: the server starts all the same, the booking API and
 * the plain form store a request, the broken address answers 503 with Retry-After, the site's
 * name, the helpline as a tel: link and a booking form that posts as plain HTML, every other
 * page still answers, and /healthz stays 200 and names the degraded pages.
 *
 * The real server in this process (buildApp, real PostgreSQL) on the built web app: it needs
 * `npm run build` (npm test builds before running vitest). The faults are renderer modules
 * written here: one wraps the built renderer and throws for /fleet, one throws on import, one
 * does not exist.
 */
const BUILT = ['dist/client/.vite/manifest.json', 'dist/ssr/entry-server.js', 'dist/ssr/console.html'];
const SITE_PHONE = '+919845012345';
const SITE_NAME = 'Varthur Test Ambulance';
const OURS = 'http://localhost:3000'; // the test server's PUBLIC_URL

let faults: string;
beforeAll(async () => {
  const missing = BUILT.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`page-faults.test.ts needs the built web app; missing ${missing.join(', ')}: run \`npm run build\` first`);
  faults = await mkdtemp(path.join(tmpdir(), 'page-faults-'));
  const built = pathToFileURL(path.resolve('dist/ssr/entry-server.js')).href;
  await writeFile(
    path.join(faults, 'fleet-throws.mjs'),
    [
      `import * as built from ${JSON.stringify(built)};`,
      `export const { configureSite, prerenderPaths, sitemapPaths, renderConsoleHead, screenNames, renderScreen } = built;`,
      `export function render(pathname, shell, answer) {`,
      `  if (pathname === '/fleet') throw new Error('the fleet page broke (test)');`,
      `  return built.render(pathname, shell, answer);`,
      `}`,
    ].join('\n'),
  );
  await writeFile(path.join(faults, 'throws-on-import.mjs'), `throw new Error('the renderer broke while loading (test)');\n`);
});
afterAll(async () => {
  if (faults) await rm(faults, { recursive: true, force: true });
});

interface Scenario {
  renderer: () => string;
  /** What /healthz lists (exactly, or at least these). */
  degraded: { exactly?: string[]; includes: string[] };
  broken: string[];
  working: string[];
  /** The error line: its message, and the path it names (a page), or the paths (the renderer). */
  logged: { msg: RegExp; error: RegExp; path?: string };
}

const scenarios: Record<string, Scenario> = {
  'one page whose render throws': {
    renderer: () => path.join(faults, 'fleet-throws.mjs'),
    degraded: { exactly: ['/fleet'], includes: ['/fleet'] },
    broken: ['/fleet'],
    working: ['/', '/contact', '/kn/fleet', '/hi/fleet', '/services/cardiac'],
    logged: { msg: /a page could not be rendered/, error: /the fleet page broke/, path: '/fleet' },
  },
  'a renderer that throws while loading': {
    renderer: () => path.join(faults, 'throws-on-import.mjs'),
    degraded: { includes: ['/', '/fleet', '/kn/contact', '/admin', '/auth', '/crew'] },
    broken: ['/', '/fleet', '/contact', '/kn/fleet', '/hi'],
    working: [],
    logged: { msg: /renderer could not be loaded/, error: /the renderer broke while loading/ },
  },
  'a renderer module that is missing': {
    renderer: () => path.join(faults, 'no-such-renderer.mjs'),
    degraded: { includes: ['/', '/ambulance-near-me', '/kn', '/admin'] },
    broken: ['/', '/ambulance-near-me', '/hi/contact'],
    working: [],
    logged: { msg: /renderer could not be loaded/, error: /no-such-renderer|Cannot find|Failed to load/i },
  },
};

describe.each(Object.entries(scenarios))('with %s', (_name, scenario) => {
  let server: TestServer & { dropDatabase: () => Promise<void> };
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      env: { SITE_PHONE, SITE_NAME, LOG_LEVEL: 'error' },
      logDestination: { write: (line: string) => void lines.push(line) },
      web: { rendererFile: scenario.renderer() },
    });
  });
  afterAll(async () => {
    await server?.close();
    await server?.dropDatabase();
  });

  const get = (urlPath: string) => fetch(`${server.url}${urlPath}`, { redirect: 'manual' });

  it('starts, and logs what failed with its error at error level', () => {
    const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string; path?: string; paths?: string[]; err?: { message: string } });
    const line = errors.find((e) => scenario.logged.msg.test(e.msg));
    expect(line, lines.join('\n')).toBeDefined();
    expect(line!.level).toBe(50);
    expect(line!.err?.message).toMatch(scenario.logged.error);
    if (scenario.logged.path) expect(line!.path).toBe(scenario.logged.path);
    else expect(line!.paths).toEqual(expect.arrayContaining(scenario.degraded.includes));
  });

  it('keeps /healthz at 200, naming the degraded pages', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; database: string; pages: { degraded: string[] } };
    expect(body).toMatchObject({ status: 'ok', database: 'up' });
    if (scenario.degraded.exactly) expect(body.pages.degraded).toEqual(scenario.degraded.exactly);
    expect(body.pages.degraded).toEqual(expect.arrayContaining(scenario.degraded.includes));
  });

  it('stores a booking request sent through the API', async () => {
    const idempotencyKey = randomUUID();
    const receipt = await createApiClient(server.url).trpc.site.requestBooking.mutate({
      variant: 'home',
      name: 'Api Caller',
      phone: '+91 98450 22334',
      pickupAddress: '14 Varthur Main Road, Varthur',
      destination: '',
      serviceType: 'emergency',
      dateTime: '',
      notes: '',
      idempotencyKey,
    });
    expect(receipt.reference).toMatch(/^[0-9A-F]{8}$/);
    expect(await rows(server.app.orm, 'select id from booking where idempotency_key = ?', [idempotencyKey])).toHaveLength(1);
  });

  it('answers a broken address with 503, the name, the helpline and a plain booking form that stores a request', async () => {
    for (const urlPath of scenario.broken) {
      // A route of its own, not the not-found handler's doing.
      expect(server.app.hasRoute({ method: 'GET', url: urlPath }), urlPath).toBe(true);
      const res = await get(urlPath);
      expect(res.status, urlPath).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      const page = parse(html);
      expect(page.querySelector('title')?.textContent).toBe(SITE_NAME);
      expect(page.querySelector(`a[href="tel:${SITE_PHONE}"]`), urlPath).not.toBeNull();
      const lang = urlPath.startsWith('/kn') ? 'kn-IN' : urlPath.startsWith('/hi') ? 'hi-IN' : 'en-IN';
      expect(page.querySelector('html')?.getAttribute('lang')).toBe(lang);
      const form = page.querySelector('#booking-form form');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.getAttribute('action')).toBe(`${lang === 'en-IN' ? '' : `/${lang.slice(0, 2)}`}/forms/booking#booking-form`);
      expect(html).not.toContain('__form-key__');
    }

    // The first broken page's form, filled in and posted as a browser would.
    const page = parse(await (await get(scenario.broken[0])).text());
    const form = page.querySelector('#booking-form form')!;
    const fields: Record<string, string> = {};
    for (const input of form.querySelectorAll('input')) {
      const type = input.getAttribute('type');
      if (type === 'radio' && input.getAttribute('checked') === undefined) continue;
      fields[input.getAttribute('name')!] = input.getAttribute('value') ?? '';
    }
    const key = fields.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    Object.assign(fields, { name: 'Plain Poster', phone: '98450 33445', pickupAddress: '2 Gunjur Road, Varthur', serviceType: 'emergency', notes: 'no script' });
    const res = await fetch(`${server.url}${form.getAttribute('action')!.split('#')[0]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: OURS, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(res.status).toBe(200);
    expect(await rows(server.app.orm, 'select id from booking where idempotency_key = ? and customer_name = ?', [key, 'Plain Poster'])).toHaveLength(1);
    // The answer page (the real one, or the fallback's shell when it cannot render) gives the receipt.
    const answer = await res.text();
    expect(parse(answer).textContent).toMatch(/Thank you! Your request has been received\.[\s\S]*Reference: [0-9A-F]{8}/);
    expect(answer).toContain(`tel:${SITE_PHONE}`);
  });

  it('refuses a bad plain post with a 4xx page that keeps the form', async () => {
    const res = await fetch(`${server.url}/forms/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: OURS, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ name: 'X', phone: 'not a phone', idempotencyKey: randomUUID(), variant: 'home' }).toString(),
    });
    expect(res.status).toBe(400);
    const page = parse(await res.text());
    expect(page.querySelector('#booking-form form input[name=name]')?.getAttribute('value')).toBe('X');
  });

  it('serves every other page, the sign-in, crew and staff screens, and keeps the 404 page a 404', async () => {
    for (const urlPath of scenario.working) {
      expect(server.app.hasRoute({ method: 'GET', url: urlPath }), urlPath).toBe(true);
      expect((await get(urlPath)).status, urlPath).toBe(200);
    }
    // Rendered or not, these screens answer their page (their script renders them).
    for (const urlPath of ['/auth', '/crew', '/admin', '/admin/bookings/123']) {
      const res = await get(urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(await res.text()).toContain('<div id="root"');
    }
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    // The rendered not-found page, or (when it could not be rendered) the fallback's.
    expect(parse(await missing.text()).textContent).toContain('Oops! Page not found');
    expect((await get('/track/not-a-real-token')).status).toBe(404);
    // Redirects stay the not-found handler's: old paths, and a trailing slash dropped.
    for (const [from, to] of [['/services/icu', '/services/icu-ambulance-bangalore'], ['/fleet/', '/fleet'], ['/admin/', '/admin'], ['/admin/bookings/', '/admin/bookings']]) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
    // A page's address takes no post (404, never a 5xx).
    expect((await fetch(`${server.url}/fleet`, { method: 'POST', headers: { origin: OURS }, body: '' })).status).toBe(404);
  });
});
