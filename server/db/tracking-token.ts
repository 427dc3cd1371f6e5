import { randomBytes } from 'node:crypto';

/** A new tracking token: 256 random bits, base64url (43 characters). */
export function newTrackingToken(): string {
  return randomBytes(32).toString('base64url');
}
