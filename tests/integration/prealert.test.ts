import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingFormInput } from '../../shared/schemas/booking';
import type { SendPrealertInput } from '../../shared/schemas/prealert';
import { errorOf } from '../helpers/errors';
import { crewTap as tap, rows } from '../helpers/fixtures';
import { collectChanges, crewAccount, seededServerForFile, type ApiClient } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

/*
 * Issue 39.2: the receiving hospital's pre-alert. Its own private link (not the family's; one
 * booking; gone 24 hours after the trip ended); a page that shows what the department needs and
 * the live arrival estimate from the vehicle's position, and no name, phone or address of the
 * patient; a one-tap answer with no account, stored once, that the crew and the control room
 * hear of at once.
 */
const demo = seededServerForFile('admin', 'operator', 'viewer');

const VEHICLE = { main: 'KA-04-CD-6150', crew: 'KA-02-NN-7001', other: 'KA-51-EM-3310' };
let vehicles: Map<string, string>;
let heart: { id: string; name: string; point: { lat: number; lng: number } };
const crews = {} as Record<keyof typeof VEHICLE, ApiClient>;
beforeAll(async () => {
  vehicles = new Map((await demo.admin.trpc.fleet.list.query()).map((a) => [a.vehicleNumber, a.id]));
  heart = (await demo.viewer.trpc.hospitals.list.query()).find((h) => h.name === 'Whitefield Heart Institute')!;
  for (const key of Object.keys(VEHICLE) as (keyof typeof VEHICLE)[]) {
    crews[key] = await crewAccount(demo.server.url, demo.admin, `crew.pre.${key}@example.com`, VEHICLE[key]);
  }
});

const PATIENT = { name: 'Gayathri Prealert', phone: '9845077777', pickup: '42 Lakeside Villas, Varthur', notes: 'Gate code 4412, dog in the house' };
const form = (overrides: Partial<BookingFormInput> = {}): BookingFormInput => ({
  customerName: PATIENT.name,
  customerPhone: PATIENT.phone,
  customerEmail: '',
  pickupLocation: PATIENT.pickup,
  dropoffLocation: 'Typed',
  serviceType: 'cardiac',
  status: 'pending',
  bookingDate: new Date().toISOString(),
  notes: PATIENT.notes,
  destinationHospitalId: heart.id,
  ...overrides,
});
const details = (bookingId: string, overrides: Partial<SendPrealertInput> = {}): SendPrealertInput => ({
  bookingId,
  ageBand: 'older_adult',
  sex: 'female',
  complaint: 'chest_pain',
  note: 'On oxygen, aspirin given',
  priority: 'red',
  ...overrides,
});

/** A booking on the vehicle, with the crew's steps up to `until`. */
async function onTrip(vehicle: keyof typeof VEHICLE, until: 'assigned' | 'on_board', overrides: Partial<BookingFormInput> = {}) {
  const created = await demo.operator.trpc.bookings.create.mutate(form(overrides));
  await demo.operator.trpc.bookings.assign.mutate({ bookingId: created.id, version: await bookingVersion(demo.operator.trpc, created.id), ambulanceId: vehicles.get(VEHICLE[vehicle])! });
  if (until === 'on_board') for (const step of ['on_the_way', 'at_pickup', 'on_board'] as const) await crews[vehicle].trpc.crew.recordStep.mutate(tap({ bookingId: created.id, step }));
  return created.id;
}
const fix = (bookingId: string, lat: number, lng: number, secondsAgo = 0) => ({ bookingId, latitude: lat, longitude: lng, accuracyM: 12, fixedAt: new Date(Date.now() - secondsAgo * 1000).toISOString() });
const page = async (path: string) => {
  const res = await fetch(`${demo.server.url}${path}`);
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const answer = (path: string, text: string) =>
  fetch(`${demo.server.url}${path}/ack`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ text }) });

describe('sending a pre-alert', () => {
  it('only once the patient is on board, on the way to a listed hospital', async () => {
    const early = await onTrip('other', 'assigned');
    const tooEarly = await errorOf(demo.operator.trpc.bookings.sendPrealert.mutate(details(early)));
    expect(tooEarly.data?.httpStatus).toBe(409);
    expect(tooEarly.message).toBe('A pre-alert is sent once the patient is on board, before the ambulance arrives at the hospital.');
    await demo.operator.trpc.bookings.unassign.mutate({ bookingId: early, version: await bookingVersion(demo.operator.trpc, early) });

    const typed = await demo.operator.trpc.bookings.create.mutate(form({ destinationHospitalId: null, dropoffLocation: 'Home' }));
    const noHospital = await errorOf(demo.operator.trpc.bookings.sendPrealert.mutate(details(typed.id)));
    expect(noHospital.data?.httpStatus).toBe(409);
    expect(noHospital.message).toBe("Choose a listed hospital as this booking's destination first: the pre-alert goes to its emergency department.");

    const bad = await errorOf(demo.operator.trpc.bookings.sendPrealert.mutate(details(typed.id, { complaint: 'headache' as 'other' })));
    expect(bad.data?.httpStatus).toBe(400);
    expect(bad.message).toBe('Choose the chief complaint');
    const viewer = await errorOf(demo.viewer.trpc.bookings.sendPrealert.mutate(details(typed.id)));
    expect(viewer.data?.httpStatus).toBe(403);
  });

  it('staff send it: its own link and WhatsApp/SMS texts to the department, none of the patient\'s personal details; the page shows what the department needs and the live estimate', async () => {
    const id = await onTrip('main', 'on_board');
    // The vehicle 6 km south of the hospital.
    await crews.main.trpc.crew.sharePosition.mutate(fix(id, heart.point.lat - 0.054, heart.point.lng));
    const sent = await demo.operator.trpc.bookings.sendPrealert.mutate(details(id));
    const booking = await demo.viewer.trpc.bookings.byId.query({ id });
    expect(sent.path).toMatch(/^\/prealert\/[A-Za-z0-9_-]{43}$/);
    expect(sent.path.slice('/prealert/'.length)).not.toBe(booking.trackingPath.slice('/track/'.length));
    expect(sent.hospital).toEqual({ name: 'Whitefield Heart Institute', edPhone: '08041230002' });
    expect(sent.whatsappHref).toMatch(/^https:\/\/wa\.me\/918041230002\?text=/);
    expect(sent.smsHref).toMatch(/^sms:\+918041230002\?body=/);
    // 6.0 km × 1.35 ÷ 22 km/h = 22 min.
    expect(sent.shareText).toBe(
      `Pre-alert for Whitefield Heart Institute emergency from Bengaluru Ambulance Service: older adult, female, chest pain / suspected cardiac. Priority Red: immediate. Cardiac ambulance KA-04-CD-6150, about 22 min away. Live arrival and one-tap "ready" answer: ${sent.url}`,
    );
    for (const personal of [PATIENT.name, PATIENT.phone, '98450 77777', 'Lakeside', 'Gate code']) expect(sent.shareText).not.toContain(personal);
    expect(await demo.viewer.trpc.bookings.prealert.query({ bookingId: id })).toMatchObject({ path: sent.path, acknowledgement: null, sentBy: 'staff' });

    const first = await page(sent.path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    for (const shown of ['Older adult (65+) · Female', 'Chest pain / suspected cardiac', 'On oxygen, aspirin given', 'Red: immediate', 'Cardiac Ambulance', 'Cardiac · KA-04-CD-6150', 'tel:+919880011008', 'About 22 min away', '6.0 km']) {
      expect(first.html).toContain(shown);
    }
    expect(first.html).toMatch(/position \d+ s ago/);
    for (const personal of [PATIENT.name, PATIENT.phone, '+919845077777', 'Lakeside Villas', 'Gate code', 'dog']) expect(first.html).not.toContain(personal);
    // The script-free page reloads itself; with scripts the part that changes is read again.
    expect(first.html).toContain('<noscript><meta http-equiv="refresh" content="30"></noscript>');

    // The vehicle moves on: 2 km from the hospital.
    await crews.main.trpc.crew.sharePosition.mutate(fix(id, heart.point.lat - 0.018, heart.point.lng));
    const fragment = (await (await fetch(`${demo.server.url}${sent.path}/fragment`)).json()) as { html: string; title: string };
    expect(fragment.html).toContain('About 7 min away');
    expect(fragment.html).toContain('2.0 km');
    expect(fragment.title).toBe(`Pre-alert ${booking.reference}: about 7 min away`);
    expect((await page(sent.path)).html).toContain('About 7 min away');

    // Arrived: no estimate, the time instead.
    await crews.main.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'at_hospital' }));
    const arrived = await page(sent.path);
    expect(arrived.html).toMatch(/Arrived at \d\d:\d\d/);
    expect(arrived.html).not.toContain('min away');
  });

  it('the crew sends it with one tap for its own booking; another vehicle\'s crew is refused', async () => {
    const id = await onTrip('crew', 'on_board', { serviceType: 'neonatal' });
    const refused = await errorOf(crews.other.trpc.crew.sendPrealert.mutate(details(id)));
    expect(refused.data?.httpStatus).toBe(403);
    const sent = await crews.crew.trpc.crew.sendPrealert.mutate(details(id, { ageBand: 'newborn', complaint: 'breathing', note: null, priority: 'orange' }));
    expect(sent).toMatchObject({ sentBy: 'crew', priority: 'orange' });
    expect(await crews.crew.trpc.crew.prealert.query({ bookingId: id })).toMatchObject({ path: sent.path });
    const timeline = await demo.viewer.trpc.bookings.timeline.query({ id });
    expect(timeline.some((e) => e.action === 'prealert_sent')).toBe(true);
  });
});

describe('the link', () => {
  let id: string;
  let path: string;
  beforeAll(async () => {
    id = await onTrip('other', 'on_board');
    path = (await demo.operator.trpc.bookings.sendPrealert.mutate(details(id))).path;
  });

  it('the answer is taken with no account, stored once, and the crew and the control room hear of it at once', async () => {
    const crewStream = await collectChanges(demo.server.app.orm, (h) => crews.other.trpc.crew.onChange.subscribe(undefined, h), 1);
    const staffStream = await collectChanges(demo.server.app.orm, (h) => demo.viewer.trpc.dashboard.onChange.subscribe(undefined, h), 1);
    await Promise.all([crewStream.started, staffStream.started]);

    const blank = await answer(path, '   ');
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain('Type a short answer, e.g. Ready for you: bay 4');

    const res = await answer(path, 'Ready for you: bay 4');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(path);
    expect((await crewStream.done).map((e) => [e.data.topic, e.data.entityId])).toEqual([['booking', id]]);
    expect((await staffStream.done).map((e) => [e.data.topic, e.data.entityId])).toEqual([['booking', id]]);
    const seen = await crews.other.trpc.crew.prealert.query({ bookingId: id });
    expect(seen!.acknowledgement).toMatchObject({ text: 'Ready for you: bay 4' });
    expect((await demo.viewer.trpc.bookings.prealert.query({ bookingId: id }))!.acknowledgement).toEqual(seen!.acknowledgement);
    expect((await page(path)).html).toMatch(/Answered at \d\d:\d\d: <strong>Ready for you: bay 4<\/strong>/);

    // A second answer (another nurse) is refused with the first; the first stays.
    const again = await answer(path, 'Bay 7 instead');
    expect(again.status).toBe(409);
    expect(await again.text()).toMatch(/Already answered at \d\d:\d\d: &quot;Ready for you: bay 4&quot;/);
    expect((await crews.other.trpc.crew.prealert.query({ bookingId: id }))!.acknowledgement!.text).toBe('Ready for you: bay 4');
    const tooLong = await answer(path, 'x'.repeat(61));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain('The answer may be at most 60 characters');
  });

  it('opens one booking\'s pre-alert only: the family\'s token is not a pre-alert link, nor the other way round; unknown: 404', async () => {
    const { trackingPath } = await demo.viewer.trpc.bookings.byId.query({ id });
    const familyToken = trackingPath.slice('/track/'.length);
    const prealertToken = path.slice('/prealert/'.length);
    expect((await page(`/prealert/${familyToken}`)).status).toBe(404);
    expect((await page(`/track/${prealertToken}`)).status).toBe(404);
    expect((await page(`/prealert/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await page('/prealert/short')).status).toBe(404);
    expect((await answer(`/prealert/${'B'.repeat(43)}`, 'Ready')).status).toBe(404);
  });

  it('works for 24 hours after the trip ended, then answers 410', async () => {
    for (const step of ['at_hospital', 'handed_over', 'completed'] as const) await crews.other.trpc.crew.recordStep.mutate(tap({ bookingId: id, step }));
    const ended = await page(path);
    expect(ended.status).toBe(200);
    expect(ended.html).toMatch(/Handed over at \d\d:\d\d/);
    // The crew's phone number is not shown once the patient is handed over.
    expect(ended.html).not.toContain('Call the crew');
    await rows(demo.server.app.orm, "update booking set ended_at = now() - interval '25 hours' where id = ?", [id]);
    const expired = await page(path);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain('This pre-alert has expired');
    expect((await fetch(`${demo.server.url}${path}/fragment`)).status).toBe(410);
  });
});
