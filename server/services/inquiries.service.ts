import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { INQUIRIES_PAGE_SIZE, type inquiryIdInput, type inquiryListInput } from '../../shared/schemas/inquiry';
import { ContactSubmissionSchema, type ContactSubmission } from '../db/entities';
import { recordChange } from '../live/record';
import { deleteWithChange, newestFirstPage, noLongerExists, pageResult, searchFilter, type Actor } from './common';

/** A contact submission as the API returns it. */
export function toInquiryDTO(c: ContactSubmission) {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone ?? null,
    message: c.message,
    isRead: c.isRead,
    possibleSpam: c.possibleSpam,
    createdAt: c.createdAt.toISOString(),
  };
}
export type InquiryDTO = ReturnType<typeof toInquiryDTO>;

/** Newest first (spec: created_at descending), 50 a page, optional search. */
export async function listInquiries(em: EntityManager, input: z.output<typeof inquiryListInput>) {
  const where = { possibleSpam: input.possibleSpam, ...searchFilter(input.search, ['name', 'email', 'phone', 'message']) };
  const [items, total] = await em.findAndCount(ContactSubmissionSchema, where, newestFirstPage(input.page, INQUIRIES_PAGE_SIZE));
  return pageResult(items.map(toInquiryDTO), total, input.page, INQUIRIES_PAGE_SIZE);
}

export async function getInquiry(em: EntityManager, input: z.output<typeof inquiryIdInput>): Promise<InquiryDTO> {
  const inquiry = await em.findOne(ContactSubmissionSchema, { id: input.id });
  if (!inquiry) throw noLongerExists('inquiry');
  return toInquiryDTO(inquiry);
}

/** Opening an inquiry marks it read; it never goes back to unread (spec section 4). */
export async function markInquiryRead(em: EntityManager, input: z.output<typeof inquiryIdInput>, actor: Actor): Promise<InquiryDTO> {
  return em.transactional(async (tx) => {
    // Only an unread row changes, so a second viewer opening it records no second change.
    const changed = await tx.nativeUpdate(ContactSubmissionSchema, { id: input.id, isRead: false }, { isRead: true });
    const inquiry = await tx.findOne(ContactSubmissionSchema, { id: input.id });
    if (!inquiry) throw noLongerExists('inquiry');
    if (changed > 0) {
      recordChange(tx, { topic: 'inquiry', action: 'updated', entityId: inquiry.id, origin: 'staff', actorId: actor.id });
    }
    return toInquiryDTO(inquiry);
  });
}

export async function deleteInquiry(em: EntityManager, input: z.output<typeof inquiryIdInput>, actor: Actor): Promise<{ id: string }> {
  return deleteWithChange(em, { entity: ContactSubmissionSchema, topic: 'inquiry', what: 'inquiry' }, input.id, actor);
}
