import { randomUUID } from 'node:crypto';
import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { nextMonday } from 'date-fns/nextMonday';
import { describe, expect, it } from 'vitest';
import { fromProviderLocal, PROVIDER_TIME_ZONE } from '../../shared/dates';
import type { SeriesCreateInput } from '../../shared/schemas/partner';
import { DEMO_ORGANISATIONS } from '../../server/db/seed';
import { OrganisationSchema, PartnerSeriesSchema } from '../../server/db/entities';
import { generateSeriesTrips, staffSeriesActor, topUpSeries } from '../../server/services/series.service';
import { errorOf } from '../helpers/errors';
import { seededServerWithEnvForFile, signedIn } from '../helpers/server';

/*
 * Issue 37: weekly series. A pattern makes its trips once (a second generation makes none) and
 * at most 200 future ones; skipping or moving one date changes that date only; pause, resume and
 * end; staff create and change series for a partner that phones in; a partner reaches only its
 * own organisation's series.
 */
const demo = seededServerWithEnvForFile({ SCHEDULED_TICK_MS: '600000' }, 'admin', 'operator');
const [HOSPITAL, DIALYSIS] = DEMO_ORGANISATIONS;
const inProvider = tz(PROVIDER_TIME_ZONE);
/** A Monday after today in Bengaluru, as yyyy-MM-dd. */
const monday = (weeksLater = 0) => format(addDays(nextMonday(new Date(), { in: inProvider }), 7 * weeksLater), 'yyyy-MM-dd', { in: inProvider });

const seriesInput = (pattern: Partial<SeriesCreateInput['pattern']> = {}): SeriesCreateInput => ({
  idempotencyKey: randomUUID(),
  trip: { patientName: 'Venkatesh Iyer', patientPhone: '98450 55001', pickupLocation: 'Home: 3rd Cross, Koramangala 5th Block', dropoffLocation: '', serviceType: 'transfer', needs: ['wheelchair'], notes: '' },
  pattern: { weekdays: [1, 3, 5], time: '07:00', returnTime: '11:30', startDate: monday(1), weeks: 12, untilDate: null, ...pattern },
});
const withDestination = (input: SeriesCreateInput): SeriesCreateInput => ({ ...input, trip: { ...input.trip, dropoffLocation: DIALYSIS.name } });

describe('a weekly series', () => {
  it('Mon, Wed and Fri for 12 weeks with a return makes 72 trips once; without a return 36', async () => {
    const partner = await signedIn(demo.server.url, DIALYSIS.person.email);
    const input = withDestination(seriesInput());
    const series = await partner.trpc.partner.series.create.mutate(input);
    expect(series.comingTrips).toHaveLength(72);
    expect(series.comingTrips.filter((t) => t.seriesLeg === 'out')).toHaveLength(36);
    expect(series.endDate).toBe(format(addDays(new Date(`${monday(1)}T12:00:00Z`), 83), 'yyyy-MM-dd'));
    const first = series.comingTrips[0];
    expect(first).toMatchObject({ seriesDate: monday(1), seriesLeg: 'out', scheduled: true, pickupLocation: 'Home: 3rd Cross, Koramangala 5th Block', dropoffLocation: DIALYSIS.name });
    expect(format(new Date(first.bookingDate), 'EEE HH:mm', { in: inProvider })).toBe('Mon 07:00');
    expect(series.comingTrips[1]).toMatchObject({ seriesLeg: 'return', pickupLocation: DIALYSIS.name, dropoffLocation: 'Home: 3rd Cross, Koramangala 5th Block' });
    expect(format(new Date(series.comingTrips[1].bookingDate), 'EEE HH:mm', { in: inProvider })).toBe('Mon 11:30');

    // The same request again (a retry): the same series, no new trip.
    expect((await partner.trpc.partner.series.create.mutate(input)).comingTrips.map((t) => t.id)).toEqual(series.comingTrips.map((t) => t.id));
    // Generating again (a second tick, another process) makes nothing.
    const em = demo.server.app.orm.em.fork();
    const row = await em.findOneOrFail(PartnerSeriesSchema, { id: series.id });
    const organisation = await em.findOneOrFail(OrganisationSchema, { id: row.organisationId });
    const admin = (await demo.admin.trpc.auth.me.query())!;
    expect(await generateSeriesTrips(em, row, organisation, staffSeriesActor(admin), 60, new Date())).toEqual([]);
    expect((await partner.trpc.partner.series.list.query()).find((s) => s.id === series.id)?.comingTrips).toHaveLength(72);

    const oneWay = await partner.trpc.partner.series.create.mutate(withDestination(seriesInput({ returnTime: null })));
    expect(oneWay.comingTrips).toHaveLength(36);
    const other = await errorOf(partner.trpc.partner.series.create.mutate({ ...input, pattern: { ...input.pattern, time: '08:00' } }));
    expect(other.data?.httpStatus).toBe(409);
  });

  it('is bounded: every day for 52 weeks with returns makes 200 future trips, not 728', async () => {
    const partner = await signedIn(demo.server.url, DIALYSIS.person.email);
    const series = await partner.trpc.partner.series.create.mutate(withDestination(seriesInput({ weekdays: [1, 2, 3, 4, 5, 6, 7], weeks: 52 })));
    expect(series.comingTrips).toHaveLength(200);
  });

  it('keeps generating as time passes: the tick tops a long series up to 200 future trips, once, after its last trip', async () => {
    const partner = await signedIn(demo.server.url, DIALYSIS.person.email);
    const series = await partner.trpc.partner.series.create.mutate(withDestination(seriesInput({ weekdays: [1, 2, 3, 4, 5, 6, 7], weeks: 52 })));
    expect(series.comingTrips).toHaveLength(200);
    const keys = (trips: typeof series.comingTrips) => trips.map((t) => `${t.seriesDate}/${t.seriesLeg}`);
    const dayAfter = (days: number) => format(addDays(new Date(`${monday(1)}T12:00:00Z`), days), 'yyyy-MM-dd');
    // 100 days (every day, out and back) are made: the first date to 99 days after it.
    expect(series.comingTrips.at(-1)).toMatchObject({ seriesDate: dayAfter(99), seriesLeg: 'return' });
    const em = () => demo.server.app.orm.em.fork();
    const coming = async () => (await partner.trpc.partner.series.list.query()).find((s) => s.id === series.id)!.comingTrips;

    // The clock the test controls: noon on the series' fourth day; 8 of its trips are past then.
    const fourthDayNoon = fromProviderLocal(`${dayAfter(3)}T12:00`)!;
    const madeFirst = await topUpSeries(em(), { leadMinutes: 60, now: fourthDayNoon });
    const afterFirst = await coming();
    expect(afterFirst).toHaveLength(208);
    const added = afterFirst.filter((t) => !series.comingTrips.some((b) => b.id === t.id));
    expect(keys(added)).toEqual([100, 101, 102, 103].flatMap((d) => [`${dayAfter(d)}/out`, `${dayAfter(d)}/return`]));
    expect(madeFirst).toEqual(expect.arrayContaining(added.map((t) => t.id)));
    expect(added[0]).toMatchObject({ status: 'pending', scheduled: true, dropoffLocation: DIALYSIS.name });
    expect(format(new Date(added[0].bookingDate), 'HH:mm', { in: inProvider })).toBe('07:00');
    // The same tick again (another process, later): nothing new.
    expect((await topUpSeries(em(), { leadMinutes: 60, now: fourthDayNoon })).filter((id) => afterFirst.some((t) => t.id === id))).toEqual([]);
    expect(await coming()).toHaveLength(208);

    // A day later, two processes' ticks at once: the day's two trips are made once.
    const fifthDayNoon = fromProviderLocal(`${dayAfter(4)}T12:00`)!;
    const [a, b] = await Promise.all([topUpSeries(em(), { leadMinutes: 60, now: fifthDayNoon }), topUpSeries(em(), { leadMinutes: 60, now: fifthDayNoon })]);
    const afterBoth = await coming();
    expect(afterBoth).toHaveLength(210);
    expect(new Set(keys(afterBoth)).size).toBe(210);
    expect(keys(afterBoth.filter((t) => !afterFirst.some((x) => x.id === t.id)))).toEqual([`${dayAfter(104)}/out`, `${dayAfter(104)}/return`]);
    expect([...a, ...b].filter((id) => afterBoth.some((t) => t.id === id))).toHaveLength(2);
  });

  it('a top-up leaves a paused series alone and never brings back a trip staff deleted', async () => {
    const partner = await signedIn(demo.server.url, DIALYSIS.person.email);
    const series = await partner.trpc.partner.series.create.mutate(withDestination(seriesInput({ weekdays: [1, 2, 3, 4, 5, 6, 7], weeks: 52, returnTime: null })));
    const deleted = series.comingTrips[5];
    await demo.admin.trpc.bookings.delete.mutate({ id: deleted.id, version: deleted.version });
    const later = fromProviderLocal(`${format(addDays(new Date(`${monday(1)}T12:00:00Z`), 2), 'yyyy-MM-dd')}T12:00`)!;
    await topUpSeries(demo.server.app.orm.em.fork(), { leadMinutes: 60, now: later });
    const topped = (await partner.trpc.partner.series.list.query()).find((s) => s.id === series.id)!;
    expect(topped.comingTrips.map((t) => t.seriesDate)).not.toContain(deleted.seriesDate);
    // 199 left, 3 days past at that clock: room for 4 more after the last date.
    expect(topped.comingTrips).toHaveLength(199 + 4);

    const paused = await partner.trpc.partner.series.pause.mutate({ id: series.id, version: topped.version });
    await topUpSeries(demo.server.app.orm.em.fork(), { leadMinutes: 60, now: later });
    expect((await partner.trpc.partner.series.list.query()).find((s) => s.id === series.id)!.comingTrips).toEqual(paused.comingTrips);
  });

  it.each([
    [{ weekdays: [] }, 'Choose at least one weekday'],
    [{ time: '7am' }, 'Time: use HH:mm, e.g. 07:00'],
    [{ weeks: null, untilDate: null }, 'Give a number of weeks or an end date (one of the two)'],
    [{ weeks: 2, untilDate: '2027-01-01' }, 'Give a number of weeks or an end date (one of the two)'],
    [{ returnTime: '06:00' }, 'The return is before the trip'],
    [{ startDate: '2026-02-30' }, 'Start date is not a real date'],
  ])('%o is refused with 400 and its message', async (pattern, message) => {
    const partner = await signedIn(demo.server.url, DIALYSIS.person.email);
    const error = await errorOf(partner.trpc.partner.series.create.mutate(withDestination(seriesInput(pattern))));
    expect(error.data?.httpStatus).toBe(400);
    expect(error.message).toBe(message);
  });

  it('skipping a date cancels that date\'s trip and return only; moving one moves that date only', async () => {
    const partner = await signedIn(demo.server.url, DIALYSIS.person.email);
    const series = await partner.trpc.partner.series.create.mutate(withDestination(seriesInput({ weeks: 4 })));
    const wednesday = series.comingTrips.find((t) => t.seriesLeg === 'out' && format(new Date(t.bookingDate), 'EEE', { in: inProvider }) === 'Wed')!.seriesDate!;
    const skipped = await partner.trpc.partner.series.skip.mutate({ id: series.id, version: series.version, date: wednesday });
    const changed = skipped.comingTrips.filter((t) => JSON.stringify(t) !== JSON.stringify(series.comingTrips.find((b) => b.id === t.id)));
    expect(changed.map((t) => [t.seriesDate, t.seriesLeg, t.status, t.cancelCode])).toEqual([
      [wednesday, 'out', 'cancelled', 'customer_cancelled'],
      [wednesday, 'return', 'cancelled', 'customer_cancelled'],
    ]);
    expect(skipped.version).toBe(series.version + 1);
    // Made from the old version: refused, nothing changes.
    expect((await errorOf(partner.trpc.partner.series.skip.mutate({ id: series.id, version: series.version, date: monday(2) }))).data?.httpStatus).toBe(409);

    const friday = skipped.comingTrips.find((t) => t.seriesLeg === 'out' && t.seriesDate! > wednesday && format(new Date(t.bookingDate), 'EEE', { in: inProvider }) === 'Fri')!;
    const to = new Date(new Date(friday.bookingDate).getTime() + 90 * 60_000);
    const moved = await partner.trpc.partner.series.move.mutate({ id: series.id, version: skipped.version, date: friday.seriesDate!, to: to.toISOString() });
    const movedChanged = moved.comingTrips.filter((t) => t.bookingDate !== skipped.comingTrips.find((b) => b.id === t.id)?.bookingDate);
    expect(movedChanged.map((t) => [t.seriesDate, t.seriesLeg, format(new Date(t.bookingDate), 'HH:mm', { in: inProvider })])).toEqual([
      [friday.seriesDate, 'out', '08:30'],
      [friday.seriesDate, 'return', '13:00'],
    ]);
  });

  it('pause removes the coming trips, resume makes them again (a skipped date stays skipped), end stops it', async () => {
    const partner = await signedIn(demo.server.url, DIALYSIS.person.email);
    const series = await partner.trpc.partner.series.create.mutate(withDestination(seriesInput({ weeks: 2, returnTime: null })));
    expect(series.comingTrips).toHaveLength(6);
    const skipped = await partner.trpc.partner.series.skip.mutate({ id: series.id, version: series.version, date: series.comingTrips[0].seriesDate! });
    const paused = await partner.trpc.partner.series.pause.mutate({ id: series.id, version: skipped.version });
    expect(paused.state).toBe('paused');
    expect(paused.comingTrips.map((t) => t.status)).toEqual(['cancelled']);
    const resumed = await partner.trpc.partner.series.resume.mutate({ id: series.id, version: paused.version });
    expect(resumed.state).toBe('active');
    expect(resumed.comingTrips.map((t) => t.status)).toEqual(['cancelled', 'pending', 'pending', 'pending', 'pending', 'pending']);
    const ended = await partner.trpc.partner.series.end.mutate({ id: series.id, version: resumed.version });
    expect(ended).toMatchObject({ state: 'ended' });
    expect(ended.comingTrips.map((t) => t.status)).toEqual(['cancelled']);
    expect((await errorOf(partner.trpc.partner.series.resume.mutate({ id: series.id, version: ended.version }))).data?.httpStatus).toBe(409);
  });

  it('staff create and change a series for a partner that phones in; the history names who; another partner is refused', async () => {
    const organisationId = (await demo.admin.trpc.organisations.list.query()).find((o) => o.name === HOSPITAL.name)!.id;
    const series = await demo.operator.trpc.series.create.mutate({ ...withDestination(seriesInput({ weeks: 1 })), organisationId });
    expect(series).toMatchObject({ organisationId, state: 'active' });
    expect(series.comingTrips).toHaveLength(6);
    const timeline = await demo.operator.trpc.bookings.timeline.query({ id: series.comingTrips[0].id });
    expect(timeline[0]).toMatchObject({ action: 'created', origin: 'staff', actor: { name: 'Suresh Kumar' } });

    const own = await signedIn(demo.server.url, HOSPITAL.person.email);
    expect((await own.trpc.partner.series.list.query()).map((s) => s.id)).toContain(series.id);
    const other = await signedIn(demo.server.url, DIALYSIS.person.email);
    expect((await other.trpc.partner.series.list.query()).map((s) => s.id)).not.toContain(series.id);
    for (const call of [
      () => other.trpc.partner.series.skip.mutate({ id: series.id, version: series.version, date: series.comingTrips[0].seriesDate! }),
      () => other.trpc.partner.series.pause.mutate({ id: series.id, version: series.version }),
      () => other.trpc.partner.series.end.mutate({ id: series.id, version: series.version }),
      () => other.trpc.partner.series.move.mutate({ id: series.id, version: series.version, date: series.comingTrips[0].seriesDate!, to: series.comingTrips[0].bookingDate }),
    ]) {
      const error = await errorOf(call());
      expect(error.data?.httpStatus).toBe(403);
      expect(error.message).toBe("This series is not your organisation's.");
    }
    const skipped = await demo.operator.trpc.series.skip.mutate({ id: series.id, version: series.version, date: series.comingTrips[0].seriesDate! });
    expect(skipped.comingTrips[0]).toMatchObject({ status: 'cancelled' });
  });
});
