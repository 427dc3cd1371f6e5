/**
 * What a hospital's developer writes to book a trip through the partner API and follow it: the
 * typed client (clients/partner), a key from the partner console, Node 24 (runs TypeScript as
 * is: `node src/book-and-follow.ts`).
 *
 *   PARTNER_API_URL=https://ambulance.example.com PARTNER_API_KEY=amb_... node src/book-and-follow.ts
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPartnerClient, type PartnerApiOutputs } from '../../../clients/partner/src/index.ts';

type Trip = PartnerApiOutputs['trips']['get'];

const url = process.env.PARTNER_API_URL ?? 'http://localhost:3000';
const apiKey = process.env.PARTNER_API_KEY;
const everyMs = Number(process.env.FOLLOW_EVERY_MS ?? 5000);
const maxMinutes = Number(process.env.FOLLOW_MAX_MINUTES ?? 180);
if (!apiKey) {
  console.error('Set PARTNER_API_KEY to a key made in the partner console (API keys).');
  process.exit(2);
}

const client = createPartnerClient({ url, apiKey });

function describe(trip: Trip): string {
  const vehicle = trip.vehicle ? `, ambulance ${trip.vehicle.number}` : '';
  return `Trip #${trip.reference}: ${trip.status}${vehicle}`;
}

// The idempotency key makes a retry of this request (after a timeout, say) book nothing twice.
const booked = await client.trips.create.mutate({
  idempotencyKey: randomUUID(),
  patientName: 'Ravi Shankar',
  patientPhone: '98450 12345',
  pickupLocation: null, // the organisation's own address
  dropoffLocation: 'Home: 2nd Main, Jayanagar 4th Block',
  serviceType: 'transfer',
  needs: ['stretcher'],
  notes: 'Discharge, ward 5',
  scheduledAt: null,
});
console.log(`Booked ${booked.id}`);
console.log(describe(booked));

let last = describe(booked);
const until = Date.now() + maxMinutes * 60_000;
while (Date.now() < until) {
  await sleep(everyMs);
  const trip = await client.trips.get.query({ id: booked.id });
  const now = describe(trip);
  if (now !== last) console.log((last = now));
  if (trip.status === 'completed' || trip.status === 'cancelled') {
    console.log('Done.');
    process.exit(0);
  }
}
console.log('Stopped following (time limit).');
