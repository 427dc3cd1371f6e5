import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A message sent from the public contact form (spec "contact_submission"). */
export const ContactSubmissionSchema = defineEntity({
  name: 'ContactSubmission',
  tableName: 'contact_submission',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.text(),
    email: p.text(),
    phone: p.text().nullable(),
    message: p.text(),
    isRead: p.boolean().default(false),
    idempotencyKey: p.uuid().nullable(),
    /** SHA-256 of the submitted values: the same key with other values is refused. */
    requestHash: p.text().nullable(),
    /** A message past its address or e-mail budget: stored, shown apart. */
    possibleSpam: p.boolean().default(false),
    /** When the retention command removed the personal details. */
    anonymisedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
export type ContactSubmission = InferEntity<typeof ContactSubmissionSchema>;
