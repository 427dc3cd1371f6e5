import type { MikroORM } from '@mikro-orm/postgresql';
import { Lucia, TimeSpan } from 'lucia';
import type { Role } from '../../shared/roles';
import { MikroOrmSessionAdapter, type SessionLifetimes, type SessionUserRow } from './adapter';
import type { SessionCache } from './session-cache';

export const SESSION_COOKIE_NAME = 'session';

/**
 * Lucia 3 behind this module only: the rest of the server uses `createLucia()`'s result (`app.lucia`), so
 * replacing the deprecated package with the lucia-auth.com guide's functions touches this
 * folder alone. Tokens are 200 random bits (Lucia's 25-byte ids). A session ends after the
 * idle timeout without use, or the absolute lifetime after sign-in (SESSION_IDLE_MINUTES,
 * SESSION_MAX_AGE_HOURS); the adapter slides the idle expiry as the session is used.
 */
export function createLucia(
  orm: MikroORM,
  options: { secureCookies: boolean; lifetimes: SessionLifetimes; cache: SessionCache<SessionUserRow> },
) {
  return new Lucia(new MikroOrmSessionAdapter(orm, options.lifetimes, options.cache), {
    sessionExpiresIn: new TimeSpan(Math.round(options.lifetimes.idleMs / 1000), 's'),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
      expires: true,
      attributes: { secure: options.secureCookies, sameSite: 'lax', path: '/' },
    },
    getSessionAttributes: (attributes) => ({ refreshed: attributes.refreshed ?? false }),
    getUserAttributes: (attributes) => ({
      email: attributes.email,
      fullName: attributes.fullName,
      phone: attributes.phone,
      role: attributes.role,
      vehicleId: attributes.vehicleId,
      organisationId: attributes.organisationId,
    }),
  });
}

export type AppLucia = ReturnType<typeof createLucia>;

/** True when the response must carry the session cookie again (its lifetime moved). */
export function cookieNeedsRefresh(session: { fresh: boolean; refreshed: boolean }): boolean {
  return session.fresh || session.refreshed;
}

declare module 'lucia' {
  interface Register {
    Lucia: AppLucia;
    /** Set by the adapter when it moved the expiry (not stored). */
    DatabaseSessionAttributes: { refreshed?: boolean };
    DatabaseUserAttributes: {
      email: string;
      fullName: string;
      phone: string;
      role: Role | null;
      vehicleId: string | null;
      organisationId: string | null;
    };
  }
}
