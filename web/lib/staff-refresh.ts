import type { ChangeTopic } from '../../shared/live';
import { createRefetchCoalescer } from './refetch-coalescer';
import type { trpc } from './staff-client';

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * The one list of what to refetch when something of a topic changes: live events and the
 * screens' own mutations both use it. A booking moves the queue and the figures; an ambulance
 * changes which vehicles can be assigned; a request on the fleet map is a booking.
 */
const TOPIC_QUERIES: Record<ChangeTopic, (utils: Utils) => Promise<void>[]> = {
  booking: (utils) => [utils.bookings.invalidate(), utils.dashboard.invalidate(), utils.fleet.positions.invalidate()],
  ambulance: (utils) => [utils.fleet.invalidate(), utils.bookings.assignmentOptions.invalidate(), utils.dashboard.stats.invalidate()],
  inquiry: (utils) => [utils.inquiries.invalidate(), utils.dashboard.stats.invalidate()],
  user: (utils) => [utils.users.invalidate()],
};

export function refreshTopic(utils: Utils, topic: ChangeTopic): void {
  void Promise.all(TOPIC_QUERIES[topic](utils));
}

/**
 * For live events: a burst of changes refetches each topic's queries once, 100 ms after the
 * burst's first event, and at most once a second while the burst goes on (refetch-coalescer.ts).
 */
const coalescer = createRefetchCoalescer<ChangeTopic>((topics) => {
  for (const topic of topics) if (utilsForLiveEvents) refreshTopic(utilsForLiveEvents, topic);
});
let utilsForLiveEvents: Utils | null = null;
/** When each topic's last live event arrived (refreshAfterChange waits for one). */
const lastEventAt = new Map<ChangeTopic, number>();
export function refreshTopicSoon(utils: Utils, topic: ChangeTopic): void {
  lastEventAt.set(topic, Date.now());
  utilsForLiveEvents = utils;
  coalescer.add(topic);
}

/** The topics whose live stream is running (LiveUpdates says so): each change of them arrives as an event. */
const streamedTopics = new Set<ChangeTopic>();
export function setTopicsStreamed(topics: readonly ChangeTopic[], on: boolean): void {
  for (const topic of topics) {
    if (on) streamedTopics.add(topic);
    else streamedTopics.delete(topic);
  }
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
    if (outcome.failed || !streamedTopics.has(topic)) refreshTopic(utils, topic);
    else setTimeout(() => (lastEventAt.get(topic) ?? 0) < madeAt && refreshTopic(utils, topic), OWN_EVENT_WAIT_MS);
  }
}
