import { changeStreamInput } from '../../../shared/live';
import { assignRoleInput, endSessionsInput } from '../../../shared/schemas/user';
import { endAllSessions } from '../../services/auth.service';
import { assignRole, listUsers } from '../../services/users.service';
import { listRoleChanges } from '../../services/history.service';
import { staffChangeStream } from '../../live/subscription';
import { linkCrewVehicle } from '../../services/crew.service';
import { linkVehicleInput } from '../../../shared/crew';
import { adminProcedure, router } from '../init';

export const usersRouter = router({
  list: adminProcedure.query(({ ctx }) => listUsers(ctx.em)),
  assignRole: adminProcedure.input(assignRoleInput).mutation(({ ctx, input }) => assignRole(ctx.em, input, ctx.user)),
  /** Who changed whose role, from what to what, newest first (the latest 200). */
  roleChanges: adminProcedure.query(({ ctx }) => listRoleChanges(ctx.em)),
  /** Links a crew account to its vehicle (or unlinks it). */
  linkVehicle: adminProcedure.input(linkVehicleInput).mutation(({ ctx, input }) => linkCrewVehicle(ctx.em, input, ctx.user)),
  /** Signs the user out everywhere (a lost phone, a person leaving). */
  endSessions: adminProcedure.input(endSessionsInput).mutation(({ ctx, input }) => endAllSessions(ctx.em, input.userId, ctx.user)),

  /** New accounts and role changes, live (admins only). */
  onChange: adminProcedure
    .input(changeStreamInput)
    .subscription(({ ctx, input, signal }) => staffChangeStream(ctx, { topics: ['user'], permission: 'manageUsers', lastEventId: input?.lastEventId, signal })),
});
