import { randomInt } from 'node:crypto';
import { createTRPCClient, httpLink } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/root';
import { DEMO_PASSWORD } from './fixtures';

type StaffApi = Awaited<ReturnType<typeof signedInStaffApi>>;

/**
 * Clients already signed in, one per account and worker (a worker is one process): a test
 * reading or arranging data through the API reuses the session the first one made, instead of
 * signing in again (an argon2 check and rate-limit writes each time). Nothing signs these
 * sessions out; a test that must end a session signs in on its own.
 */
const clients = new Map<string, Promise<StaffApi>>();

/**
 * The staff API as the dashboard uses it (typed from the server's router), signed in as a
 * demo account (or another, with its password): end-to-end tests read what the public site stored through it.
 */
export function staffApi(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<StaffApi> {
  const key = JSON.stringify([baseURL, email, password]);
  let client = clients.get(key);
  if (!client) {
    client = signedInStaffApi(baseURL, email, password);
    clients.set(key, client);
    // A failed sign-in is not kept: the next test tries again.
    client.catch(() => clients.delete(key));
  }
  return client;
}

async function signedInStaffApi(baseURL: string, email: string, password: string) {
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
