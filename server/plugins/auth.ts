import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { SessionLifetimes } from '../auth/adapter';
import { createLucia, type AppLucia } from '../auth/lucia';
import { prepareDummyHash } from '../auth/password';

declare module 'fastify' {
  interface FastifyInstance {
    lucia: AppLucia;
  }
}

/** Cookies and sessions. Secure cookies everywhere but development (plain http://localhost). */
export const authPlugin = fp<{ secureCookies: boolean; lifetimes: SessionLifetimes }>(
  async function auth(app, opts) {
    await app.register(cookie);
    app.decorate('lucia', createLucia(app.orm, { secureCookies: opts.secureCookies, lifetimes: opts.lifetimes }));
    await prepareDummyHash();
  },
  { name: 'auth', dependencies: ['database'] },
);
