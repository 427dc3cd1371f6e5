import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SERIES_STATES, type TripNeed } from '../../../shared/schemas/partner';
import { SERVICE_TYPES } from '../../../shared/booking-values';

/**
 * A weekly series of a partner's trips (issue 37): weekdays at a time (Asia/Kolkata), an
 * optional return, from `startDate` to `endDate` (a number of weeks is stored as its last date).
 */
export const PartnerSeriesSchema = defineEntity({
  name: 'PartnerSeries',
  tableName: 'partner_series',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    organisationId: p.uuid(),
    state: p.enum([...SERIES_STATES]).default('active'),
    /** ISO weekdays, 1 = Monday. */
    weekdays: p.array().$type<number[]>(),
    time: p.text(),
    returnTime: p.text().nullable(),
    startDate: p.string().columnType('date'),
    endDate: p.string().columnType('date'),
    patientName: p.text(),
    patientPhone: p.text(),
    pickupLocation: p.text(),
    dropoffLocation: p.text(),
    serviceType: p.enum([...SERVICE_TYPES]),
    needs: p.array().$type<TripNeed[]>(),
    notes: p.text().nullable(),
    idempotencyKey: p.uuid().nullable(),
    requestHash: p.text().nullable(),
    createdBy: p.uuid().nullable(),
    version: p.integer().version(),
    updatedByName: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type PartnerSeries = InferEntity<typeof PartnerSeriesSchema>;
