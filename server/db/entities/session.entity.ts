import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A sign-in session. `id` is the SHA-256 (hex) of the token in the cookie, never the token. */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    id: p.text().primary(),
    userId: p.uuid(),
    expiresAt: p.datetime().columnType('timestamptz'),
  },
});
export type Session = InferEntity<typeof SessionSchema>;
