import { randomInt } from 'node:crypto';
import { createTRPCClient, httpLink } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/root';
import { DEMO_PASSWORD } from './fixtures';

/**
 * The staff API as the dashboard uses it (typed from the server's router), signed in as a
 * demo account (or another, with its password): end-to-end tests read what the public site stored through it.
 */
export async function staffApi(baseURL: string, email: string, password = DEMO_PASSWORD) {
  let cookie = '';
  // An address of its own: sign-in attempts are rate limited per address.
  const address = `10.254.${randomInt(256)}.${randomInt(1, 255)}`;
  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${baseURL}/trpc`,
        fetch: async (input, init) => {
          const headers = new Headers(init?.headers);
          if (cookie) headers.set('cookie', cookie);
          headers.set('x-forwarded-for', address);
          const res = await fetch(input, { ...init, headers });
          const set = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
          if (set) cookie = set;
          return res;
        },
      }),
    ],
  });
  await trpc.auth.signIn.mutate({ email, password });
  return trpc;
}
