import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Role } from '../../shared/roles';
import type { assignRoleInput } from '../../shared/schemas/user';
import { ProfileSchema, UserRoleSchema } from '../db/entities';
import { setRole } from './auth.service';
import { noLongerExists, type Actor } from './common';
import { ConflictError, InvalidInputError } from './errors';
import { assertRoleUnchanged } from './versions';

/** A staff account as the Users tab shows it. */
export interface UserDTO {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  role: Role | null;
  /** A crew account's vehicle (null otherwise, or not linked yet). */
  ambulanceId: string | null;
  createdAt: string;
}

/** Every account with its role, newest first (spec section 7: profiles by created_at desc). */
export async function listUsers(em: EntityManager): Promise<UserDTO[]> {
  const [profiles, roles] = await Promise.all([
    em.find(ProfileSchema, {}, { orderBy: { createdAt: 'desc', id: 'desc' } }),
    em.find(UserRoleSchema, {}),
  ]);
  const roleOf = new Map(roles.map((r) => [r.userId, r.role]));
  const vehicleOf = new Map(roles.map((r) => [r.userId, r.ambulanceId ?? null]));
  return profiles.map((p) => ({
    id: p.id,
    fullName: p.fullName,
    email: p.email,
    phone: p.phone || null,
    role: roleOf.get(p.id) ?? null,
    ambulanceId: vehicleOf.get(p.id) ?? null,
    createdAt: p.createdAt.toISOString(),
  }));
}

export const LAST_ADMIN_MESSAGE = 'This is the only administrator. Make another user an admin before changing this role.';

/**
 * Sets (or with null removes) a user's role. The admin rows are locked first (select ... for
 * update), so two admins demoting each other at the same moment cannot leave no admin at all.
 * With `expectedRole`, a role changed since the dialog opened is refused (StaleVersionError).
 */
export async function assignRole(em: EntityManager, input: z.output<typeof assignRoleInput>, actor: Actor): Promise<UserDTO> {
  // A partner is always scoped to one organisation: that access comes from its invitation.
  if (input.role === 'partner') throw new InvalidInputError("Partner access is given by an organisation's invitation (Partners), not as a role here.", { field: 'role' });
  return em.transactional(async (tx) => {
    const profile = await tx.findOne(ProfileSchema, { id: input.userId });
    if (!profile) throw noLongerExists('user');
    const admins = await tx.execute<{ user_id: string }[]>(`select user_id from user_role where role = 'admin' for update`);
    if (input.expectedRole !== undefined) {
      // The user's own role row, locked too: a concurrent change waits, then is seen here.
      const [current] = await tx.execute<{ role: string }[]>('select role from user_role where user_id = ? for update', [input.userId]);
      await assertRoleUnchanged(tx, input.userId, current?.role ?? null, input.expectedRole);
    }
    const isAdmin = admins.some((a) => a.user_id === input.userId);
    if (isAdmin && input.role !== 'admin' && admins.length === 1) {
      throw new ConflictError(LAST_ADMIN_MESSAGE);
    }
    await setRole(tx, input.userId, input.role, { origin: 'staff', actorId: actor.id, actorName: actor.fullName });
    return {
      id: profile.id,
      fullName: profile.fullName,
      email: profile.email,
      phone: profile.phone || null,
      role: input.role,
      // A role other than crew drops the vehicle (a database trigger); a new crew role has none yet.
      ambulanceId: input.role === 'crew' ? ((await tx.findOne(UserRoleSchema, { userId: input.userId }))?.ambulanceId ?? null) : null,
      createdAt: profile.createdAt.toISOString(),
    };
  });
}
