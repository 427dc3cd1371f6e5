import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ORGANISATION_KINDS } from '../../../shared/schemas/partner';

/** A partner organisation (issue 37): a hospital, clinic, dialysis centre, company or event organiser. */
export const OrganisationSchema = defineEntity({
  name: 'Organisation',
  tableName: 'organisation',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.text(),
    kind: p.enum([...ORGANISATION_KINDS]),
    /** Its own address: the default pickup of its trips. */
    address: p.text(),
    latitude: p.double(),
    longitude: p.double(),
    billingName: p.text(),
    billingEmail: p.text(),
    billingPhone: p.text().nullable(),
    notes: p.text().nullable(),
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
export type Organisation = InferEntity<typeof OrganisationSchema>;
