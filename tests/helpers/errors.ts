import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/root';

/** The tRPC error a call fails with (fails the test when the call succeeds). */
export async function errorOf(promise: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCClientError) return error as TRPCClientError<AppRouter>;
    throw error;
  }
  throw new Error('expected the call to fail');
}
