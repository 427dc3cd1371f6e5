/** How deliveries are paced (WEBHOOK_* in server/env.ts; tests shorten them). */
export interface WebhookSettings {
  /** How often each process looks for new changes and due deliveries (ms); a booking change heard live wakes it sooner. */
  tickMs: number;
  /** The wait after the 1st, 2nd… failed attempt (ms); the last one repeats. */
  backoffMs: number[];
  /** How long a delivery is retried, and how long an endpoint may fail before it is disabled (ms). */
  retryWindowMs: number;
  /** One attempt's limit (ms), connection and answer together. */
  attemptTimeoutMs: number;
  /** Attempts under way at once per process. */
  concurrency: number;
  /** WEBHOOK_ALLOW_PRIVATE: private, loopback and link-local addresses (and http:// to localhost) allowed. */
  allowPrivate: boolean;
}

/**
 * Standard Webhooks' suggested schedule (after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then every
 * 10 h), cut at the 24-hour window.
 */
export const DEFAULT_BACKOFF_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];

/** The wait after the `attempts`-th failed attempt. */
export function backoffAfter(settings: Pick<WebhookSettings, 'backoffMs'>, attempts: number): number {
  const schedule = settings.backoffMs;
  return schedule[Math.min(Math.max(attempts, 1), schedule.length) - 1];
}
