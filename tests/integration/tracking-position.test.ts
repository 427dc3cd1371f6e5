import { describe, expect, it, onTestFinished, vi, beforeAll } from 'vitest';
import { estimateTravel, formatDistance, formatEstimate, DEFAULT_ESTIMATE_CONFIG } from '../../shared/geo';
import type { PositionAnnouncement } from '../../server/live/position-channel';
import { crewTap as tap, insertBooking, rows } from '../helpers/fixtures';
import { crewAccount, seededServerForFile, type ApiClient } from '../helpers/server';
import { bookingVersion } from '../helpers/versions';

/**
 * The family sees its ambulance (issue 20.5): the tracking page and its live stream show the
 * vehicle's latest position for this booking, with the estimate to the pickup point, from "On
 * the way" until "Reached destination", and nothing of it afterwards.
 */
const demo = seededServerForFile('admin', 'operator');

const MINE = 'KA-51-EM-3310';
const OTHER = 'KA-03-MH-2207';
const PICKUP = { lat: 12.9716, lng: 77.5946 };
// Each fix's latitude is its own, so a page that shows one can be told from another.
const FAR = { latitude: 12.9352, longitude: 77.6245 };
const NEAR = { latitude: 12.9583, longitude: 77.6021 };
const ELSEWHERE = { latitude: 13.0427, longitude: 77.5183 };

let vehicles: Map<string, string>;
let crew: ApiClient;
let otherCrew: ApiClient;
beforeAll(async () => {
  vehicles = new Map((await demo.admin.trpc.fleet.list.query()).map((a) => [a.vehicleNumber, a.id]));
  crew = await crewAccount(demo.server.url, demo.admin, 'crew.tracking@example.com', MINE);
  otherCrew = await crewAccount(demo.server.url, demo.admin, 'crew.tracking.other@example.com', OTHER);
});

/** A booking on `vehicle` (with a pickup point unless told), its crew on the way; its tracking token. */
async function trip(vehicle: string, by: ApiClient, options: { pickup?: boolean } = {}) {
  const id = await insertBooking(demo.server.app.orm, { customerName: 'Tracking Position Patient', status: 'pending' });
  if (options.pickup ?? true) {
    await rows(demo.server.app.orm, "update booking set pickup_lat = ?, pickup_lng = ?, pickup_point_source = 'staff' where id = ?", [PICKUP.lat, PICKUP.lng, id]);
  }
  await demo.operator.trpc.bookings.assign.mutate({ bookingId: id, version: await bookingVersion(demo.operator.trpc, id), ambulanceId: vehicles.get(vehicle)! });
  await by.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'on_the_way' }));
  onTestFinished(async () => {
    await demo.operator.trpc.bookings.setStatus
      .mutate({ id, version: await bookingVersion(demo.operator.trpc, id), status: 'cancelled', reason: 'Test over' })
      .catch(() => {});
  });
  const [{ tracking_token: token }] = await rows<{ tracking_token: string }>(demo.server.app.orm, 'select tracking_token from booking where id = ?', [id]);
  return { id, token };
}

const fix = (bookingId: string, at: { latitude: number; longitude: number }, accuracyM = 15) => ({
  bookingId,
  ...at,
  accuracyM,
  fixedAt: new Date().toISOString(),
});

/**
 * Sends a fix until the live hub announces it (a fix within a second of the vehicle's last
 * announcement is stored but not announced): what every tracking stream of the vehicle then hears.
 */
async function shareAnnounced(by: ApiClient, vehicle: string, bookingId: string, at: { latitude: number; longitude: number }) {
  const abort = new AbortController();
  const heard: PositionAnnouncement[] = [];
  const listening = (async () => {
    for await (const p of demo.server.app.live.positions({ ambulanceIds: new Set([vehicles.get(vehicle)!]), signal: abort.signal })) heard.push(p);
  })();
  try {
    await vi.waitFor(
      async () => {
        await by.trpc.crew.sharePosition.mutate(fix(bookingId, at));
        await vi.waitFor(() => expect(heard.at(-1)?.latitude).toBe(at.latitude), { timeout: 300 });
      },
      { timeout: 20_000, interval: 100 },
    );
  } finally {
    abort.abort();
    await listening;
  }
}

const page = async (token: string) => {
  const res = await fetch(`${demo.server.url}/track/${token}`);
  expect(res.status).toBe(200);
  return res.text();
};

const estimateText = (from: { latitude: number; longitude: number }) => {
  const estimate = estimateTravel({ lat: from.latitude, lng: from.longitude }, PICKUP, DEFAULT_ESTIMATE_CONFIG);
  const about = formatEstimate(estimate.minutes);
  return `<strong>${about[0].toUpperCase()}${about.slice(1)} away</strong> · ${formatDistance(estimate.distanceKm)} · `;
};

/** Neither the page nor a state carries a coordinate of these points, nor an estimate. */
function expectNoPosition(html: string, ...points: { latitude: number; longitude: number }[]) {
  for (const p of points) {
    expect(html).not.toContain(String(p.latitude));
    expect(html).not.toContain(String(p.longitude));
  }
  expect(html).not.toContain('data-vehicle');
  expect(html).not.toContain('data-age');
  expect(html).not.toContain(' away');
}

describe('the tracking page shows where the ambulance is', () => {
  it('on the way to a pickup point: "About N min away · distance · updated N s ago", the vehicle and the pickup point for the map, never the path', async () => {
    const { id, token } = await trip(MINE, crew);
    expectNoPosition(await page(token), FAR);
    await crew.trpc.crew.sharePosition.mutate(fix(id, ELSEWHERE));
    await crew.trpc.crew.sharePosition.mutate(fix(id, FAR));
    const html = await page(token);
    expect(html).toContain(estimateText(FAR));
    expect(html).toMatch(/<span data-age="\d+">updated \d+ s ago<\/span>/);
    expect(html).toContain(`data-vehicle="${FAR.latitude},${FAR.longitude}" data-pickup="${PICKUP.lat},${PICKUP.lng}"`);
    // The earlier fix is the path's: not on the page.
    expect(html).not.toContain(String(ELSEWHERE.latitude));
  });

  it('without a pickup point: "Ambulance on the way · location updated N s ago"; a fix worse than 1 km gives no estimate and no marker', async () => {
    const { id, token } = await trip(MINE, crew, { pickup: false });
    await crew.trpc.crew.sharePosition.mutate(fix(id, NEAR));
    const html = await page(token);
    expect(html).toMatch(/Ambulance on the way · location <span data-age="\d+">updated \d+ s ago<\/span>/);
    expect(html).toContain(`data-vehicle="${NEAR.latitude},${NEAR.longitude}"`);
    expect(html).not.toContain('data-pickup');

    await crew.trpc.crew.sharePosition.mutate(fix(id, FAR, 1500));
    const rough = await page(token);
    expect(rough).toContain('Ambulance on the way · location not precise enough for an estimate · <span data-age=');
    expect(rough).not.toContain('data-vehicle');
    expect(rough).not.toContain(String(FAR.latitude));
  });

  it("the vehicle's position from its previous trip is not this booking's", async () => {
    const first = await trip(MINE, crew);
    await crew.trpc.crew.sharePosition.mutate(fix(first.id, FAR));
    await demo.operator.trpc.bookings.setStatus.mutate({ id: first.id, version: await bookingVersion(demo.operator.trpc, first.id), status: 'cancelled', reason: 'Next trip' });
    const second = await trip(MINE, crew);
    expectNoPosition(await page(second.token), FAR);
  });

  it('after the pickup: where it is and how fresh, no estimate; after "Reached destination" nothing of the position, completed or not', async () => {
    const { id, token } = await trip(MINE, crew);
    await crew.trpc.crew.sharePosition.mutate(fix(id, NEAR));
    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'at_pickup' }));
    const atPickup = await page(token);
    expect(atPickup).toMatch(/Ambulance at the pickup point · location <span data-age="\d+">updated \d+ s ago/);
    expect(atPickup).toContain(`data-vehicle="${NEAR.latitude},${NEAR.longitude}"`);
    expect(atPickup).not.toContain('data-pickup');
    expect(atPickup).not.toContain(' away');

    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'on_board' }));
    await crew.trpc.crew.sharePosition.mutate(fix(id, ELSEWHERE));
    expect(await page(token)).toMatch(/On the way to the destination · location <span data-age=/);

    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'at_destination' }));
    const arrived = await page(token);
    expect(arrived).toContain('<h1>Reached the destination</h1>');
    expectNoPosition(arrived, NEAR, ELSEWHERE);
    await crew.trpc.crew.recordStep.mutate(tap({ bookingId: id, step: 'completed' }));
    expectNoPosition(await page(token), NEAR, ELSEWHERE);
  });
});

describe("the tracking page's live stream follows its own vehicle", () => {
  it('sends a new state when the vehicle moves, never for another vehicle, and none with the position after "Reached destination"', async () => {
    const mine = await trip(MINE, crew);
    const other = await trip(OTHER, otherCrew);
    const abort = new AbortController();
    onTestFinished(() => abort.abort());
    const res = await fetch(`${demo.server.url}/track/${mine.token}/events`, { signal: abort.signal });
    expect(res.status).toBe(200);
    const events = sseEvents(res.body!);
    const seen: string[] = [];
    /** The next state whose page passes `check`; every state on the way is kept in `seen`. */
    const stateWhere = async (check: (html: string) => boolean) => {
      for (;;) {
        const next = await events.next();
        if (next.done) throw new Error('the stream ended');
        const html = (next.value.data as { html: string }).html;
        seen.push(html);
        if (check(html)) return html;
      }
    };
    const first = await stateWhere(() => true);
    expect(first).toContain('<h1>Ambulance on the way</h1>');
    expectNoPosition(first, FAR);

    await shareAnnounced(crew, MINE, mine.id, FAR);
    const far = await stateWhere((html) => html.includes(`data-vehicle="${FAR.latitude},${FAR.longitude}"`));
    expect(far).toContain(estimateText(FAR));

    // Aged a minute in place (no announcement): any state sent from now on differs from the one
    // shown ("updated 1 min ago"), so a state sent for another vehicle's fix would be seen.
    await rows(demo.server.app.orm, "update vehicle_position set fixed_at = fixed_at - interval '1 minute' where ambulance_id = ?", [vehicles.get(MINE)]);
    // The other vehicle's fix, then this one's move: the very next state is the move, and its
    // announcement, heard after the other's on the same connection, proves that one was passed
    // over. The marker's point and the estimate follow, with no new page.
    await shareAnnounced(otherCrew, OTHER, other.id, ELSEWHERE);
    await shareAnnounced(crew, MINE, mine.id, NEAR);
    const near = await stateWhere(() => true);
    expect(near).toContain(`data-vehicle="${NEAR.latitude},${NEAR.longitude}"`);
    expect(near).toContain(estimateText(NEAR));
    expect(estimateText(NEAR)).not.toBe(estimateText(FAR));
    for (const html of seen) expect(html).not.toContain(String(ELSEWHERE.latitude));

    for (const step of ['at_pickup', 'on_board', 'at_destination'] as const) await crew.trpc.crew.recordStep.mutate(tap({ bookingId: mine.id, step }));
    const arrived = await stateWhere((html) => html.includes('<h1>Reached the destination</h1>'));
    expectNoPosition(arrived, FAR, NEAR);
    abort.abort();
  });
});

describe('a vehicle replaced during the trip', () => {
  it("the old vehicle's position goes; the stream follows the new vehicle's", async () => {
    const mine = await trip(MINE, crew);
    const abort = new AbortController();
    onTestFinished(() => abort.abort());
    const res = await fetch(`${demo.server.url}/track/${mine.token}/events`, { signal: abort.signal });
    const events = sseEvents(res.body!);
    const stateWhere = async (check: (html: string) => boolean) => {
      for (;;) {
        const next = await events.next();
        if (next.done) throw new Error('the stream ended');
        const html = (next.value.data as { html: string }).html;
        if (check(html)) return html;
      }
    };
    await shareAnnounced(crew, MINE, mine.id, FAR);
    await stateWhere((html) => html.includes(`data-vehicle="${FAR.latitude},${FAR.longitude}"`));

    await demo.operator.trpc.bookings.assign.mutate({ bookingId: mine.id, version: await bookingVersion(demo.operator.trpc, mine.id), ambulanceId: vehicles.get(OTHER)! });
    const replaced = await stateWhere((html) => html.includes(`<strong>${OTHER}</strong>`));
    expectNoPosition(replaced, FAR);

    await shareAnnounced(otherCrew, OTHER, mine.id, NEAR);
    const near = await stateWhere((html) => html.includes(`data-vehicle="${NEAR.latitude},${NEAR.longitude}"`));
    expect(near).toContain(estimateText(NEAR));
    abort.abort();
  });
});

/** Parses a server-sent event stream into { id, event, data } (data as JSON), skipping comments. */
async function* sseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ id?: string; event: string; data: unknown }> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      const id = /^id: (.*)$/m.exec(block)?.[1];
      if (event && data) yield { ...(id ? { id } : {}), event, data: JSON.parse(data) };
    }
  }
}
