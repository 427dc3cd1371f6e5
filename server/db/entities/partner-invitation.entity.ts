import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An invitation link for a partner organisation's person; only the token's SHA-256 is kept. */
export const PartnerInvitationSchema = defineEntity({
  name: 'PartnerInvitation',
  tableName: 'partner_invitation',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    organisationId: p.uuid(),
    fullName: p.text(),
    email: p.text(),
    tokenHash: p.text().hidden(),
    expiresAt: p.datetime().columnType('timestamptz'),
    /** Set when the person set their password: the link works once. */
    usedAt: p.datetime().columnType('timestamptz').nullable(),
    /** The account the invitation made. */
    userId: p.uuid().nullable(),
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
export type PartnerInvitation = InferEntity<typeof PartnerInvitationSchema>;
