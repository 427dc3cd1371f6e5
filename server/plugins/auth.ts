import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { SessionLifetimes, SessionUserRow } from '../auth/adapter';
import { forgetOnUserChange, SessionCache } from '../auth/session-cache';
import { createLucia, type AppLucia } from '../auth/lucia';
import { prepareDummyHash } from '../auth/password';

declare module 'fastify' {
  interface FastifyInstance {
    lucia: AppLucia;
    /** Sessions just read; it must `follow` the live hub before it is used (app.ts). */
    sessionCache: SessionCache<SessionUserRow>;
  }
}

/** Cookies and sessions. Secure cookies everywhere but development (plain http://localhost). */
export const authPlugin = fp<{ secureCookies: boolean; lifetimes: SessionLifetimes; sessionCacheMs: number }>(
  async function auth(app, opts) {
    await app.register(cookie);
    const cache = new SessionCache<SessionUserRow>(opts.sessionCacheMs);
    forgetOnUserChange(app.orm, cache);
    app.decorate('sessionCache', cache);
    app.decorate('lucia', createLucia(app.orm, { secureCookies: opts.secureCookies, lifetimes: opts.lifetimes, cache }));
    await prepareDummyHash();
  },
  { name: 'auth', dependencies: ['database'] },
);
