import { fareAdjustInput, fareEstimateInput, fareExtrasInput, rateCardCreateInput, rateCardDeleteInput, tripFareInput } from '../../../shared/schemas/fares';
import { bookingFareEstimate, createRateCard, deleteRateCard, listRateCards, rateCardAt } from '../../services/fares.service';
import { adjustTripFare, setTripFareExtras, tripFare } from '../../services/trip-fare.service';
import { adminProcedure, operatorProcedure, publicProcedure, router, staffProcedure } from '../init';

/** The rate card (issue 40.1): anyone reads the version in force (fares are public, beforehand); staff read every version; admins add one. */
export const faresRouter = router({
  current: publicProcedure.query(({ ctx }) => rateCardAt(ctx.em)),
  list: staffProcedure.query(({ ctx }) => listRateCards(ctx.em)),
  /** A booking's fare range, before the trip (from its pickup point to its listed destination hospital). */
  estimate: staffProcedure.input(fareEstimateInput).query(({ ctx, input }) => bookingFareEstimate(ctx.em, input, ctx.env.estimates)),
  /** A completed trip's fare (computed and kept the first time it is read). */
  trip: staffProcedure.input(tripFareInput).query(({ ctx, input }) => tripFare(ctx.em, input, ctx.env.estimates)),
  /** Staff set what a trip is charged, with a reason (its history keeps it). */
  adjust: operatorProcedure.input(fareAdjustInput).mutation(({ ctx, input }) => adjustTripFare(ctx.em, input, ctx.user)),
  /** Operators choose a trip's add-ons and concession from its card: the fare is computed again. */
  setExtras: operatorProcedure.input(fareExtrasInput).mutation(({ ctx, input }) => setTripFareExtras(ctx.em, input, ctx.user)),
  create: adminProcedure.input(rateCardCreateInput).mutation(({ ctx, input }) => createRateCard(ctx.em, input, ctx.user)),
  delete: adminProcedure.input(rateCardDeleteInput).mutation(({ ctx, input }) => deleteRateCard(ctx.em, input)),
});
