import { hospitalCreateInput, hospitalDeleteInput, hospitalOptionsInput, hospitalUpdateInput } from '../../../shared/schemas/hospital';
import { createHospital, deleteHospital, hospitalOptions, listHospitals, updateHospital } from '../../services/hospitals.service';
import { adminProcedure, router, staffProcedure } from '../init';

/** Receiving hospitals (issue 39): every staff role reads them, admins keep the list. */
export const hospitalsRouter = router({
  list: staffProcedure.query(({ ctx }) => listHospitals(ctx.em)),
  /** For a booking's destination: suitable first, nearest first from its pickup point. */
  options: staffProcedure.input(hospitalOptionsInput).query(({ ctx, input }) => hospitalOptions(ctx.em, input, ctx.env.estimates)),
  create: adminProcedure.input(hospitalCreateInput).mutation(({ ctx, input }) => createHospital(ctx.em, input, ctx.user)),
  update: adminProcedure.input(hospitalUpdateInput).mutation(({ ctx, input }) => updateHospital(ctx.em, input, ctx.user)),
  delete: adminProcedure.input(hospitalDeleteInput).mutation(({ ctx, input }) => deleteHospital(ctx.em, input)),
});
