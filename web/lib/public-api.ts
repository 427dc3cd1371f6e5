/**
 * The tRPC client of the public forms. Imported dynamically on first use, so the first page
 * load carries neither it nor zod. Types come from the server's router.
 */
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/root';
import { FAILED_MESSAGE } from '../../shared/public-forms';

export const publicApi = createTRPCClient<AppRouter>({ links: [httpLink({ url: '/trpc' })] });

/** What the site procedures answer: the visitor's reference number. */
export type SubmissionReceipt = inferRouterOutputs<AppRouter>['site']['requestBooking'];

/** How a failed call should be shown: next to fields, or as a message with a call button. */
export type SubmissionFailure =
  | { kind: 'fields'; fieldErrors: Record<string, string | undefined>; message: string }
  | { kind: 'failed'; message: string; startOver?: boolean };


export function describeFailure(error: unknown): SubmissionFailure {
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<AppRouter>).data;
    // The server's formatter sends zod's flattened field errors: field -> messages.
    const fieldErrors = data?.fieldErrors;
    if (data?.httpStatus === 400 && fieldErrors) {
      const firstOfEach = Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages?.[0]]));
      return { kind: 'fields', fieldErrors: firstOfEach, message: error.message };
    }
    // The key was used for other details: the next send is a new submission (new key).
    if (data?.httpStatus === 409) return { kind: 'failed', message: error.message, startOver: true };
    // Rate limit and other refusals carry a sentence written for the visitor.
    if (data?.httpStatus && data.httpStatus >= 400 && data.httpStatus < 500) return { kind: 'failed', message: error.message };
  }
  return { kind: 'failed', message: FAILED_MESSAGE };
}
