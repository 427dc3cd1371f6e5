import { randomUUID } from 'node:crypto';
import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { describe, expect, it } from 'vitest';
import { PROVIDER_TIME_ZONE } from '../../shared/dates';
import type { PartnerTripRequestInput } from '../../shared/schemas/partner';
import { DEMO_ORGANISATIONS } from '../../server/db/seed';
import { errorOf } from '../helpers/errors';
import { seededServerWithEnvForFile, signedIn } from '../helpers/server';

/*
 * Issue 37.3: the control room's Scheduled view. Trips booked for a time, in the seven Bengaluru
 * days from `from`, by day and hour; an hour with more trips than the vehicles in service that
 * suit them is flagged. Every organisation's trips are shown (staff run one fleet for all);
 * trips for now and cancelled trips are not. The demo fleet in service has two ICU vehicles.
 */
const demo = seededServerWithEnvForFile({ SCHEDULED_TICK_MS: '600000' }, 'viewer', 'operator');
const [HOSPITAL, DIALYSIS] = DEMO_ORGANISATIONS;
const inProvider = tz(PROVIDER_TIME_ZONE);
// Past the demo's own series (4 weeks), so the day holds this test's trips only.
const day = format(addDays(new Date(), 60), 'yyyy-MM-dd', { in: inProvider });
const at = (time: string) => `${day}T${time}:00+05:30`;

const trip = (overrides: Partial<PartnerTripRequestInput>): PartnerTripRequestInput => ({
  idempotencyKey: randomUUID(),
  patientName: 'Ramesh Patil',
  patientPhone: '98450 66001',
  pickupLocation: '',
  dropoffLocation: 'Home: 5th Main, Jayanagar',
  serviceType: 'transfer',
  needs: [],
  notes: '',
  ...overrides,
});

describe('the Scheduled view', () => {
  it('shows trips in three hours, flags the hour with three ICU trips for two ICU vehicles, leaves out trips for now and cancelled ones', async () => {
    const hospital = await signedIn(demo.server.url, HOSPITAL.person.email);
    const dialysis = await signedIn(demo.server.url, DIALYSIS.person.email);
    await hospital.trpc.partner.requestTrip.mutate(trip({ patientName: 'Asha Rao', scheduledAt: at('09:30'), needs: ['wheelchair'] }));
    for (const name of ['Gowri Shetty', 'Imtiaz Khan']) await hospital.trpc.partner.requestTrip.mutate(trip({ patientName: name, serviceType: 'icu', scheduledAt: at('10:15'), needs: ['oxygen'] }));
    await dialysis.trpc.partner.requestTrip.mutate(trip({ patientName: 'Venkatesh Iyer', serviceType: 'icu', scheduledAt: at('10:45') }));
    await hospital.trpc.partner.requestTrip.mutate(trip({ patientName: 'Meena Kumari', serviceType: 'basic', scheduledAt: at('14:00') }));
    const cancelled = await hospital.trpc.partner.requestTrip.mutate(trip({ patientName: 'Cancelled Patient', serviceType: 'icu', scheduledAt: at('14:10') }));
    await hospital.trpc.partner.cancelTrip.mutate({ id: cancelled.id, version: cancelled.version, code: 'went_elsewhere' });
    // A staff booking for that day is not a trip booked for a time: it is in the Bookings list, not here.
    await demo.operator.trpc.bookings.create.mutate({
      customerName: 'Walk In',
      customerPhone: '98450 12345',
      customerEmail: '',
      pickupLocation: 'MG Road',
      dropoffLocation: 'Victoria Hospital',
      serviceType: 'icu',
      status: 'pending',
      bookingDate: at('10:30'),
      notes: '',
    });

    const week = await demo.viewer.trpc.bookings.scheduled.query({ from: day });
    expect(week.from).toBe(day);
    expect(week.days).toHaveLength(7);
    expect(week.vehiclesInService).toBe(9);
    const hours = week.days[0].hours;
    expect(hours.map((h) => h.hour)).toEqual(['09:00', '10:00', '14:00']);
    expect(hours.map((h) => [h.trips.length, h.suitableVehicles, h.overloaded])).toEqual([
      [1, 1, false],
      [3, 2, true],
      [1, 1, false],
    ]);
    expect(hours[1].trips.map((t) => [t.time, t.patientName, t.organisation, t.serviceType, t.needs, t.status])).toEqual([
      ['10:15', 'Gowri Shetty', HOSPITAL.name, 'icu', ['oxygen'], 'pending'],
      ['10:15', 'Imtiaz Khan', HOSPITAL.name, 'icu', ['oxygen'], 'pending'],
      ['10:45', 'Venkatesh Iyer', DIALYSIS.name, 'icu', [], 'pending'],
    ]);
    expect(hours[0].trips[0]).toMatchObject({ time: '09:30', patientName: 'Asha Rao', needs: ['wheelchair'], queued: false });
    expect(new Date(hours[1].startsAt).toISOString()).toBe(new Date(at('10:00')).toISOString());
    expect(week.days.slice(1).every((d) => d.hours.length === 0)).toBe(true);
  });

  it('refuses a day that is not a date with 400 and its message', async () => {
    const error = await errorOf(demo.viewer.trpc.bookings.scheduled.query({ from: '2026-02-30' }));
    expect(error.data?.httpStatus).toBe(400);
    expect(error.message).toContain('From is not a real date');
  });
});
