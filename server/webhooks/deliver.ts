import { Webhook } from 'standardwebhooks';
import { performance } from 'node:perf_hooks';
import { fetch, type Agent } from 'undici';
import { assertPublicLiteral, BlockedAddressError } from './address-guard';

/** What one attempt came to: delivered (a 2xx), or why not. */
export interface AttemptResult {
  ok: boolean;
  /** The receiver's HTTP status, when it answered. */
  statusCode: number | null;
  /** Why it failed, in words a partner's developer can act on (no internals of ours). */
  error: string | null;
  /** When the attempt began, and how long it took to its answer (or its failure). */
  startedAt: Date;
  durationMs: number;
}

export interface AttemptRequest {
  url: string;
  /** The endpoint's secret, and the one a rotation replaced while it still signs: one signature each. */
  secrets: string[];
  /** The `webhook-id`: the same on every attempt of one delivery. */
  messageId: string;
  /** The JSON body, byte for byte the same on every attempt. */
  body: string;
  timeoutMs: number;
  agent: Agent;
  allowPrivate: boolean;
  now?: Date;
}

/**
 * One attempt, as Standard Webhooks says: POST the body with `webhook-id`, `webhook-timestamp`
 * (this attempt's time, which the receiver checks against its clock) and `webhook-signature`
 * (`v1,` + HMAC-SHA256 of `id.timestamp.body` by each secret, by the standardwebhooks library). A redirect is
 * not followed (it could lead to a private address) and counts as a failure; the answer's body
 * is not read beyond its first bytes.
 */
export async function attemptDelivery(request: AttemptRequest): Promise<AttemptResult> {
  const startedAt = new Date();
  const started = performance.now();
  const outcome = await attempt(request);
  return { ...outcome, startedAt, durationMs: Math.round(performance.now() - started) };
}

async function attempt(request: AttemptRequest): Promise<Omit<AttemptResult, 'startedAt' | 'durationMs'>> {
  const url = new URL(request.url);
  try {
    assertPublicLiteral(url, request.allowPrivate);
  } catch (err) {
    if (err instanceof BlockedAddressError) return { ok: false, statusCode: null, error: err.message };
    throw err;
  }
  const timestamp = request.now ?? new Date();
  // Standard Webhooks: several signatures, space-separated; a receiver accepts any one it can verify.
  const signature = request.secrets.map((secret) => new Webhook(secret).sign(request.messageId, timestamp, request.body)).join(' ');
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: request.body,
      redirect: 'manual',
      dispatcher: request.agent,
      signal: AbortSignal.timeout(request.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'ambulance-webhooks/1',
        'webhook-id': request.messageId,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': signature,
      },
    });
    // Free the connection without reading what may be a large answer.
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { ok: true, statusCode: response.status, error: null };
    const error = response.status >= 300 && response.status < 400 ? 'Answered with a redirect, which is not followed' : `Answered ${response.status}`;
    return { ok: false, statusCode: response.status, error };
  } catch (err) {
    return { ok: false, statusCode: null, error: describeFailure(err, request.timeoutMs) };
  }
}

function describeFailure(err: unknown, timeoutMs: number): string {
  const cause = (err as { cause?: unknown }).cause ?? err;
  if (cause instanceof BlockedAddressError) return cause.message;
  const name = (err as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError') return `No answer within ${timeoutMs / 1000} s`;
  const code = (cause as { code?: string }).code;
  if (code === 'ECONNREFUSED') return 'Connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The host name could not be resolved';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'The connection was closed before an answer';
  if (code && /CERT|SSL|TLS/.test(code)) return `TLS error (${code})`;
  return code ? `Could not connect (${code})` : 'Could not connect';
}
