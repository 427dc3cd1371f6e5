import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { HospitalService } from '../../../shared/hospitals';

/** A receiving hospital (issue 39), kept by admins. No personal data. */
export const HospitalSchema = defineEntity({
  name: 'Hospital',
  tableName: 'hospital',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.text(),
    address: p.text(),
    latitude: p.double(),
    longitude: p.double(),
    /** The emergency department's phone (the pre-alert's text goes to it). */
    edPhone: p.text(),
    /** What its emergency department takes (shared/hospitals.ts). */
    services: p.array().$type<HospitalService[]>(),
    /** Bumped by every write: an edit carries the one it was made from. */
    version: p.integer().version(),
    /** Who made the last change (a stale edit's message names them). */
    updatedByName: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Hospital = InferEntity<typeof HospitalSchema>;
