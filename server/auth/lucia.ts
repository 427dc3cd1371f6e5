import type { MikroORM } from '@mikro-orm/postgresql';
import { Lucia, TimeSpan } from 'lucia';
import type { Role } from '../../shared/roles';
import { MikroOrmSessionAdapter } from './adapter';

export const SESSION_COOKIE_NAME = 'session';

/**
 * Lucia 3 behind this module only: the rest of the server uses `createAuth()`'s result, so
 * replacing the deprecated package with the lucia-auth.com guide's functions touches this
 * folder alone. Tokens are 200 random bits (Lucia's 25-byte ids); sessions slide: one used in
 * the second half of its 30 days is extended and its cookie re-sent.
 */
export function createLucia(orm: MikroORM, options: { secureCookies: boolean }) {
  return new Lucia(new MikroOrmSessionAdapter(orm), {
    sessionExpiresIn: new TimeSpan(30, 'd'),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
      expires: true,
      attributes: { secure: options.secureCookies, sameSite: 'lax', path: '/' },
    },
    getUserAttributes: (attributes) => ({
      email: attributes.email,
      fullName: attributes.fullName,
      phone: attributes.phone,
      role: attributes.role,
    }),
  });
}

export type AppLucia = ReturnType<typeof createLucia>;

declare module 'lucia' {
  interface Register {
    Lucia: AppLucia;
    DatabaseUserAttributes: {
      email: string;
      fullName: string;
      phone: string;
      role: Role | null;
    };
  }
}
