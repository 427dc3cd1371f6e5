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
    createdAt: p.datetime().columnType('timestamptz').onCreate(() => new Date()),
  },
});
export type ContactSubmission = InferEntity<typeof ContactSubmissionSchema>;
