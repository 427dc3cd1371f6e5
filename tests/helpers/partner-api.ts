import { createTRPCClient, httpLink } from '@trpc/client';
import type { PartnerApiRouter } from '../../server/trpc/routers/api-v1';

/** A client of the partner API (/api/v1/trpc) with an API key, as a partner's system calls it. */
export function partnerApiClient(baseUrl: string, apiKey: string | null) {
  return createTRPCClient<PartnerApiRouter>({
    links: [httpLink({ url: `${baseUrl}/api/v1/trpc`, headers: () => (apiKey ? { authorization: `Bearer ${apiKey}` } : {}) })],
  });
}
