import { useEffect } from 'react';
import type { ChangeTopic } from '../../shared/live';
import { createRefetchCoalescer } from '../../shared/coalescer';
import type { trpc } from './staff-client';

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * The one list of what to refetch when something of a topic changes: live events and the
 * screens' own mutations both use it. A booking moves the queue and the figures; an ambulance
 * changes which vehicles can be assigned; a request on the fleet map is a booking. The figures
 * are left out while the server pushes them (dashboard.onFigures: `useStreamed(['figures'])`).
 */
const TOPIC_QUERIES: Record<ChangeTopic, (utils: Utils) => Promise<void>[]> = {
  booking: (utils) => [
    utils.bookings.invalidate(),
    utils.dashboard.queue.invalidate(),
    ...figures(utils),
    utils.fleet.positions.invalidate(),
    utils.fares.estimate.invalidate(),
    utils.fares.trip.invalidate(),
    // A trip's bills and payments, and the accounts' outstanding amounts (issue 40.4).
    utils.bills.invalidate(),
  ],
  // Not the maps' data (fleet.positions): a vehicle's state and whether it is shown come from the
  // list, and its fixes from the position stream (issue 41.3).
  ambulance: (utils) => [utils.fleet.list.invalidate(), utils.fleet.timeline.invalidate(), utils.bookings.assignmentOptions.invalidate(), ...figures(utils)],
  inquiry: (utils) => [utils.inquiries.invalidate(), ...figures(utils)],
  user: (utils) => [utils.users.invalidate()],
};

/** While the figures stream runs, every change's new figures arrive pushed: nothing refetches them. */
const figures = (utils: Utils) => (streamed.has('figures') ? [] : [utils.dashboard.stats.invalidate()]);

/**
 * What a booking event whose row the screen applied still leaves to refetch (issue 23.1): the
 * list pages and the queue only where the patch could not decide them (booking-patches.ts), and
 * the queries about that booking alone (its detail and timeline, which the row does not carry;
 * the vehicles it may take; the map's requests).
 */
export type BookingEventPart = 'list' | 'queue' | `about:${string}`;
const BOOKING_PART_QUERIES = (utils: Utils, part: BookingEventPart): Promise<void>[] => {
  if (part === 'list') return [utils.bookings.list.invalidate()];
  if (part === 'queue') return [utils.dashboard.queue.invalidate()];
  const id = part.slice('about:'.length);
  return [
    utils.bookings.byId.invalidate({ id }),
    utils.bookings.timeline.invalidate({ id }),
    // Its time, status or presence in the Scheduled view may have changed.
    utils.bookings.scheduled.invalidate(),
    utils.bookings.prealert.invalidate({ bookingId: id }),
    utils.fares.estimate.invalidate({ bookingId: id }),
    utils.fares.trip.invalidate({ bookingId: id }),
    utils.bills.forBooking.invalidate({ bookingId: id }),
    utils.bills.outstanding.invalidate(),
    utils.bookings.assignmentOptions.invalidate(),
    utils.fleet.positions.invalidate(),
    ...figures(utils),
  ];
};

export function refreshTopic(utils: Utils, topic: ChangeTopic): void {
  void Promise.all(TOPIC_QUERIES[topic](utils));
}

/**
 * The collections the staff change stream keeps current (only those on screen are fetched):
 * read again once the stream has first started, for a change that fell between their first
 * read and the stream's start (LiveUpdates).
 */
export function refreshStreamedCollections(utils: Utils): void {
  void Promise.all([
    utils.dashboard.queue.invalidate(),
    utils.bookings.list.invalidate(),
    utils.bookings.scheduled.invalidate(),
    utils.inquiries.list.invalidate(),
    utils.fleet.list.invalidate(),
  ]);
}

type RefreshKey = ChangeTopic | BookingEventPart;
const isTopic = (key: RefreshKey): key is ChangeTopic => key in TOPIC_QUERIES;

/**
 * For live events: a burst of changes refetches each topic's queries once, 100 ms after the
 * burst's first event, and at most once a second while the burst goes on (shared/coalescer.ts).
 */
const coalescer = createRefetchCoalescer<RefreshKey>((keys) => {
  const utils = utilsForLiveEvents;
  if (!utils) return;
  for (const key of keys) {
    if (isTopic(key)) refreshTopic(utils, key);
    else void Promise.all(BOOKING_PART_QUERIES(utils, key));
  }
});
let utilsForLiveEvents: Utils | null = null;
/** When each topic's last live event arrived (refreshAfterChange waits for one). */
const lastEventAt = new Map<ChangeTopic, number>();
/** A live event of `topic`: refetches all its queries, or only `parts` of a booking event. */
export function refreshTopicSoon(utils: Utils, topic: ChangeTopic, parts?: BookingEventPart[]): void {
  lastEventAt.set(topic, Date.now());
  utilsForLiveEvents = utils;
  for (const key of parts ?? [topic]) coalescer.add(key);
}

/**
 * What a running live stream brings (LiveUpdates and the Dashboard tab say so): each change of
 * a topic as an event, or the figures pushed.
 */
type Streamed = ChangeTopic | 'figures';
const streamed = new Set<Streamed>();
/** Marks `what` as streamed while `on`, until the stream stops or the screen goes (`what`: a constant). */
export function useStreamed(what: readonly Streamed[], on: boolean): void {
  useEffect(() => {
    for (const key of what) {
      if (on) streamed.add(key);
      else streamed.delete(key);
    }
    return () => {
      for (const key of what) streamed.delete(key);
    };
  }, [what, on]);
}

/** How long a screen waits for its own change's live event before it refetches by itself. */
const OWN_EVENT_WAIT_MS = 2000;

/**
 * After this screen's own change: while the live stream runs, the change's event refetches what
 * it touched, so refetching here too would fetch it twice. Should no event of the topic arrive
 * soon (a slow network, a busy server), the screen refetches anyway: a person must see their own
 * change. A refused change has no event, so the screen refetches at once to show what the server
 * holds.
 */
export function refreshAfterChange(utils: Utils, topics: ChangeTopic[], outcome: { failed: boolean }): void {
  const madeAt = Date.now();
  for (const topic of topics) {
    if (outcome.failed || !streamed.has(topic)) refreshTopic(utils, topic);
    else setTimeout(() => (lastEventAt.get(topic) ?? 0) < madeAt && refreshTopic(utils, topic), OWN_EVENT_WAIT_MS);
  }
}
