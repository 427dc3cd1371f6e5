import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { fromProviderLocal } from '../../shared/dates';
import type { ServiceType } from '../../shared/schemas/booking';
import type { bookingRequestSchema, inquirySchema } from '../../shared/schemas/site';
import { BookingSchema, ContactSubmissionSchema } from '../db/entities';
import { recordChange } from '../live/record';

/** What the visitor is told: a short reference to quote on the phone, never stored data. */
export interface SubmissionReceipt {
  reference: string;
  receivedAt: string;
  /** True when this was a retry of a submission already stored (nothing new was created). */
  duplicate: boolean;
}

function receipt(id: string, createdAt: Date, duplicate: boolean): SubmissionReceipt {
  return { reference: id.slice(0, 8).toUpperCase(), receivedAt: createdAt.toISOString(), duplicate };
}

/** The stored submission for an idempotency key, if any (a retry of the same submission). */
export async function findBookingRequest(em: EntityManager, idempotencyKey: string): Promise<SubmissionReceipt | null> {
  const existing = await em.findOne(BookingSchema, { idempotencyKey }, { fields: ['id', 'createdAt'] });
  return existing ? receipt(existing.id, existing.createdAt, true) : null;
}

export async function findInquiry(em: EntityManager, idempotencyKey: string): Promise<SubmissionReceipt | null> {
  const existing = await em.findOne(ContactSubmissionSchema, { idempotencyKey }, { fields: ['id', 'createdAt'] });
  return existing ? receipt(existing.id, existing.createdAt, true) : null;
}

/**
 * Runs `insert` (a transaction that creates the row with this idempotency key) unless a row
 * with the key exists; when two first attempts race, the loser's unique violation is answered
 * with the winner's row. Either way the caller gets the one stored submission.
 */
async function storeOnce(
  em: EntityManager,
  find: (em: EntityManager) => Promise<SubmissionReceipt | null>,
  insert: (id: string, now: Date) => Promise<void>,
): Promise<SubmissionReceipt> {
  const existing = await find(em);
  if (existing) return existing;
  const id = randomUUID();
  const now = new Date();
  try {
    await insert(id, now);
  } catch (error) {
    const raced = error instanceof UniqueConstraintViolationException ? await find(em.fork()) : null;
    if (raced) return raced;
    throw error;
  }
  return receipt(id, now, false);
}

/**
 * Stores a public booking request as a pending booking from the website and announces it to
 * staff (in the same transaction). A request without a date and time means "as soon as
 * possible": it is booked for the moment it arrived.
 */
export function requestBooking(em: EntityManager, input: z.output<typeof bookingRequestSchema>): Promise<SubmissionReceipt> {
  return storeOnce(
    em,
    (e) => findBookingRequest(e, input.idempotencyKey),
    (id, now) =>
      em.transactional(async (tx) => {
        tx.create(BookingSchema, {
          id,
          customerName: input.name,
          customerPhone: input.phone,
          customerEmail: null,
          pickupLocation: input.pickupAddress,
          dropoffLocation: input.destination,
          serviceType: input.serviceType as ServiceType,
          bookingDate: (input.dateTime && fromProviderLocal(input.dateTime)) || now,
          status: 'pending',
          notes: input.notes,
          source: 'website',
          // The landing-page form has no preferred-contact field: we call back.
          preferredContact: input.preferredContact ?? 'call',
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
          updatedAt: now,
        });
        recordChange(tx, { topic: 'booking', action: 'created', entityId: id, origin: 'website' });
      }),
  );
}

/** Stores a contact-form message as an unread inquiry and announces it to staff. */
export function sendInquiry(em: EntityManager, input: z.output<typeof inquirySchema>): Promise<SubmissionReceipt> {
  return storeOnce(
    em,
    (e) => findInquiry(e, input.idempotencyKey),
    (id, now) =>
      em.transactional(async (tx) => {
        tx.create(ContactSubmissionSchema, {
          id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          isRead: false,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
        });
        recordChange(tx, { topic: 'inquiry', action: 'created', entityId: id, origin: 'website' });
      }),
  );
}
