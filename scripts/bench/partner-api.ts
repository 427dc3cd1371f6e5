import { randomUUID } from 'node:crypto';
import { pacedLoad } from '../bench-paced';
import { DEMO_PASSWORD, bookingRequestBody, fixedRate, quick, seconds } from './common';

const RATE = 50;
const PARTNER_EMAIL = 'partner@hospital.demo.example.com';

/** Signs the demo hospital's person in and makes a key that books trips (as a partner's developer does once). */
async function partnerKey(origin: string): Promise<string> {
  const signIn = await fetch(`${origin}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: PARTNER_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`partner sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const made = await fetch(`${origin}/trpc/partner.keys.create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ name: `bench ${Date.now()}`, scopes: ['trips:read', 'trips:write'] }),
  });
  if (!made.ok) throw new Error(`key creation failed: ${made.status} ${await made.text()}`);
  return ((await made.json()) as { result: { data: { secret: string } } }).result.data.secret;
}

/**
 * Issue 38's figure: a trip booked through the partner API's REST route (POST /api/v1/trips,
 * with a key: the key's lookup, its budget, the trip and its change event) at a fixed 50/s,
 * beside `site.requestBooking` at 50/s on the same server, one after the other. Open-loop,
 * timed from when each request was due (scripts/bench-paced.ts). Figures: no goal.
 */
export async function measurePartnerApi(origin: string) {
  const runSeconds = seconds(quick ? 10 : 30);
  const key = await partnerKey(origin);
  const rest = await pacedLoad({
    origin,
    rate: RATE,
    seconds: runSeconds,
    request: (i) => ({
      method: 'POST',
      path: '/api/v1/trips',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({
        idempotencyKey: randomUUID(),
        patientName: `Bench Patient ${i}`,
        patientPhone: `97${String(10_000_000 + i).slice(-8)}`,
        pickupLocation: null,
        dropoffLocation: 'Manipal Hospital, Old Airport Road',
        serviceType: 'transfer',
        needs: ['stretcher'],
        notes: null,
        scheduledAt: null,
      }),
    }),
  });
  await new Promise((r) => setTimeout(r, 1000));
  const site = await pacedLoad({
    origin,
    rate: RATE,
    seconds: runSeconds,
    request: (i) => ({
      method: 'POST',
      path: '/trpc/site.requestBooking',
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': `10.99.${(i >> 8) & 255}.${i & 255}` },
      body: bookingRequestBody(7_000_000 + i),
    }),
  });
  return { rest: fixedRate(rest), site: fixedRate(site), seconds: runSeconds };
}
