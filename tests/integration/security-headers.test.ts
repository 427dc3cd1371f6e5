import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

/* Issue 9 point 3, the headers as sent (tests/e2e/csp.spec.ts checks the browser finds no violation). */

let production: TestServer & { dropDatabase: () => Promise<void> };
let test: TestServer & { dropDatabase: () => Promise<void> };
beforeAll(async () => {
  production = await startTestServer({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://ambulance.example' } });
  test = await startTestServer({});
});
afterAll(async () => {
  for (const server of [production, test]) {
    await server.close();
    await server.dropDatabase();
  }
});

const directives = (csp: string) => Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values.join(' ')]));

describe('security headers', () => {
  it('production: HSTS, and a CSP whose connect-src is this site and its own wss: origin only', async () => {
    const res = await fetch(`${production.url}/healthz`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(res.headers.get('content-security-policy')!);
    expect(csp['script-src']).toBe("'self'");
    expect(csp['connect-src']).toBe("'self' wss://ambulance.example");
    expect(csp['frame-src']).toBe('https://maps.google.com https://www.google.com');
    expect(csp['object-src']).toBe("'none'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp).toHaveProperty('upgrade-insecure-requests');
  });

  it('not in production: no HSTS (never pin a development host); ws: for an http site', async () => {
    const res = await fetch(`${test.url}/healthz`);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(directives(res.headers.get('content-security-policy')!)['connect-src']).toBe("'self' ws://localhost:3000");
  });
});
