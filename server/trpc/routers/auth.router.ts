import { TRPCError } from '@trpc/server';
import { signInSchema, signUpSchema } from '../../../shared/schemas/auth';
import { consumeRateLimit } from '../../limits/rate-limits';
import { cookieNeedsRefresh } from '../../auth/lucia';
import { endAllSessions, endSession, signInWithNewSession, signUp, startSession, toAccountDTO, type AccountDTO } from '../../services/auth.service';
import type { Context } from '../context';
import { accountChangeStream } from '../../live/subscription';
import { publicProcedure, router, signedInProcedure } from '../init';

/** The signed-in user, as every screen sees it (null when signed out). */
async function currentUser(ctx: Context): Promise<AccountDTO | null> {
  if (!ctx.sessionToken) return null;
  const { session, user } = await ctx.lucia.validateSession(ctx.sessionToken);
  if (!session) {
    ctx.setCookie(ctx.lucia.createBlankSessionCookie());
    return null;
  }
  if (cookieNeedsRefresh(session)) ctx.setCookie(ctx.lucia.createSessionCookie(session.id));
  return { id: user.id, email: user.email, fullName: user.fullName, phone: user.phone, role: user.role };
}

function requireHttp(ctx: Context) {
  if (ctx.transport !== 'http') {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Sign in and sign out over HTTP, not WebSocket.' });
  }
}

export const authRouter = router({
  signUp: publicProcedure.input(signUpSchema).mutation(async ({ ctx, input }) => {
    requireHttp(ctx);
    await consumeRateLimit(ctx.rateLimits.signUp, ctx.clientIp);
    const profile = await signUp(ctx.em, input);
    ctx.setCookie(await startSession(ctx.lucia, profile.id, ctx.sessionToken));
    return toAccountDTO(profile, null);
  }),

  signIn: publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    requireHttp(ctx);
    const limits = { perAccount: ctx.rateLimits.signInFailuresPerAccount, perAddress: ctx.rateLimits.signInFailuresPerAddress };
    const { account, sessionCookie } = await signInWithNewSession(ctx.em, ctx.lucia, {
      input,
      limits,
      clientAddress: ctx.clientIp,
      previousSessionToken: ctx.sessionToken,
    });
    ctx.setCookie(sessionCookie);
    return account;
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    requireHttp(ctx);
    if (ctx.sessionToken) await endSession(ctx.em, ctx.sessionToken);
    ctx.setCookie(ctx.lucia.createBlankSessionCookie());
    return { signedOut: true };
  }),

  /** Ends every session of the signed-in user (this browser and all others). */
  signOutEverywhere: signedInProcedure.mutation(async ({ ctx }) => {
    requireHttp(ctx);
    const { ended } = await endAllSessions(ctx.em, ctx.user.id, ctx.user);
    ctx.setCookie(ctx.lucia.createBlankSessionCookie());
    return { signedOut: true, ended };
  }),

  me: publicProcedure.query(({ ctx }) => currentUser(ctx)),

  /** The signed-in user's own role, each time it changes (with or without a role now). */
  onAccountChange: signedInProcedure.subscription(({ ctx, signal }) => accountChangeStream(ctx, signal)),
});
