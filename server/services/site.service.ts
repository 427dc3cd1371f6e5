import { createHash, randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { fromProviderLocal } from '../../shared/dates';
import { bookingReference } from '../../shared/dispatch';
import { m } from '../../shared/i18n/paraglide/messages.js';
import type { ServiceType } from '../../shared/schemas/booking';
import type { bookingRequestSchema, inquirySchema } from '../../shared/schemas/site';
import { BookingSchema, ContactSubmissionSchema } from '../db/entities';
import { insertTogether, rowOf } from '../db/insert-together';
import { changeRow } from '../live/record';
import type { Screening } from '../limits/rate-limits';
import { ConflictError } from './errors';
import { creationEntryRow } from './history.service';
import { newTrackingToken } from '../db/tracking-token';
import { trackingPath } from '../../shared/tracking';

/** A booking request's receipt also carries the family's private tracking link. */
export interface BookingReceipt extends SubmissionReceipt {
  trackingPath: string;
}

/** What the visitor is told: a short reference to quote on the phone, never stored data. */
export interface SubmissionReceipt {
  reference: string;
  receivedAt: string;
  /** True when this was a retry of a submission already stored (nothing new was created). */
  duplicate: boolean;
}

/** Counts a new submission against the public budgets (throws when it must be refused). */
export type ScreenSubmission = () => Promise<Screening>;

function receipt(id: string, createdAt: Date, duplicate: boolean): SubmissionReceipt {
  return { reference: bookingReference(id), receivedAt: createdAt.toISOString(), duplicate };
}

interface StoredSubmission {
  id: string;
  createdAt: Date;
  requestHash?: string | null;
}

/**
 * A fingerprint of what was submitted (the validated values, without the idempotency key), so
 * a retry can be told from a different submission that reuses a key.
 */
export function requestHash(input: Record<string, unknown>): string {
  const values = Object.entries(input)
    .filter(([key]) => key !== 'idempotencyKey')
    .map(([key, value]) => [key, value ?? null] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

/** A retry gets the first answer; the same key with other values is refused (nothing stored). */
function answerRetry(stored: StoredSubmission, hash: string): SubmissionReceipt {
  const answer = receipt(stored.id, stored.createdAt, true);
  // Rows stored before hashes were kept have none: they are answered as retries.
  if (stored.requestHash && stored.requestHash !== hash) {
    // In the language of the page it was sent from, as the form's other messages.
    throw new ConflictError(m.site_refused_other_details({ reference: answer.reference }));
  }
  return answer;
}

/**
 * Stores a public submission once per idempotency key. A new one is screened (counted, flagged
 * past a budget, or refused in a flood), then inserted by `insert`. A retry of a stored one
 * (the same key: the insert's unique violation) is answered with it, and its points are given
 * back, so it is free of the budgets; two first attempts racing on two processes end the same way.
 */
async function storeOnce(
  em: EntityManager,
  submission: {
    /** Names the submission among this process's in-flight ones (kind and idempotency key). */
    key: string;
    find: (em: EntityManager) => Promise<StoredSubmission | null>;
    hash: string;
    screen: ScreenSubmission;
    insert: (row: { id: string; now: Date; possibleSpam: boolean }) => Promise<void>;
  },
): Promise<SubmissionReceipt> {
  return oneAtATime(submission.key, () => findOrStore(em, submission));
}

const inFlight = new Map<string, Promise<unknown>>();

/**
 * Runs attempts with one key one after another in this process: a double click's second
 * attempt then meets the first one's stored row instead of racing it. (Attempts racing on two
 * processes are settled by the unique key and a refund.)
 */
async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  for (let running = inFlight.get(key); running; running = inFlight.get(key)) await running.catch(() => {});
  const attempt = work();
  inFlight.set(key, attempt);
  try {
    return await attempt;
  } finally {
    inFlight.delete(key);
  }
}

async function findOrStore(em: EntityManager, submission: Parameters<typeof storeOnce>[1]): Promise<SubmissionReceipt> {
  // Most submissions are first attempts, so none is looked up first: it is counted and inserted
  // (two round trips). A retry of a stored one is found by its key's unique violation below, or
  // before a flood's refusal here, and gives its points back: retries are never counted or refused.
  const screening = await submission.screen();
  if (screening.refusal) {
    const stored = await submission.find(em);
    if (!stored) throw screening.refusal;
    await screening.refund().catch(() => {});
    return answerRetry(stored, submission.hash);
  }
  const id = randomUUID();
  const now = new Date();
  try {
    await submission.insert({ id, now, possibleSpam: screening.possibleSpam });
  } catch (error) {
    // Not stored (a retry, or a failure the visitor will retry): it does not count.
    await screening.refund().catch(() => {});
    const raced = error instanceof UniqueConstraintViolationException ? await submission.find(em.fork()) : null;
    if (raced) return answerRetry(raced, submission.hash);
    throw error;
  }
  return receipt(id, now, false);
}

const storedFields = ['id', 'createdAt', 'requestHash'] as const;

/**
 * Stores a public booking request as a pending booking from the website and announces it to
 * staff (in the same statement). A request without a date and time means "as soon as
 * possible": it is booked for the moment it arrived. Past a budget it is stored flagged as
 * possible spam: staff see it apart, and it is never lost.
 */
export async function requestBooking(
  em: EntityManager,
  input: z.output<typeof bookingRequestSchema>,
  screen: ScreenSubmission,
): Promise<BookingReceipt> {
  const hash = requestHash(input);
  const trackingToken = newTrackingToken();
  /** The token of the booking a retry found (it answers with that booking's link). */
  let storedToken: string | null = null;
  const answer = await storeOnce(em, {
    key: `booking:${input.idempotencyKey}`,
    find: async (e) => {
      const row = await e.findOne(BookingSchema, { idempotencyKey: input.idempotencyKey }, { fields: [...storedFields, 'trackingToken'] });
      storedToken = row?.trackingToken ?? null;
      return row;
    },
    hash,
    screen,
    // The booking, its change event (whose commit tells staff) and its history entry, in one statement.
    insert: ({ id, now, possibleSpam }) =>
      insertTogether(em, [
        rowOf(BookingSchema, {
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
          // The language of the page it came from (issue 22).
          language: input.language,
          // Where the caller's phone said it was ("Use my current location"), if it did.
          ...(input.pickupLat !== null && input.pickupLng !== null
            ? { pickupLat: input.pickupLat, pickupLng: input.pickupLng, pickupAccuracyM: input.pickupAccuracy, pickupPointSource: 'caller' as const }
            : {}),
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          possibleSpam,
          trackingToken,
          createdAt: now,
          updatedAt: now,
        }),
        changeRow({ topic: 'booking', action: 'created', entityId: id, origin: 'website' }, now),
        creationEntryRow({ subject: 'booking', subjectId: id, actor: { origin: 'website' } }, now),
      ]),
  });
  return { ...answer, trackingPath: trackingPath(answer.duplicate && storedToken ? storedToken : trackingToken) };
}

/** Stores a contact-form message as an unread inquiry and announces it to staff. */
export function sendInquiry(em: EntityManager, input: z.output<typeof inquirySchema>, screen: ScreenSubmission): Promise<SubmissionReceipt> {
  const hash = requestHash(input);
  return storeOnce(em, {
    key: `inquiry:${input.idempotencyKey}`,
    find: (e) => e.findOne(ContactSubmissionSchema, { idempotencyKey: input.idempotencyKey }, { fields: storedFields }),
    hash,
    screen,
    insert: ({ id, now, possibleSpam }) =>
      insertTogether(em, [
        rowOf(ContactSubmissionSchema, {
          id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          isRead: false,
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          possibleSpam,
          createdAt: now,
        }),
        changeRow({ topic: 'inquiry', action: 'created', entityId: id, origin: 'website' }, now),
      ]),
  });
}
