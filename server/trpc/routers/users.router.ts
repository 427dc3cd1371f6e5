import { changeStreamInput } from '../../../shared/live';
import { assignRoleInput } from '../../../shared/schemas/user';
import { assignRole, listUsers } from '../../services/users.service';
import { listRoleChanges } from '../../services/history.service';
import { staffChangeStream } from '../../live/subscription';
import { adminProcedure, router } from '../init';

export const usersRouter = router({
  list: adminProcedure.query(({ ctx }) => listUsers(ctx.em)),
  assignRole: adminProcedure.input(assignRoleInput).mutation(({ ctx, input }) => assignRole(ctx.em, input, ctx.user)),
  /** Who changed whose role, from what to what, newest first (the latest 200). */
  roleChanges: adminProcedure.query(({ ctx }) => listRoleChanges(ctx.em)),

  /** New accounts and role changes, live (admins only). */
  onChange: adminProcedure
    .input(changeStreamInput)
    .subscription(({ ctx, input, signal }) => staffChangeStream(ctx, { topics: ['user'], permission: 'manageUsers', lastEventId: input?.lastEventId, signal })),
});
