import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A person with an account (spec "profile"). Staff rights come from user_role. */
export const ProfileSchema = defineEntity({
  name: 'Profile',
  tableName: 'profile',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    fullName: p.text(),
    /** Stored lower-cased; unique case-insensitively (index on lower(email)). */
    email: p.text(),
    phone: p.text(),
    /** argon2id PHC string; never serialised. */
    passwordHash: p.text().hidden(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
export type Profile = InferEntity<typeof ProfileSchema>;
