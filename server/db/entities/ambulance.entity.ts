import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AMBULANCE_TYPES } from '../../../shared/schemas/ambulance';

/** A vehicle of the fleet (spec "ambulance"). */
export const AmbulanceSchema = defineEntity({
  name: 'Ambulance',
  tableName: 'ambulance',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    /** Upper-cased; unique. */
    vehicleNumber: p.text(),
    ambulanceType: p.enum([...AMBULANCE_TYPES]),
    /** Staff's switch in Fleet (in service or not). Busy on a booking is the booking's fact, not this. */
    isAvailable: p.boolean().default(true),
    lastMaintenanceDate: p.date().nullable(),
    nextMaintenanceDate: p.date().nullable(),
    driverName: p.text().nullable(),
    driverPhone: p.text().nullable(),
    /** Bumped by every write (MikroORM's optimistic lock): staff writes carry the one they saw. */
    version: p.integer().version(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Ambulance = InferEntity<typeof AmbulanceSchema>;
