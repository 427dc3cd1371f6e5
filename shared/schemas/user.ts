import { z } from 'zod';
import { ROLES } from '../roles';
import { idSchema } from './common';

/** Assign Role dialog: one of the three roles, or null to take staff access away. */
export const assignRoleInput = z.object({
  userId: idSchema,
  role: z.enum(ROLES, { error: 'Choose a role' }).nullable(),
});
export type AssignRoleInput = z.input<typeof assignRoleInput>;

/** Users tab, "End sessions": signs a user out on every device. */
export const endSessionsInput = z.object({ userId: idSchema });
