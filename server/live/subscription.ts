import { tracked } from '@trpc/server';
import type { ChangeTopic } from '../../shared/live';
import type { Permission } from '../../shared/roles';
import { checkAccess, type SessionUser } from '../auth/access';
import type { Context } from '../trpc/context';

const RECHECK_EVERY_MS = 30_000;

/**
 * The change stream a staff screen subscribes to, as tracked events (so a reconnecting client
 * resumes after its lastEventId). The subscriber's session and role are checked again when a
 * change to their own account arrives and at least every 30 s: a role taken away, or a
 * session ended, closes the stream with the matching error.
 */
export function staffChangeStream(
  ctx: Context & { user: SessionUser },
  options: { topics: readonly ChangeTopic[]; permission: Permission; lastEventId?: string | null; signal?: AbortSignal },
) {
  // Subscribed now, when the procedure runs, not when tRPC first reads the stream.
  const stream = ctx.live.changes({
    topics: [...options.topics, 'user'],
    lastEventId: options.lastEventId,
    signal: options.signal,
  });
  return (async function* () {
    let checkedAt = Date.now();
    for await (const change of stream) {
      if (change.kind === 'refetch') {
        yield tracked(String(change.id), change);
        continue;
      }
      const aboutMe = change.topic === 'user' && change.entityId === ctx.user.id;
      if (aboutMe || Date.now() - checkedAt > RECHECK_EVERY_MS) {
        await checkAccess(ctx, options.permission);
        checkedAt = Date.now();
      }
      if (options.topics.includes(change.topic)) yield tracked(String(change.id), change);
    }
  })();
}

/**
 * For a signed-in user with or without a role: yields their current role each time an
 * administrator changes it, so the screen updates itself (a new hire waiting for access, a
 * viewer promoted to operator). Ends with UNAUTHORIZED when the session has ended.
 */
export function accountChangeStream(ctx: Context & { user: SessionUser }, signal?: AbortSignal) {
  // Subscribed now, like staffChangeStream, so no change falls before the first read.
  const stream = ctx.live.changes({ topics: ['user'], signal });
  return (async function* () {
    for await (const change of stream) {
      if (change.kind !== 'change' || change.entityId !== ctx.user.id) continue;
      const { user } = await checkAccess(ctx, 'signedIn');
      yield { role: user.role };
    }
  })();
}
