import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ROLES } from '../../../shared/roles';

/** One role per user (spec "user_role"); no row means no role. */
export const UserRoleSchema = defineEntity({
  name: 'UserRole',
  tableName: 'user_role',
  properties: {
    userId: p.uuid().primary(),
    role: p.enum([...ROLES]),
    /** A crew account's vehicle (null for the other roles; a trigger clears it when the role changes). */
    ambulanceId: p.uuid().nullable(),
    /** A partner person's organisation (required for role `partner`, null for every other: a check says so). */
    organisationId: p.uuid().nullable(),
  },
});
export type UserRole = InferEntity<typeof UserRoleSchema>;
