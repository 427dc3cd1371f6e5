import { DEMO_PASSWORD, round } from './common';
import { medianOf } from './pairs';

/** Each side's attempts: 21, alternately (an odd count, so each median is an attempt's own). */
const ATTEMPTS = 21;
/** The account whose password is got wrong; the bench's other parts sign in as the operator. */
const ACCOUNT = 'viewer@demo.example.com';
/**
 * The account's failures are counted (10 in 15 minutes lock it, issue 9): after this many, a
 * right password clears the count, as it does for a person.
 */
const FAILURES_BEFORE_CLEARING = 5;

/** One sign-in from an address of its own (the per-address budget is not what is measured): its status and time. */
async function attempt(origin: string, email: string, password: string, n: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${origin}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': `10.98.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({ email, password }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/**
 * Issue 9.2: an unknown e-mail and a wrong password answer the same "in about the same time"
 * (the unknown one is checked against a dummy argon2 hash), so the time does not tell whether
 * an account exists. `sign-in-abuse.test.ts` asserts the same answer and one argon2 check each;
 * the time itself is measured here, where the machine is quiet (issue 18: timing goals live in
 * the bench). Wrong and unknown alternate, one at a time; the ratio is unknown / wrong of the
 * medians.
 */
export async function measureSignInTiming(origin: string) {
  const wrong: number[] = [];
  const unknown: number[] = [];
  const statuses = new Set<number>();
  let n = 0;
  for (let i = 0; i < ATTEMPTS; i++) {
    if (i > 0 && i % FAILURES_BEFORE_CLEARING === 0) {
      const cleared = await attempt(origin, ACCOUNT, DEMO_PASSWORD, n++);
      if (cleared.status !== 200) throw new Error(`sign-in as ${ACCOUNT} failed: ${cleared.status}`);
    }
    const w = await attempt(origin, ACCOUNT, 'wrong-password', n++);
    const u = await attempt(origin, `nobody-${i}-${Date.now()}@example.com`, 'wrong-password', n++);
    statuses.add(w.status).add(u.status);
    wrong.push(w.ms);
    unknown.push(u.ms);
  }
  const wrongMs = round(medianOf(wrong));
  const unknownMs = round(medianOf(unknown));
  return { attempts: ATTEMPTS, wrongMs, unknownMs, ratio: round(unknownMs / wrongMs, 2), statuses: [...statuses].sort() };
}
