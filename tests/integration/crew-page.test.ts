import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREW_ASSIGNMENT_DATA_ID } from '../../shared/crew-app';
import { startChildServer, type ChildServer } from '../helpers/child-server';
import { createTestDatabase } from '../helpers/database';
import { DEMO_PASSWORD } from '../helpers/templates';

/*
 * Issue 19.4: a crew member's load of /crew comes with their assignment rendered in (the first
 * paint shows the booking) and carried for the script; the service worker's copy of the screen,
 * anyone else's load, and a load with no session get the shell, with no patient data.
 * The built server in a child process (it renders with the built renderer), as plain-forms.test.ts.
 */
const OURS = 'http://localhost:3000';

let server: ChildServer;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/ssr/entry-server.js')) execSync('npm run build', { stdio: 'ignore' });
  // A copy of the seeded template: the demo accounts (DEMO_PASSWORD) are there already.
  const db = await createTestDatabase('seeded');
  dropDatabase = db.drop;
  server = await startChildServer({ DATABASE_URL: db.url, WEB_DIST_DIR: 'dist/client', PUBLIC_URL: OURS, SEED_DEMO: 'false' });
}, 600_000);
afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
});

async function cookieOf(email: string): Promise<string> {
  const res = await fetch(`${server.url}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: OURS },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function crewPage(headers: Record<string, string>) {
  const res = await fetch(`${server.url}/crew`, { headers, redirect: 'manual' });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), html: await res.text() };
}

describe('the crew page load', () => {
  it("a crew member's page load carries their booking, rendered and as data, never stored by a cache", async () => {
    const cookie = await cookieOf('crew1@demo.example.com');
    const current = (await (await fetch(`${server.url}/trpc/crew.current`, { headers: { cookie } })).json()) as {
      result: { data: { booking: { pickupLocation: string; reference: string } | null } };
    };
    const booking = current.result.data.booking!;
    expect(booking).not.toBeNull();

    const page = await crewPage({ cookie, 'sec-fetch-dest': 'document' });
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('no-store');
    // Rendered: the pickup address is in the HTML the phone paints first.
    expect(page.html).toContain(`<p class="pickup">`);
    expect(page.html).toContain(booking.pickupLocation.replace(/'/g, '&#x27;'));
    expect(page.html).not.toContain('Loading your assignment');
    // Carried for the script, and not asked for again with the page.
    const block = new RegExp(`<script type="application/json" id="${CREW_ASSIGNMENT_DATA_ID}">([^<]*)</script>`).exec(page.html);
    expect(JSON.parse(block![1])).toEqual(current.result.data);
    expect(page.html).not.toMatch(/rel="preload" as="fetch"/);
    // Its script is asked for only after the first paint (start-app.js), not ahead of it.
    expect(page.html).toMatch(/<script src="\/start-app.js" defer data-app="\/assets\/crew-[^"]+\.js" data-preload="[^"]*"><\/script>/);
    expect(page.html).not.toMatch(/<script type="module"|rel="modulepreload"/);
  });

  it("the service worker's fetch of the screen (not a page load), another role's load, and a load with no session get the shell", async () => {
    const crew = await cookieOf('crew1@demo.example.com');
    const operator = await cookieOf('operator@demo.example.com');
    const loads: Record<string, string>[] = [{ cookie: crew, 'sec-fetch-dest': 'empty' }, { cookie: crew }, { cookie: operator, 'sec-fetch-dest': 'document' }, { 'sec-fetch-dest': 'document' }];
    for (const headers of loads) {
      const page = await crewPage(headers);
      expect(page.status).toBe(200);
      expect(page.html).toContain('Loading your assignment');
      expect(page.html).not.toContain(CREW_ASSIGNMENT_DATA_ID);
      expect(page.html).not.toContain('<p class="pickup">');
      expect(page.html).toMatch(/rel="preload" as="fetch"/);
    }
  });
});
