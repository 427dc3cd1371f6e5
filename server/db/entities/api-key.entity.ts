import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ApiKeyScope } from '../../../shared/schemas/api-keys';

/**
 * A partner organisation's API key (issue 38.1). Its secrets (the current one and, for 24 hours
 * after a rotation, the previous) are kept as SHA-256 hashes in `api_key_secret`, read with SQL
 * by server/services/api-keys.service.ts.
 */
export const ApiKeySchema = defineEntity({
  name: 'ApiKey',
  tableName: 'api_key',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    organisationId: p.uuid(),
    name: p.text(),
    scopes: p.array().$type<ApiKeyScope[]>(),
    /** The start of the current secret, for telling keys apart (not enough to use one). */
    prefix: p.text(),
    createdBy: p.uuid().nullable(),
    createdByName: p.text(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
    lastUsedAt: p.datetime().columnType('timestamptz').nullable(),
    revokedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
export type ApiKey = InferEntity<typeof ApiKeySchema>;
