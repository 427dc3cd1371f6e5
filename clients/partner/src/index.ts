import { createTRPCClient, httpBatchLink, httpLink, type TRPCClient } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
// Type only (erased when compiled): the partner API's own router, which names no staff procedure,
// as a client sees it (without the server's context type; see router-type.ts).
import type { partnerApiRouter } from './router-type.ts';

export type PartnerApiRouter = typeof partnerApiRouter;
/** Every procedure's input, e.g. `PartnerApiInputs['trips']['create']`. */
export type PartnerApiInputs = inferRouterInputs<PartnerApiRouter>;
/** Every procedure's answer, e.g. `PartnerApiOutputs['trips']['get']`. */
export type PartnerApiOutputs = inferRouterOutputs<PartnerApiRouter>;
export type PartnerClient = TRPCClient<PartnerApiRouter>;

export interface PartnerClientOptions {
  /** The site's origin, e.g. https://ambulance.example.com (the API is at `${url}/api/v1/trpc`). */
  url: string;
  /** The organisation's API key (made in the partner console under API keys). */
  apiKey: string;
  /** Several calls made together go in one request (default true). */
  batch?: boolean;
  /** A fetch of your own (a proxy, a test); default the global fetch. */
  fetch?: typeof fetch;
}

/**
 * The partner API as typed calls: `createPartnerClient({ url, apiKey }).trips.create.mutate({...})`.
 * A wrong procedure, field name or type fails to compile. Errors are `TRPCClientError`s whose
 * `data.httpStatus` and `data.code` say what went wrong (401 key, 403 scope, 404, 409, 429...).
 */
export function createPartnerClient(options: PartnerClientOptions): PartnerClient {
  const link = (options.batch ?? true) ? httpBatchLink : httpLink;
  return createTRPCClient<PartnerApiRouter>({
    links: [
      link({
        url: `${options.url.replace(/\/+$/, '')}/api/v1/trpc`,
        headers: () => ({ authorization: `Bearer ${options.apiKey}` }),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ],
  });
}
