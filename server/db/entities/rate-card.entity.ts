import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { RateCardBody } from '../../../shared/fares';

/** One version of the rate card (issue 40.1): never edited; the next version replaces it from its date. No personal data. */
export const RateCardSchema = defineEntity({
  name: 'RateCard',
  tableName: 'rate_card',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    effectiveFrom: p.datetime().columnType('timestamptz'),
    /** Validated by rateCardBodySchema (shared/schemas/fares.ts) before it is stored. */
    body: p.json<RateCardBody>(),
    createdByName: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
export type RateCard = InferEntity<typeof RateCardSchema>;
