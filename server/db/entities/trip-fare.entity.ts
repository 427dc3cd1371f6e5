import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { FareAddOnChoice, FareItem, FareSource } from '../../../shared/fares';
import type { AmbulanceType } from '../../../shared/schemas/ambulance';

/** A completed trip's fare (issue 40.3), with the rate card version it was priced with. Amounts in paise. */
export const TripFareSchema = defineEntity({
  name: 'TripFare',
  tableName: 'trip_fare',
  properties: {
    bookingId: p.uuid().primary(),
    rateCardId: p.uuid(),
    vehicleKind: p.text().$type<AmbulanceType>(),
    distanceMetres: p.integer(),
    distanceSource: p.text().$type<FareSource>(),
    waitingMinutes: p.integer(),
    items: p.json<FareItem[]>(),
    /** The add-ons and the concession staff chose for the trip (issue 40.3): the items include them. */
    addOns: p.json<FareAddOnChoice[]>().default([]),
    concessionCode: p.text().nullable(),
    /** What the card gives. */
    computedPaise: p.integer(),
    /** What is charged: the computed fare, or the total staff set (the reason is in the booking's history). */
    totalPaise: p.integer(),
    adjustedByName: p.text().nullable(),
    version: p.integer().version(),
    computedAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type TripFare = InferEntity<typeof TripFareSchema>;
