/**
 * The control room in a background tab (issue 19.5): hidden for 10 minutes, the dashboard keeps
 * its live connection, announces a new request, and its clocks are right the moment it is shown.
 *
 * How the throttling is reproduced. The real thing cannot be had here: Playwright starts
 * Chromium with --disable-background-timer-throttling, its headless pages are never hidden, and
 * Chrome's throttling starts only after 5 real minutes. A browser that has hidden a tab that long runs its
 * timers only at wake-ups once a minute, aligned to the minute (Chrome's intensive wake-up
 * throttling), while network events (WebSocket messages, fetch answers) still arrive at once.
 * Chrome exempts timers that are not chained; other browsers throttle differently, so the test
 * takes the strict case: every timer waits for the wake-up. Three parts:
 * - Playwright's clock (`page.clock`) replaces the page's timers and Date; while the tab is
 *   hidden it is paused, so no timer runs unless the test moves time on;
 * - an init script (`throttleWhenHidden`) wraps the clock's setTimeout/setInterval: while
 *   "hidden" each callback runs at the first whole minute at or after its due time (a timer
 *   pending when the tab hides moves to a wake-up too; when the tab is shown it is due at its own
 *   time again) and requestAnimationFrame waits until the tab is shown, as in a hidden tab.
 *   Hiding overrides document.visibilityState/hidden and dispatches visibilitychange;
 * - the test moves time from one wake-up to the next (`page.clock.runFor`), and between two
 *   wake-ups waits, in real time, until the page's network has settled: every keep-alive ping
 *   the page sent has had its pong and no fetch is under way. A minute between two wake-ups is
 *   ample time for that in a real tab; without the wait, a pong slower (on a busy machine) than
 *   the test's next step would find its timeout already run, a failure no real tab has.
 * The server and the real socket run in real time meanwhile. The check that the page never
 * said "lost" is a record of every state the live status took (a MutationObserver from the
 * page's start), and of every socket it opened; no check waits a fixed time.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { callApi, DEMO, expect, test, uniqueName } from './fixtures';
import { signedInAs } from './signed-in';

const WAKE_UP_MS = 60_000;

/** A queue clock under an hour, "10:07". */
const minutesAndSeconds = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}`;

interface Probe {
  hide(): void;
  show(): void;
  /** The script wraps Playwright's fake timers (installed before it), not the browser's own. */
  overFakeClock: boolean;
  /** Pings the page sent, pongs it received, other messages it received, sockets it opened, fetches under way. */
  pings: number;
  pongs: number;
  heard: number;
  sockets: number;
  fetching: number;
  /** Each state the live status took, in order (repeats dropped). */
  liveStates: string[];
  notifications: { title: string; body?: string }[];
}

/** After `page.clock.install()`: the init script that throttles the page's timers while hidden. */
async function throttleWhenHidden(page: Page) {
  await page.addInitScript((wakeUpMs) => {
    const w = window as typeof window & { __probe: Probe };
    const clock = {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      requestAnimationFrame: window.requestAnimationFrame.bind(window),
      cancelAnimationFrame: window.cancelAnimationFrame.bind(window),
    };
    let hidden = false;
    let nextId = 1;
    const timers = new Map<number, { run: () => void; due: number; every?: number; inner?: number }>();
    const arm = (id: number) => {
      const timer = timers.get(id)!;
      if (timer.inner !== undefined) clock.clearTimeout(timer.inner);
      const at = hidden ? Math.ceil(timer.due / wakeUpMs) * wakeUpMs : timer.due;
      timer.inner = clock.setTimeout(() => fire(id), Math.max(0, at - Date.now()));
    };
    const fire = (id: number) => {
      const timer = timers.get(id);
      if (!timer) return;
      if (timer.every === undefined) timers.delete(id);
      else {
        timer.due = Date.now() + timer.every;
        arm(id);
      }
      try {
        timer.run();
      } catch (error) {
        reportError(error);
      }
    };
    const add = (handler: TimerHandler, ms: number | undefined, args: unknown[], every: boolean) => {
      const id = nextId++;
      const delay = Math.max(0, Number(ms) || 0);
      const run = () => typeof handler === 'function' && (handler as (...a: unknown[]) => void)(...args);
      timers.set(id, { run, due: Date.now() + delay, every: every ? Math.max(1, delay) : undefined });
      arm(id);
      return id;
    };
    const clear = (id: unknown) => {
      const timer = timers.get(id as number);
      if (!timer) return;
      if (timer.inner !== undefined) clock.clearTimeout(timer.inner);
      timers.delete(id as number);
    };
    w.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => add(handler, ms, args, false)) as typeof setTimeout;
    w.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => add(handler, ms, args, true)) as typeof setInterval;
    w.clearTimeout = clear;
    w.clearInterval = clear;
    // A hidden tab paints nothing: animation frames wait until it is shown.
    const frames = new Map<number, FrameRequestCallback>();
    let nextFrame = 1;
    w.requestAnimationFrame = (callback) => {
      if (!hidden) return clock.requestAnimationFrame(callback);
      const id = -nextFrame++;
      frames.set(id, callback);
      return id;
    };
    w.cancelAnimationFrame = (id) => (id < 0 ? void frames.delete(id) : clock.cancelAnimationFrame(id));

    const setHidden = (value: boolean) => {
      hidden = value;
      for (const id of timers.keys()) arm(id);
      if (!value) {
        for (const callback of frames.values()) clock.requestAnimationFrame(callback);
        frames.clear();
      }
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    };
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });

    const probe: Probe = {
      overFakeClock: '__pwClock' in window,
      hide: () => setHidden(true),
      show: () => setHidden(false),
      pings: 0,
      pongs: 0,
      heard: 0,
      sockets: 0,
      fetching: 0,
      liveStates: [],
      notifications: [],
    };
    w.__probe = probe;

    // The page's sockets: the keep-alive pings it sends and the pongs it receives.
    const NativeWebSocket = window.WebSocket;
    class CountedWebSocket extends NativeWebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        probe.sockets++;
        this.addEventListener('message', ({ data }) => {
          // Anything else from the server, its own keep-alive PING included (sent after 30 s
          // of real time without a word from the page), puts the page's ping off.
          if (data === 'PONG') probe.pongs++;
          else probe.heard++;
        });
      }
      override send(data: string | ArrayBufferLike | Blob | ArrayBufferView) {
        if (data === 'PING') probe.pings++;
        super.send(data);
      }
    }
    w.WebSocket = CountedWebSocket;
    const fetch = window.fetch.bind(window);
    w.fetch = async (...args) => {
      probe.fetching++;
      try {
        return await fetch(...args);
      } finally {
        probe.fetching--;
      }
    };
    // Desktop notifications, as request-alerts.spec.ts records them.
    const Original = window.Notification;
    w.Notification = class Recorded extends Original {
      constructor(title: string, options?: NotificationOptions) {
        probe.notifications.push({ title, body: options?.body });
        super(title, options);
      }
    };
    // Every state the live status shows, from the page's start (mutation records are not timers).
    new MutationObserver(() => {
      const state = document.querySelector('[data-testid="live-status"]')?.getAttribute('data-state');
      if (state && probe.liveStates.at(-1) !== state) probe.liveStates.push(state);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  }, WAKE_UP_MS);
}

const probe = (page: Page) => page.evaluate(() => {
  const { overFakeClock, pings, pongs, heard, sockets, fetching, liveStates, notifications } = (window as unknown as { __probe: Probe }).__probe;
  return { overFakeClock, pings, pongs, heard, sockets, fetching, liveStates, notifications };
});

/**
 * Moves the paused clock to `to`, one wake-up at a time, letting the network settle after each.
 * Returns, per wake-up, whether the page pinged and whether it heard anything else: tRPC's client
 * pings only after `intervalMs` without a message, so a wake-up whose ping timer was put off by
 * another message (the live event of the request made during the wake-up before, or of another
 * test's booking, arriving as the clock moves) sends no ping, as in a real tab: either proves the
 * connection was kept. Seen: 9 pings in 10 wake-ups when the test counted pings alone.
 */
async function passHiddenTime(page: Page, to: number, during?: (wakeUps: number) => Promise<void>) {
  const wakeUps: { at: number; pinged: boolean; heard: boolean }[] = [];
  // Counted from the end of the step before (not from this step's start), so a message that
  // arrives in between is set to this wake-up's account.
  let before = await probe(page);
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    if (now >= to) return wakeUps;
    const next = Math.min(to, (Math.floor(now / WAKE_UP_MS) + 1) * WAKE_UP_MS);
    await page.clock.runFor(next - now);
    await expect.poll(async () => {
      const { pings, pongs, fetching } = await probe(page);
      return { answered: pongs >= pings, fetching };
    }).toEqual({ answered: true, fetching: 0 });
    const after = await probe(page);
    // The last step may end between two wake-ups (at `to`): no timer runs there.
    if (next % WAKE_UP_MS === 0) wakeUps.push({ at: next, pinged: after.pings > before.pings, heard: after.heard > before.heard });
    before = after;
    await during?.(wakeUps.length - 1);
  }
}

/**
 * Pauses the clock a second or more from now and hides the tab; returns when. tRPC's client pings
 * 5 s (intervalMs) after it last heard from the server, so a tab hidden less than that before a
 * wake-up rightly sends no ping at that wake-up (its ping is due after it; seen once in CI): the
 * tab hides at least 6 s before one.
 */
async function hideSoon(page: Page) {
  let hiddenAt = await page.evaluate(() => Date.now() + 1000);
  const toWakeUp = WAKE_UP_MS - (hiddenAt % WAKE_UP_MS);
  if (toWakeUp < 6000) hiddenAt += toWakeUp + 1000;
  await page.clock.pauseAt(hiddenAt);
  // A ping sent as the clock moved has its pong before the tab hides, as it would in real time.
  await expect.poll(async () => {
    const { pings, pongs } = await probe(page);
    return pongs >= pings;
  }).toBe(true);
  await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.hide());
  return hiddenAt;
}

/** The tRPC messages in one WebSocket frame (a batch is an array; PING and PONG are not JSON). */
function messagesOf(frame: string | Buffer): unknown[] {
  try {
    const parsed: unknown = JSON.parse(frame.toString());
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return [];
  }
}

/** A request from the public form, with a phone of its own (a shared one would be flagged as possible spam). */
async function websiteRequest(page: Page, name: string) {
  await callApi(page, 'site.requestBooking', {
    name,
    phone: `9${randomInt(100_000_000, 999_999_999)}`,
    pickupAddress: 'Varthur Main Road',
    serviceType: 'emergency',
    idempotencyKey: randomUUID(),
  });
}

test.describe('the control room in a background tab', () => {
  test.use({ permissions: ['notifications'] });

  test('hidden for 10 minutes: still live, a new request is announced, and the clocks are right when shown', async ({ page }) => {
    test.slow();
    await page.clock.install();
    await throttleWhenHidden(page);
    await signedInAs(page, DEMO.operator);
    const status = page.getByTestId('live-status');
    await expect(status).toHaveText('Live updates on');
    // A request waiting when the tab is hidden: its clock is read when the tab is shown.
    const waitingName = uniqueName('Waiting Caller');
    const waiting = await callApi<{ createdAt: string }>(page, 'bookings.create', {
      customerName: waitingName,
      customerPhone: '98450 12345',
      pickupLocation: 'Marathahalli Bridge',
      dropoffLocation: 'Manipal Hospital',
      serviceType: 'icu',
      status: 'pending',
      bookingDate: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const waitingItem = page.getByTestId('queue-item').filter({ hasText: waitingName });
    await expect(waitingItem).toBeVisible();
    expect(await probe(page)).toMatchObject({ overFakeClock: true, sockets: 1 });

    // Hidden now, shown half a minute after the wake-up that follows 10 minutes: a clock that
    // waits for its next tick then is visibly behind.
    const hiddenAt = await hideSoon(page);
    let shownAt = Math.ceil((hiddenAt + 10 * 60_000) / WAKE_UP_MS) * WAKE_UP_MS + 30_000;
    if (shownAt - WAKE_UP_MS >= hiddenAt + 10 * 60_000) shownAt -= WAKE_UP_MS;

    // Three wake-ups in, a family asks for an ambulance from the website.
    const caller = uniqueName('Hidden Tab Caller');
    const wakeUps = await passHiddenTime(page, shownAt, async (wakeUps) => {
      if (wakeUps === 2) await websiteRequest(page, caller);
    });

    // Still hidden, and no timer has run since the last wake-up: announced meanwhile.
    await expect.poll(async () => (await probe(page)).notifications).toContainEqual({
      title: 'New booking request',
      body: `${caller}: Emergency Ambulance from Varthur Main Road`,
    });
    await expect(page.getByTestId('queue-item').filter({ hasText: caller })).toHaveCount(1);
    // Ten minutes and more of minute-long waits between timers, and the connection held: one
    // socket all along, the status never anything but live (each wake-up's ping had its pong, or a message from the server put the ping off).
    const hidden = await probe(page);
    expect(hidden.liveStates.filter((state) => state !== 'connecting' && state !== 'live')).toEqual([]);
    expect(hidden.liveStates.at(-1)).toBe('live');
    expect(hidden.sockets).toBe(1);
    expect(wakeUps.length).toBeGreaterThanOrEqual(10);
    expect(wakeUps.filter((w) => !w.pinged && !w.heard)).toEqual([]);

    // Shown, the clock still paused, so no timer can run: the clocks are right at once.
    await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.show());
    const now = await page.evaluate(() => Date.now());
    expect(now - shownAt).toBeLessThan(1000);
    await expect(waitingItem.getByTestId('queue-clock')).toHaveText(minutesAndSeconds(now - Date.parse(waiting.createdAt)));
    await expect(waitingItem).toHaveAttribute('data-wait', 'red');

    // Time runs again: the connection it kept is still the one in use.
    await page.clock.resume();
    await expect(status).toHaveText('Live updates on');
    const later = uniqueName('After Shown Caller');
    await websiteRequest(page, later);
    await expect(page.getByTestId('queue-item').filter({ hasText: later })).toHaveCount(1);
    const shown = await probe(page);
    expect(shown.sockets).toBe(1);
    expect(shown.liveStates).toEqual(hidden.liveStates);
  });

  test('a connection that died unnoticed while hidden is replaced the moment the tab is shown, from its last event', async ({ page }) => {
    test.slow();
    // The page's socket passes through the test, which can make the first one silent (its
    // frames dropped both ways, nothing closed), as a connection lost on the way goes.
    let silent = false;
    let opened = 0;
    const resumePoints: unknown[] = [];
    await page.routeWebSocket(/\/trpc/, (ws) => {
      const first = ++opened === 1;
      const server = ws.connectToServer();
      ws.onMessage((frame) => {
        for (const m of messagesOf(frame)) {
          const subscribe = m as { method?: string; params?: { path?: string; lastEventId?: unknown } };
          if (subscribe.method === 'subscription' && subscribe.params?.path === 'dashboard.onChange') resumePoints.push(subscribe.params.lastEventId ?? null);
        }
        if (!(first && silent)) server.send(frame);
      });
      server.onMessage((frame) => {
        if (!(first && silent)) ws.send(frame);
      });
    });
    await page.clock.install();
    await throttleWhenHidden(page);
    await signedInAs(page, DEMO.viewer);
    const status = page.getByTestId('live-status');
    await expect(status).toHaveText('Live updates on');
    // An event received before hiding: the stream has a position to resume from.
    const before = uniqueName('Before Hidden Caller');
    await websiteRequest(page, before);
    await expect(page.getByTestId('queue-item').filter({ hasText: before })).toHaveCount(1);
    expect(resumePoints).toEqual([null]);

    const hiddenAt = await hideSoon(page);
    // Three wake-ups with a working socket, the last one's pong received; then it goes silent.
    await passHiddenTime(page, (Math.floor(hiddenAt / WAKE_UP_MS) + 3) * WAKE_UP_MS);
    silent = true;
    const missed = uniqueName('Missed Caller');
    await websiteRequest(page, missed);
    // The next wake-up's ping goes unanswered; its pong timeout waits for the wake-up after.
    await page.clock.runFor(WAKE_UP_MS);
    const { pings, pongs } = await probe(page);
    expect(pings).toBe(pongs + 1);
    await page.clock.runFor(WAKE_UP_MS / 2);
    await expect(status).toHaveText('Live updates on');

    // Shown, the clock still paused (no timer can run): 90 s without a word from a server that
    // speaks every 35 s at most, so the socket is given up at once.
    await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.show());
    await expect(status).toHaveText(/^Reconnecting since \d{2}:\d{2}$/);
    await page.clock.resume();
    await expect(status).toHaveText('Live updates on');
    // The new socket subscribed from the last event the old one delivered, and what was missed arrives.
    expect(opened).toBe(2);
    expect(resumePoints).toEqual([null, expect.any(String)]);
    await expect(page.getByTestId('queue-item').filter({ hasText: missed })).toHaveCount(1);
  });
});
