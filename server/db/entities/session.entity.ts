import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A sign-in session. `id` is the SHA-256 (hex) of the token in the cookie, never the token. */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    id: p.text().primary(),
    userId: p.uuid(),
    expiresAt: p.datetime().columnType('timestamptz'),
    /** When the session began (sign-in): its absolute lifetime counts from here. */
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
export type Session = InferEntity<typeof SessionSchema>;
