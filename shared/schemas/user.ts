import { z } from 'zod';
import { ROLES } from '../roles';
import { idSchema } from './common';

/**
 * Assign Role dialog: one of the roles, or null to take staff access away. `expectedRole` is
 * the role the dialog was opened with (null: none); when given, a role changed since then is
 * refused (409) rather than overwritten. The dialog always sends it.
 */
export const assignRoleInput = z.object({
  userId: idSchema,
  role: z.enum(ROLES, { error: 'Choose a role' }).nullable(),
  expectedRole: z.enum(ROLES).nullable().optional(),
});
export type AssignRoleInput = z.input<typeof assignRoleInput>;

/** Users tab, "End sessions": signs a user out on every device. */
export const endSessionsInput = z.object({ userId: idSchema });
