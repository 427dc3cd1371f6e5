import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { ApiKeyScope } from '../../shared/schemas/api-keys';
import { secondsToWait } from '../limits/rate-limits';
import { findKeyBySecret } from '../services/api-keys.service';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../services/errors';
import type { PartnerCaller } from '../services/partner-access';

/*
 * A partner's API key on a request (issue 38.1): `Authorization: Bearer <key>` turns into a
 * partner caller of the key's organisation with the key's scopes. The key is looked up in
 * PostgreSQL on every request (one indexed read; no per-process cache), so a revocation or the
 * end of a rotated secret's 24 hours applies at once on every server process.
 */

/** The key in an `Authorization: Bearer <key>` header, or null. */
export function bearerTokenOf(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

export const MISSING_KEY_MESSAGE = 'Send your API key in the header "Authorization: Bearer <key>".';
export const INVALID_KEY_MESSAGE = 'This API key is not valid: it is unknown, revoked, or was replaced more than 24 hours ago.';

export interface KeyRequest {
  em: EntityManager;
  bearerToken: string | null;
  /** The per-key budget (server/limits/rate-limits.ts `apiKeyBudgetFor`). */
  budget: RateLimiterPostgres;
  perMinute: number;
}

/** A partner caller made from a key (the key's id and name; no person). */
export interface KeyCaller extends PartnerCaller {
  apiKey: { name: string };
  scopes: ApiKeyScope[];
}

/**
 * The key's caller, if the key works, has budget left and has `scope`: 401 without a working
 * key, 429 (with the seconds to wait) past its budget, 403 naming a missing scope.
 */
export async function authenticateKey(request: KeyRequest, scope: ApiKeyScope): Promise<KeyCaller> {
  if (!request.bearerToken) throw new UnauthorizedError(MISSING_KEY_MESSAGE);
  const key = await findKeyBySecret(request.em, request.bearerToken);
  if (!key) throw new UnauthorizedError(INVALID_KEY_MESSAGE);
  const wait = await secondsToWait(request.budget, key.id);
  if (wait !== null) {
    throw new TooManyRequestsError(
      `This API key has used its ${request.perMinute} requests for this minute. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
      { retryAfterSeconds: wait },
    );
  }
  if (!key.scopes.includes(scope)) throw new ForbiddenError(`This API key does not have the scope "${scope}".`);
  return { id: key.id, fullName: `API key ${key.name}`, organisationId: key.organisationId, apiKey: { name: key.name }, scopes: key.scopes };
}
