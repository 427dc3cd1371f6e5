/**
 * Calls the compiler must refuse (the test suite type-checks this file): each line after an
 * `@ts-expect-error` is a mistake a developer could make; the check fails if one compiled.
 */
/* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- the staff procedures below do not exist on the client: that is the point */
import { createPartnerClient } from '../../../clients/partner/src/index.ts';

const client = createPartnerClient({ url: 'http://localhost:3000', apiKey: 'amb_example' });
const idempotencyKey = '00000000-0000-4000-8000-000000000000';

export async function mistakes() {
  await client.trips.create.mutate({
    idempotencyKey,
    patientName: 'Ravi Shankar',
    patientPhone: '98450 12345',
    dropoffLocation: 'Jayanagar',
    serviceType: 'transfer',
    // @ts-expect-error a wrong field name (notse for notes)
    notse: 'ward 5',
  });
  await client.trips.create.mutate({
    idempotencyKey,
    patientName: 'Ravi Shankar',
    patientPhone: '98450 12345',
    dropoffLocation: 'Jayanagar',
    serviceType: 'transfer',
    // @ts-expect-error a wrong type (a list of needs, not one)
    needs: 'oxygen',
  });
  // @ts-expect-error a status that does not exist
  await client.trips.list.query({ status: 'lost' });
  // @ts-expect-error no staff procedure exists on the partner client
  await client.bookings.list.query({});
  // @ts-expect-error nor the partner console's
  await client.partner.keys.list.query();
  // @ts-expect-error nor the admins'
  await client.organisations.list.query();
}
