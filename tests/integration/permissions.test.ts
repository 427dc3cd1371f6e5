import { randomUUID } from 'node:crypto';
import { getUntypedClient, TRPCClientError } from '@trpc/client';
import type { AnyProcedure } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../../shared/roles';
import { appRouter } from '../../server/trpc/root';
import { createApiClient, crewAccount, signedIn, startTestServer, type ApiClient, type TestServer } from '../helpers/server';

/**
 * Spec section 6, the foundation's no-role rule and the crew (issue 11: not staff, only the
 * crew procedures), one row per procedure. A procedure added
 * to the router without a row here fails the first test: decide who may call it, then add it.
 */
type Rule = 'public' | 'signedIn' | Permission;
const EXPECTED: Record<string, Rule> = {
  'auth.me': 'public',
  'auth.signIn': 'public',
  'auth.signUp': 'public',
  'auth.signOut': 'public',
  'auth.signOutEverywhere': 'signedIn',
  'auth.onAccountChange': 'signedIn',
  'bills.forBooking': 'readStaffData',
  'bills.issue': 'manageOperations',
  'bills.cancel': 'manageOperations',
  'bills.recordPayment': 'manageOperations',
  'bills.outstanding': 'readAccounts',
  'bookings.list': 'readStaffData',
  'bookings.scheduled': 'readStaffData',
  'bookings.byId': 'readStaffData',
  'bookings.create': 'manageOperations',
  'bookings.update': 'manageOperations',
  'bookings.delete': 'manageOperations',
  'bookings.setStatus': 'manageOperations',
  'bookings.assignmentOptions': 'manageOperations',
  'bookings.assign': 'manageOperations',
  'bookings.unassign': 'manageOperations',
  'bookings.timeline': 'readStaffData',
  'bookings.recordStep': 'manageOperations',
  'bookings.undoStep': 'manageOperations',
  'bookings.recordCallBack': 'manageOperations',
  'bookings.setPickupPoint': 'manageOperations',
  'bookings.sendPrealert': 'manageOperations',
  'bookings.prealert': 'readStaffData',
  'fares.current': 'public',
  'site.fareEstimate': 'public',
  'fares.list': 'readStaffData',
  'fares.estimate': 'readStaffData',
  'fares.trip': 'readStaffData',
  'fares.adjust': 'manageOperations',
  'fares.setExtras': 'manageOperations',
  'fares.create': 'manageUsers',
  'fares.delete': 'manageUsers',
  'fleet.list': 'readStaffData',
  'fleet.create': 'manageOperations',
  'fleet.update': 'manageOperations',
  'fleet.setAvailability': 'manageOperations',
  'fleet.delete': 'manageOperations',
  'fleet.timeline': 'readStaffData',
  'fleet.positions': 'readStaffData',
  'fleet.onPosition': 'readStaffData',
  'hospitals.list': 'readStaffData',
  'hospitals.options': 'readStaffData',
  'hospitals.create': 'manageUsers',
  'hospitals.update': 'manageUsers',
  'hospitals.delete': 'manageUsers',
  'inquiries.list': 'readStaffData',
  'inquiries.byId': 'readStaffData',
  'inquiries.markRead': 'readStaffData',
  'inquiries.delete': 'manageOperations',
  'users.list': 'manageUsers',
  'users.assignRole': 'manageUsers',
  'users.roleChanges': 'manageUsers',
  'users.endSessions': 'manageUsers',
  'users.linkVehicle': 'manageUsers',
  'crew.current': 'crewWork',
  'crew.recordStep': 'crewWork',
  'crew.undoStep': 'crewWork',
  'crew.sharePosition': 'crewWork',
  'crew.sendPrealert': 'crewWork',
  'crew.prealert': 'crewWork',
  'crew.onChange': 'crewWork',
  'users.onChange': 'manageUsers',
  'site.requestBooking': 'public',
  'site.sendInquiry': 'public',
  'dashboard.stats': 'readStaffData',
  'dashboard.queue': 'readStaffData',
  'dashboard.onChange': 'readStaffData',
  'dashboard.onFigures': 'readStaffData',
  'reports.figures': 'readStaffData',
  'reports.vehicles': 'readStaffData',
  'reports.cancellations': 'readStaffData',
  'reports.handovers': 'readStaffData',
  'organisations.list': 'managePartners',
  'organisations.create': 'managePartners',
  'organisations.update': 'managePartners',
  'organisations.members': 'managePartners',
  'organisations.invite': 'managePartners',
  'organisations.endAccess': 'managePartners',
  'organisations.apiKeys.list': 'managePartners',
  'organisations.apiKeys.create': 'managePartners',
  'organisations.apiKeys.rotate': 'managePartners',
  'organisations.apiKeys.revoke': 'managePartners',
  'partner.me': 'partnerWork',
  'partner.requestTrip': 'partnerWork',
  'partner.board': 'partnerWork',
  'partner.history': 'partnerWork',
  'partner.cancelTrip': 'partnerWork',
  'partner.onChange': 'partnerWork',
  'partner.onPositions': 'partnerWork',
  'partner.series.list': 'partnerWork',
  'partner.series.create': 'partnerWork',
  'partner.series.skip': 'partnerWork',
  'partner.series.move': 'partnerWork',
  'partner.series.pause': 'partnerWork',
  'partner.series.resume': 'partnerWork',
  'partner.series.end': 'partnerWork',
  'partner.keys.list': 'partnerWork',
  'partner.keys.create': 'partnerWork',
  'partner.keys.rotate': 'partnerWork',
  'partner.keys.revoke': 'partnerWork',
  'partner.webhooks.list': 'partnerWork',
  'partner.webhooks.create': 'partnerWork',
  'partner.webhooks.secret': 'partnerWork',
  'partner.webhooks.setEnabled': 'partnerWork',
  'partner.webhooks.delete': 'partnerWork',
  'partner.webhooks.deliveries': 'partnerWork',
  'partner.webhooks.resend': 'partnerWork',
  'partner.webhooks.sendTest': 'partnerWork',
  'partner.webhooks.rotateSecret': 'partnerWork',
  'partner.webhooks.update': 'partnerWork',
  'partner.webhooks.attempts': 'partnerWork',
  'series.list': 'readStaffData',
  'series.create': 'manageOperations',
  'series.skip': 'manageOperations',
  'series.move': 'manageOperations',
  'series.pause': 'manageOperations',
  'series.resume': 'manageOperations',
  'series.end': 'manageOperations',
};

/** Two partners (issue 37) of two organisations: the same rights, each over its own organisation's trips only (below). */
type Actor = 'anonymous' | 'noRole' | 'viewer' | 'operator' | 'admin' | 'crew' | 'partner' | 'otherPartner';
const ACTORS: Actor[] = ['anonymous', 'noRole', 'viewer', 'operator', 'admin', 'crew', 'partner', 'otherPartner'];
const ROLE_RIGHTS: Record<Actor, Rule[]> = {
  anonymous: ['public'],
  noRole: ['public', 'signedIn'],
  viewer: ['public', 'signedIn', 'readStaffData'],
  operator: ['public', 'signedIn', 'readStaffData', 'manageOperations', 'readAccounts'],
  admin: ['public', 'signedIn', 'readStaffData', 'manageOperations', 'readAccounts', 'manageUsers', 'managePartners'],
  crew: ['public', 'signedIn', 'crewWork'],
  partner: ['public', 'signedIn', 'partnerWork'],
  otherPartner: ['public', 'signedIn', 'partnerWork'],
};
/** What a refused call answers: no session 401, a session without the right 403. */
const refusal = (actor: Actor) => (actor === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN');

// At run time `_def.procedures` is flat: 'bookings.list' -> procedure.
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
// These end the caller's session: call them last, in this order (signOut is public, so last).
const ENDS_SESSION = ['auth.signOutEverywhere', 'auth.signOut'];
const rank = (path: string) => ENDS_SESSION.indexOf(path) + 1;
const paths = Object.keys(procedures).sort((a, b) => rank(a) - rank(b));

let server: TestServer & { dropDatabase: () => Promise<void> };
const clients = {} as Record<Actor, ApiClient>;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  clients.anonymous = createApiClient(server.url);
  clients.noRole = await signedIn(server.url, 'newhire@demo.example.com');
  clients.viewer = await signedIn(server.url, 'viewer@demo.example.com');
  clients.operator = await signedIn(server.url, 'operator@demo.example.com');
  clients.admin = await signedIn(server.url, 'admin@demo.example.com');
  clients.crew = await crewAccount(server.url, clients.admin, 'crew.matrix@example.com', 'KA-05-BL-5102');
  clients.partner = await signedIn(server.url, 'partner@hospital.demo.example.com');
  clients.otherPartner = await signedIn(server.url, 'partner@dialysis.demo.example.com');
});
afterAll(async () => {
  for (const client of Object.values(clients)) client.closeSocket();
  await server.close();
  await server.dropDatabase();
});

/**
 * What an allowed call may answer. The input names a row that does not exist (and is invalid
 * for create and sign-in), so an allowed call changes nothing: it answers NOT_FOUND or
 * BAD_REQUEST (or a conflict) after the permission check, which runs before validation. Only
 * these prove the caller got past the check; a 5xx or a 429 proves nothing and fails the row.
 */
const PASSED_THE_CHECK = new Set(['BAD_REQUEST', 'NOT_FOUND', 'CONFLICT', 'PRECONDITION_FAILED', 'UNPROCESSABLE_CONTENT']);

/** Calls a procedure and reports 'allowed', the refusal's code, or what else went wrong. */
async function outcome(client: ApiClient, path: string): Promise<string> {
  const untyped = getUntypedClient(client.trpc);
  const input = { id: randomUUID(), userId: randomUUID() };
  const type = procedures[path]._def.type;
  const judge = (error: unknown) => {
    const data = (error as { data?: { code?: string; httpStatus?: number } } | undefined)?.data;
    const code = data?.code ?? 'no code';
    if (code === 'UNAUTHORIZED' || code === 'FORBIDDEN') return code;
    if (PASSED_THE_CHECK.has(code) && data?.httpStatus !== undefined && data.httpStatus >= 400 && data.httpStatus < 500 && data.httpStatus !== 429) return 'allowed';
    return `failed: ${code} ${data?.httpStatus ?? ''} ${(error as Error).message}`;
  };
  if (type === 'subscription') {
    return new Promise((resolve) => {
      const sub = untyped.subscription(path, undefined, {
        onStarted: () => {
          sub.unsubscribe();
          resolve('allowed');
        },
        onError: (error) => resolve(judge(error)),
      });
    });
  }
  try {
    await (type === 'query' ? untyped.query(path, input) : untyped.mutation(path, input));
    return 'allowed';
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    return judge(error);
  }
}

describe('permission matrix (spec section 6)', () => {
  it('every procedure of the router has an expected rule, and its builder carries that permission', () => {
    expect(paths.filter((p) => !(p in EXPECTED)), 'procedures without an expected rule').toEqual([]);
    expect(Object.keys(EXPECTED).filter((p) => !(p in procedures)), 'rules for procedures that do not exist').toEqual([]);
    for (const path of paths) {
      const meta = procedures[path]._def.meta as { permission?: Rule } | undefined;
      expect(meta?.permission ?? 'public', path).toBe(EXPECTED[path]);
    }
  });

  it.each(ACTORS)('%s: allowed exactly what the rules say, refused the rest', async (actor) => {
    const results: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const path of paths) {
      results[path] = await outcome(clients[actor], path);
      expected[path] = ROLE_RIGHTS[actor].includes(EXPECTED[path]) ? 'allowed' : refusal(actor);
    }
    expect(results).toEqual(expected);
  });
});
