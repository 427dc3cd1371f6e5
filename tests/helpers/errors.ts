import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/root';

/** The tRPC error a call fails with (fails the test when the call succeeds). */
export async function errorOf(promise: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  try {
    await promise;
  } catch (error) {
    return asApiError(error);
  }
  throw new Error('expected the call to fail');
}

/** A caught error as the tRPC error it must be (rethrows anything else). */
export function asApiError(error: unknown): TRPCClientError<AppRouter> {
  if (error instanceof TRPCClientError) return error as TRPCClientError<AppRouter>;
  throw error;
}
