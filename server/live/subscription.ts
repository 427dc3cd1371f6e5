import { setTimeout as sleep } from 'node:timers/promises';
import { DriverException } from '@mikro-orm/core';
import { tracked } from '@trpc/server';
import type { ChangesMessage, ChangeTopic } from '../../shared/live';
import { can, type Permission, type Role } from '../../shared/roles';
import { checkAccess, type AccessRule, type SessionUser } from '../auth/access';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { maskedForReader } from '../services/booking-dto';
import { ForbiddenError, UnauthorizedError } from '../services/errors';
import type { PositionAnnouncement } from './position-channel';
import { Feed } from './feed';
import { shareJson } from './shared-json';
import { writtenDirectly } from './direct-frames';
import type { LiveChange, LiveStreamMessage } from './hub';
import type { Context } from '../auth/call-context';

/** Waits before a per-event step is tried again: 250 ms, doubling, at most this. */
const EVENT_RETRY_MAX_MS = 5_000;

/** A failure of the database (away, a connection killed, a statement refused), not of the code. */
function isDatabaseError(error: unknown): boolean {
  if (error instanceof DriverException || isDatabaseUnavailable(error)) return true;
  // node-postgres' DatabaseError (raw `execute` calls are not converted by MikroORM): a SQLSTATE and a severity.
  const e = error as { code?: unknown; severity?: unknown } | null;
  return typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
}

/**
 * Runs one event's database step (a stream's filter, an access re-check) until it answers:
 * a database error (the database away, the connection killed under it) is waited out and the
 * same event tried again, so the stream keeps its order and goes on; it never ends the stream.
 * A refusal (401/403) and anything else are thrown, as is the error once `signal` aborts
 * (the subscriber left, or its access ended).
 */
async function retryingDatabaseErrors<T>(ctx: Context, step: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseError(error) || signal.aborted) throw error;
      if (attempt === 0) ctx.log.warn({ err: error }, 'live stream: a database error on an event (its filter or access re-check); trying the event again');
      await sleep(Math.min(EVENT_RETRY_MAX_MS, 250 * 2 ** attempt), undefined, { signal }).catch(() => {
        throw error;
      });
    }
  }
}

/**
 * Re-checks a subscriber's access on a timer (every SESSION_RECHECK_SECONDS), for what no
 * change event announces: a session that expires. When the session or role no longer allows
 * the stream, `signal` aborts and `finish()` throws that error, ending the stream with it. A
 * failed check for another reason (the database away) is tried again at the next tick.
 */
function watchAccess(ctx: Context, rule: AccessRule, outer?: AbortSignal) {
  const controller = new AbortController();
  const abort = () => controller.abort();
  outer?.addEventListener('abort', abort, { once: true });
  let refused: UnauthorizedError | ForbiddenError | null = null;
  const timer = setInterval(() => {
    checkAccess(ctx, rule).catch((error: unknown) => {
      if (error instanceof UnauthorizedError || error instanceof ForbiddenError) {
        refused = error;
        controller.abort();
      }
    });
  }, ctx.env.SESSION_RECHECK_SECONDS * 1000);
  timer.unref();
  return {
    signal: controller.signal,
    /** Ends the stream with this refusal (a check made outside the timer refused access). */
    refuse(error: unknown) {
      if (error instanceof UnauthorizedError || error instanceof ForbiddenError) {
        refused = error;
        controller.abort();
      }
    },
    finish() {
      clearInterval(timer);
      outer?.removeEventListener('abort', abort);
      if (refused) throw refused;
    },
  };
}

/**
 * How a reader sees a change: with the customer's phone, or masked (the only difference between
 * staff roles), or without the booking's row at all (a partner's board refetches its own view).
 */
type View = 'full' | 'masked' | 'ids';
const viewFor = (role: Role): View => (can(role, 'readCustomerPhones') ? 'full' : 'masked');
const MASKED_READER = { role: 'viewer' } as const;
/** Each change as each view shows it, made once and given to every subscriber with that view. */
const views = new WeakMap<LiveStreamMessage, Partial<Record<View, LiveStreamMessage>>>();

/**
 * The change as this view shows it: the same value for every subscriber with the view, marked
 * shared so that the WebSocket sends its JSON made once (shared-json.ts).
 */
function viewOf(change: LiveStreamMessage, view: View): LiveStreamMessage {
  if (change.kind !== 'change' || !change.row || view === 'full') return shareJson(change);
  let byView = views.get(change);
  if (!byView) views.set(change, (byView = {}));
  if (view === 'ids') return (byView.ids ??= shareJson({ ...change, row: undefined }));
  return (byView[view] ??= shareJson({ ...change, row: maskedForReader(MASKED_READER)(change.row) }));
}

/**
 * Messages of several changes, by the changes' values in order (a path of weak maps, one value
 * per step): subscribers with the same view that take the same changes together (the hub read
 * them at once) get the same message, shared, so its JSON is made once for all of them too.
 */
interface BatchStep {
  next?: WeakMap<object, BatchStep>;
  message?: ChangesMessage<LiveStreamMessage>;
}
const batches = new WeakMap<object, BatchStep>();

function batchOf(changes: LiveStreamMessage[]): ChangesMessage<LiveStreamMessage> {
  let step = batches.get(changes[0]);
  if (!step) batches.set(changes[0], (step = {}));
  for (let i = 1; i < changes.length; i++) {
    step.next ??= new WeakMap();
    let following = step.next.get(changes[i]);
    if (!following) step.next.set(changes[i], (following = {}));
    step = following;
  }
  const last = changes.at(-1)!;
  return (step.message ??= shareJson({ kind: 'changes', id: last.id, changes: [...changes] } satisfies ChangesMessage<LiveStreamMessage>));
}

/** One tracked message for changes in order: a single one as it is, several as `changes`; the last one's id resumes. */
function together(changes: LiveStreamMessage[]) {
  const last = changes.at(-1)!;
  return tracked(String(last.id), changes.length === 1 ? last : batchOf(changes));
}

/**
 * The change stream a staff screen subscribes to, as tracked events (so a reconnecting client
 * resumes after its lastEventId); changes that queued for it go out together (`together`). The
 * subscriber's session and role are checked again when a change to their own account arrives
 * (a sign-out, ended sessions, a role change: on every process, within a moment) and on a timer
 * (expiry): a role taken away, or a session ended, closes the stream with the matching error. A
 * database error in that check or in `accept` is retried for the same event
 * (`retryingDatabaseErrors`), never ending the stream.
 */
export function staffChangeStream(
  ctx: Context & { user: SessionUser },
  options: {
    topics: readonly ChangeTopic[];
    permission: Permission;
    lastEventId?: string | null;
    signal?: AbortSignal;
    /** Narrows the stream further (the crew gets only its vehicle's bookings). */
    accept?: (change: LiveChange) => Promise<boolean>;
    /** Booking events go out without the staff lists' row (the partner's stream). */
    withoutRows?: boolean;
  },
) {
  const access = watchAccess(ctx, options.permission, options.signal);
  // Subscribed now, when the procedure runs, not when tRPC first reads the stream.
  const stream = ctx.live.changes({
    topics: [...options.topics, 'user'],
    lastEventId: options.lastEventId,
    signal: access.signal,
  });
  const readerView = (role: Role): View => (options.withoutRows ? 'ids' : viewFor(role));
  let view = readerView(ctx.user.role ?? 'viewer');
  // Over a WebSocket the stream writes its own messages (direct-frames.ts, issue 41.2).
  return writtenDirectly(ctx.socket, (async function* () {
    try {
      for await (const first of stream) {
        // Changes that queued behind this one (the hub read several at once, or this stream fell
        // behind) go out together, one message: under a burst each screen gets fewer messages.
        const changes: LiveStreamMessage[] = [first, ...(stream instanceof Feed ? (stream as Feed<LiveStreamMessage>).takeQueued() : [])];
        let outgoing: LiveStreamMessage[] = [];
        for (const change of changes) {
          if (change.kind === 'refetch') {
            outgoing.push(change);
            continue;
          }
          const aboutMe = change.topic === 'user' && change.entityId === ctx.user.id;
          if (aboutMe) {
            // What came before goes out first: a check that ends the stream does not take it along.
            if (outgoing.length > 0) yield together(outgoing);
            outgoing = [];
            const { user } = await retryingDatabaseErrors(ctx, () => checkAccess(ctx, options.permission), access.signal);
            // A role changed within the stream's permission (operator to viewer): masked from now on.
            if (user.role) view = readerView(user.role);
          }
          if (!options.topics.includes(change.topic)) continue;
          const accept = options.accept;
          if (!accept || (await retryingDatabaseErrors(ctx, () => accept(change), access.signal))) {
            // What an event may carry to whom: a booking's row exactly as this reader's lists show it.
            outgoing.push(viewOf(change, view));
          }
        }
        if (outgoing.length > 0) yield together(outgoing);
      }
    } finally {
      access.finish();
    }
  })());
}

/**
 * For a signed-in user with or without a role: yields their current role each time an
 * administrator changes it, so the screen updates itself (a new hire waiting for access, a
 * viewer promoted to operator). Ends with UNAUTHORIZED when the session has ended.
 */
export function accountChangeStream(ctx: Context & { user: SessionUser }, signal?: AbortSignal) {
  const access = watchAccess(ctx, 'signedIn', signal);
  // Subscribed now, like staffChangeStream, so no change falls before the first read.
  const stream = ctx.live.changes({ topics: ['user'], signal: access.signal });
  return (async function* () {
    try {
      for await (const change of stream) {
        if (change.kind !== 'change' || change.entityId !== ctx.user.id) continue;
        const { user } = await retryingDatabaseErrors(ctx, () => checkAccess(ctx, 'signedIn'), access.signal);
        yield { role: user.role };
      }
    } finally {
      access.finish();
    }
  })();
}

/**
 * Every vehicle's position as announced (at most one per vehicle per second), for a staff map
 * (issue 20.4), or only `vehicleId`'s (a booking's map: the others' fixes are dropped here, not
 * sent to be ignored, issue 41.3). Not tracked: a position is worth only its newest value, which
 * a reconnecting map reads again (`latestPositions`).
 */
export function staffPositionStream(
  ctx: Context & { user: SessionUser },
  options: { permission: Permission; signal?: AbortSignal; vehicleId?: string },
): AsyncGenerator<PositionAnnouncement> {
  const ambulanceIds = options.vehicleId ? new Set([options.vehicleId]) : undefined;
  return guardedStream(ctx, options, (signal) => ctx.live.positions({ signal, ambulanceIds }));
}

/**
 * The dashboard's figures as this process computes them for every open dashboard (issue 23.2):
 * current ones at once, then each new computation. Not tracked: only the newest matter.
 */
export function staffFiguresStream(ctx: Context & { user: SessionUser }, options: { permission: Permission; signal?: AbortSignal }) {
  return guardedStream(ctx, options, (signal) => ctx.figures.stream(signal));
}

/**
 * A stream of values that are the same for every reader allowed them (positions, figures),
 * with the session and role checked as for a change stream: when a change to the subscriber's
 * own account arrives, and on a timer. A refusal ends it with the matching error.
 */
export function guardedStream<T>(
  ctx: Context & { user: SessionUser },
  options: { permission: Permission; signal?: AbortSignal },
  source: (signal: AbortSignal) => AsyncIterable<T>,
): AsyncGenerator<T> {
  const access = watchAccess(ctx, options.permission, options.signal);
  // Both subscribed now, when the procedure runs, as staffChangeStream does.
  const values = source(access.signal);
  const account = ctx.live.changes({ topics: ['user'], signal: access.signal });
  void (async () => {
    try {
      for await (const change of account) {
        // A refetch (events missed) may hide a change to this account: check anyway.
        if (change.kind === 'change' && change.entityId !== ctx.user.id) continue;
        await retryingDatabaseErrors(ctx, () => checkAccess(ctx, options.permission), access.signal);
      }
    } catch (error) {
      access.refuse(error);
    }
  })();
  return (async function* () {
    try {
      yield* values;
    } finally {
      access.finish();
    }
  })();
}
