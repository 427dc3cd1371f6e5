import { addDays } from 'date-fns/addDays';
import { subMinutes } from 'date-fns/subMinutes';
import { describe, expect, it } from 'vitest';
import type { RateCardBodyInput } from '../../shared/schemas/fares';
import { fareOf } from '../../shared/fares';
import { DEMO_RATE_CARD } from '../../server/db/demo-rate-card';
import { errorOf } from '../helpers/errors';
import { parse } from 'node-html-parser';
import { createApiClient, seededServerForFile, signedIn, startTestServer } from '../helpers/server';

/*
 * Issue 40.1: the rate card as data. Each change is a new version from a date; versions only move
 * forward; one not yet in force can be withdrawn, one in force or past stays. Anyone reads the
 * version in force (fares are shown beforehand); staff read every version; admins add them.
 * Cases run in order: each builds on the versions the one before left.
 */
const demo = seededServerForFile('admin', 'viewer');

const card = (perKmRupees: number): RateCardBodyInput => ({
  ...DEMO_RATE_CARD,
  lines: DEMO_RATE_CARD.lines.map((l) => (l.serviceType === 'emergency' ? { ...l, perKmPaise: perKmRupees * 100 } : l)),
  note: { en: `₹${perKmRupees} a km`, kn: `ಕಿಮೀಗೆ ₹${perKmRupees}`, hi: `₹${perKmRupees} प्रति किमी` },
});

describe('the rate card', () => {
  it('the demo card is in force, and anyone reads it: fares are public', async () => {
    const anonymous = createApiClient(demo.server.url);
    const current = await anonymous.trpc.fares.current.query();
    expect(current).toMatchObject({ state: 'current', effectiveUntil: null, body: DEMO_RATE_CARD });
    expect((await demo.viewer.trpc.fares.list.query()).map((v) => v.state)).toEqual(['current']);
  });

  it('a version from tomorrow waits its turn: listed first as upcoming, the one in force unchanged until then', async () => {
    const tomorrow = addDays(new Date(), 1);
    const created = await demo.admin.trpc.fares.create.mutate({ effectiveFrom: tomorrow.toISOString(), body: card(30) });
    expect(created).toMatchObject({ state: 'upcoming', effectiveFrom: tomorrow.toISOString(), effectiveUntil: null });
    expect(created.createdByName).toBeTruthy();
    const list = await demo.viewer.trpc.fares.list.query();
    expect(list.map((v) => [v.state, v.body.note?.en])).toEqual([
      ['upcoming', '₹30 a km'],
      ['current', DEMO_RATE_CARD.note!.en],
    ]);
    expect(list[1].effectiveUntil).toBe(tomorrow.toISOString());
    const current = await createApiClient(demo.server.url).trpc.fares.current.query();
    expect(current?.body.note).toEqual(DEMO_RATE_CARD.note);
    expect(current?.effectiveUntil).toBe(tomorrow.toISOString());
  });

  it('versions move forward: one from before the latest, or from the same moment, is refused with the reason', async () => {
    const latest = (await demo.viewer.trpc.fares.list.query())[0];
    const earlier = await errorOf(demo.admin.trpc.fares.create.mutate({ effectiveFrom: subMinutes(new Date(), 5).toISOString(), body: card(28) }));
    expect(earlier.data?.httpStatus).toBe(409);
    expect(earlier.message).toMatch(/^A new version must apply after the latest one, which applies from \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\.$/);
    const same = await errorOf(demo.admin.trpc.fares.create.mutate({ effectiveFrom: latest.effectiveFrom, body: card(28) }));
    expect(same.data?.httpStatus).toBe(409);
    expect((await demo.viewer.trpc.fares.list.query()).length).toBe(2);
  });

  it('a version not yet in force can be withdrawn; the one in force cannot', async () => {
    const [upcoming, current] = await demo.viewer.trpc.fares.list.query();
    expect(await demo.admin.trpc.fares.delete.mutate({ id: upcoming.id })).toEqual({ id: upcoming.id });
    const refused = await errorOf(demo.admin.trpc.fares.delete.mutate({ id: current.id }));
    expect(refused.data?.httpStatus).toBe(409);
    expect(refused.message).toBe('This version is in force or was: it stays, and a new version replaces it.');
    expect((await demo.viewer.trpc.fares.list.query()).map((v) => v.id)).toEqual([current.id]);
  });

  it('a version from a moment already past (after the latest start) is in force at once, and the one before becomes past', async () => {
    await demo.admin.trpc.fares.create.mutate({ effectiveFrom: subMinutes(new Date(), 1).toISOString(), body: card(27) });
    const list = await demo.viewer.trpc.fares.list.query();
    expect(list.map((v) => [v.state, v.body.note?.en])).toEqual([
      ['current', '₹27 a km'],
      ['past', DEMO_RATE_CARD.note!.en],
    ]);
    const current = (await createApiClient(demo.server.url).trpc.fares.current.query())!;
    // 23.5 km on the new card: 13.5 km at ₹27 is ₹364.50, ₹365, after the ₹1,500 minimum.
    expect(fareOf(current.body, { serviceType: 'emergency', vehicleKind: 'emergency', distanceMetres: 23_500, waitingMinutes: 0, startsAt: new Date('2026-11-28T12:00:00+05:30'), addOns: [], concessionCode: null })?.totalPaise).toBe(186_500);
  });

  it.each([
    ['a fraction of a paise', { lines: [{ ...DEMO_RATE_CARD.lines[0], perKmPaise: 2_500.5 }] }, 'Rate per km: enter an amount in whole paise'],
    ['no line', { lines: [] }, 'A rate card has at least one fare line'],
    ['two lines for one service and vehicle', { lines: [DEMO_RATE_CARD.lines[0], DEMO_RATE_CARD.lines[0]] }, 'One line per service and vehicle kind'],
    ['a concession over 100 %', { concessions: [{ ...DEMO_RATE_CARD.concessions[0], value: 12_000 }] }, 'A percentage concession is at most 100 % (10,000 basis points)'],
  ] as [string, Partial<RateCardBodyInput>, string][])('bad input is a 400 with its message: %s', async (_name, change, message) => {
    const error = await errorOf(demo.admin.trpc.fares.create.mutate({ effectiveFrom: addDays(new Date(), 30).toISOString(), body: { ...card(26), ...change } }));
    expect(error.data?.httpStatus).toBe(400);
    expect(error.message).toContain(message);
  });
});

describe('the service pages print the rate card in force (issue 40.2)', () => {
  it('a version added on the server reaches the served page once its date has come, and not before', { timeout: 60_000 }, async () => {
    const server = await startTestServer({ seed: true, web: {}, env: { FARES_CHECK_MS: '200' } });
    try {
      const admin = await signedIn(server.url, 'admin@demo.example.com');
      const emergencyRow = async () => {
        const html = await (await fetch(`${server.url}/services/emergency`)).text();
        const fares = parse(html).querySelector('[data-fares]');
        return fares?.querySelector('tbody tr')?.text.replace(/\s+/g, ' ').trim() ?? null;
      };
      expect(await emergencyRow()).toBe('Emergency ambulance₹1,500 for the first 10 km₹2530 min free, then ₹200 an hour');
      // From three seconds on: the page changes only once the version applies.
      const from = new Date(Date.now() + 3000);
      await admin.trpc.fares.create.mutate({ effectiveFrom: from.toISOString(), body: card(31) });
      const seenBefore = await emergencyRow();
      const checkedAt = Date.now();
      if (checkedAt < from.getTime()) expect(seenBefore).toContain('₹25');
      await expect.poll(emergencyRow, { timeout: 20_000, interval: 100 }).toContain('₹31');
      expect(Date.now()).toBeGreaterThanOrEqual(from.getTime());
      admin.closeSocket();
    } finally {
      await server.close();
      await server.dropDatabase();
    }
  });
});

describe('the public form’s estimate (issue 40.2)', () => {
  it('anyone asks with the phone’s position and a destination naming a listed hospital: a range, from the road distance; no hospital named, or a quoted service: none', async () => {
    const visitor = createApiClient(demo.server.url);
    const varthur = { pickupLat: 12.9389, pickupLng: 77.7412 };
    const estimate = await visitor.trpc.site.fareEstimate.query({ ...varthur, serviceType: 'emergency', destination: 'marathahalli city hospital, casualty' });
    expect(estimate).not.toBeNull();
    expect(estimate!.hospital).toBe('Marathahalli City Hospital');
    expect(estimate!.lowPaise).toBeGreaterThan(0);
    expect(estimate!.highPaise).toBeGreaterThanOrEqual(estimate!.lowPaise);
    expect(estimate!.lowPaise % 100).toBe(0);
    // Further away, no cheaper.
    const far = await visitor.trpc.site.fareEstimate.query({ pickupLat: 13.2, pickupLng: 77.7, serviceType: 'emergency', destination: 'Marathahalli City Hospital' });
    expect(far!.highPaise).toBeGreaterThanOrEqual(estimate!.highPaise);

    expect(await visitor.trpc.site.fareEstimate.query({ ...varthur, serviceType: 'emergency', destination: 'My aunt’s house' })).toBeNull();
    expect(await visitor.trpc.site.fareEstimate.query({ ...varthur, serviceType: 'event', destination: 'Marathahalli City Hospital' })).toBeNull();
    const bad = await errorOf(visitor.trpc.site.fareEstimate.query({ ...varthur, pickupLat: 123, serviceType: 'emergency', destination: 'Marathahalli City Hospital' }));
    expect(bad.data?.httpStatus).toBe(400);
  });

  it('an address asking more than 600 times in 10 minutes is refused with 429 (a script; a family asks a few times)', { timeout: 60_000 }, async () => {
    // Its own address: the server trusts X-Forwarded-For only behind a proxy, so a server of its own.
    const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      const ask = () =>
        fetch(`${server.url}/trpc/site.fareEstimate?input=${encodeURIComponent(JSON.stringify({ pickupLat: 12.9, pickupLng: 77.7, serviceType: 'emergency', destination: 'Nowhere Listed' }))}`, {
          headers: { 'x-forwarded-for': '10.40.0.1' },
        }).then((res) => res.status);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push(...(await Promise.all(Array.from({ length: 20 }, ask))));
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect(await ask()).toBe(429);
    } finally {
      await server.close();
      await server.dropDatabase();
    }
  });
});
