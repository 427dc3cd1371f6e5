import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldChange, HistoryAction, HistoryEntryDTO, HistoryOrigin, HistorySubject } from '../../shared/history';
import type { Role } from '../../shared/roles';
import { HistoryEntrySchema, HistoryPersonalValuesSchema, type HistoryEntry, type HistoryPersonalValues } from '../db/entities';
import { rowOf, type RowToInsert } from '../db/insert-together';
import type { Actor } from './common';

/** Who a history entry names: a staff member or a partner's person, or the website / the system (no person). */
export type HistoryActor = { origin: 'staff' | 'partner'; id: string; name: string } | { origin: Exclude<HistoryOrigin, 'staff' | 'partner'> };

export function staffActor(actor: Actor): HistoryActor {
  return { origin: 'staff', id: actor.id, name: actor.fullName ?? 'Staff member' };
}

/** A partner organisation's person (issue 37), named in the history as staff are. */
export function partnerActor(actor: Actor): HistoryActor {
  return { origin: 'partner', id: actor.id, name: actor.fullName ?? 'Partner' };
}

/**
 * A partner organisation's API key (issue 38.1): its actions are the organisation's, named
 * "API key <name>" with the key's id (not a person's), so the history tells them from a person's.
 */
export function apiKeyActor(key: { id: string; name: string }): HistoryActor {
  return { origin: 'partner', id: key.id, name: `API key ${key.name}` };
}

export interface HistoryRecord {
  subject: HistorySubject;
  subjectId: string;
  action: HistoryAction;
  changes?: FieldChange[];
  reason?: string | null;
  actor: HistoryActor;
  /** A crew's tap, recorded late: when it happened and when the server received it. */
  at?: TapTime;
}

/** When a crew's tap happened (the phone's time, clamped) and when the server received it. */
export interface TapTime {
  occurredAt: Date;
  receivedAt: Date;
}

/**
 * Fields whose values name or locate no one, per subject: the timeline keeps them in
 * `history_entry` for good. Every other field's values are personal (names, phones, e-mail,
 * addresses, notes, drivers): they go to `history_entry_personal`, erased with the booking or
 * vehicle, so a field added to a timeline later is treated as personal until it is listed here.
 */
const IMPERSONAL_FIELDS: Record<HistorySubject, ReadonlySet<string>> = {
  booking: new Set(['serviceType', 'bookingDate', 'status', 'ambulance', 'step', 'cancelCode', 'fare', 'bill']),
  ambulance: new Set(['vehicleNumber', 'ambulanceType', 'lastMaintenanceDate', 'nextMaintenanceDate', 'isAvailable', 'booking']),
  user: new Set(['role', 'vehicle', 'organisation']),
  organisation: new Set(['kind']),
  series: new Set(['state', 'weekdays', 'time', 'returnTime', 'startDate', 'endDate', 'serviceType', 'needs', 'date']),
};

/** Subjects whose entries' reasons are free text (a cancel reason can name anyone): kept apart too. */
const FREE_TEXT_REASONS: ReadonlySet<HistorySubject> = new Set(['booking']);

/**
 * Adds a history entry to the caller's unit of work: call it inside the transaction that makes
 * the change, so the entry commits with it or not at all. Personal values are split off into
 * `history_entry_personal` (the entry keeps each field's place).
 */
export function recordHistory(em: EntityManager, record: HistoryRecord): void {
  const impersonal = IMPERSONAL_FIELDS[record.subject];
  const changes = record.changes ?? [];
  const personalChanges = changes.filter((c) => !impersonal.has(c.field)).map(({ field, before, after }) => ({ field, before, after }));
  const freeText = FREE_TEXT_REASONS.has(record.subject);
  const personalReason = freeText ? (record.reason ?? null) : null;
  const entry = em.create(HistoryEntrySchema, {
    subject: record.subject,
    subjectId: record.subjectId,
    action: record.action,
    changes: changes.map((c) => (impersonal.has(c.field) ? c : { field: c.field, personal: true as const })),
    reason: freeText ? null : (record.reason ?? null),
    ...actorColumns(record.actor),
    ...(record.at ? { occurredAt: record.at.occurredAt, receivedAt: record.at.receivedAt } : {}),
  });
  if (personalChanges.length > 0 || personalReason !== null) {
    em.create(HistoryPersonalValuesSchema, {
      entry,
      subject: record.subject,
      subjectId: record.subjectId,
      changes: personalChanges,
      reason: personalReason,
    });
  }
}

/**
 * The entry of a creation (no field changes, no reason: nothing personal to split off) as a row
 * for `insertTogether`, beside the created row in one statement.
 */
export function creationEntryRow(record: { subject: HistorySubject; subjectId: string; actor: HistoryActor }, occurredAt: Date): RowToInsert {
  return rowOf(HistoryEntrySchema, {
    subject: record.subject,
    subjectId: record.subjectId,
    action: 'created',
    changes: [],
    reason: null,
    ...actorColumns(record.actor),
    occurredAt,
  });
}

/** Who made the change, as an entry stores it: a person's id and name, or only the origin. */
function actorColumns(actor: HistoryActor) {
  const person = 'id' in actor ? actor : null;
  return {
    actorId: person?.id ?? null,
    actorName: person?.name ?? null,
    origin: actor.origin,
  };
}

type Shown = string | number | boolean | Date | null | undefined;

/** A value as a timeline shows it: dates as ISO, yes/no, text; empty as null. */
export function shown(value: Shown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** The fields whose shown value differs, with their before and after. */
export function diffFields<K extends string>(before: Record<K, Shown>, after: Record<K, Shown>, fields: readonly K[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const a = shown(before[field]);
    const b = shown(after[field]);
    if (a !== b) changes.push({ field, before: a, after: b });
  }
  return changes;
}

/** An entry as the API shows it, with its personal values while they exist (marked erased after). */
export function toHistoryDTO(entry: HistoryEntry, personal?: Pick<HistoryPersonalValues, 'changes' | 'reason'>): HistoryEntryDTO {
  const values = new Map((personal?.changes ?? []).map((c) => [c.field, c]));
  return {
    id: String(entry.id),
    subject: entry.subject,
    subjectId: entry.subjectId,
    action: entry.action as HistoryAction,
    changes: entry.changes.map((c): FieldChange => ('personal' in c ? (values.get(c.field) ?? { field: c.field, before: null, after: null, erased: true }) : c)),
    reason: entry.reason ?? personal?.reason ?? null,
    actor: entry.actorId ? { id: entry.actorId, name: entry.actorName ?? 'Staff member' } : null,
    origin: entry.origin,
    occurredAt: entry.occurredAt.toISOString(),
    receivedAt: entry.receivedAt?.toISOString() ?? null,
  };
}

/**
 * A subject's whole history, oldest first, with its personal values while they exist (it
 * outlives the subject: a deleted booking keeps its entries, without those values).
 */
export async function listHistory(em: EntityManager, subject: HistorySubject, subjectId: string): Promise<HistoryEntryDTO[]> {
  const entries = await em.find(HistoryEntrySchema, { subject, subjectId }, { orderBy: { id: 'asc' } });
  const personal = await em.find(HistoryPersonalValuesSchema, { subject, subjectId });
  const byEntry = new Map(personal.map((p) => [String(p.entry.id), p]));
  return entries.map((entry) => toHistoryDTO(entry, byEntry.get(String(entry.id))));
}

/** A role change as the Users tab lists it: whose role, from what to what, by whom, when. */
export interface RoleChangeDTO {
  id: string;
  user: { id: string; fullName: string | null; email: string | null };
  before: Role | null;
  after: Role | null;
  actor: { id: string; name: string } | null;
  origin: HistoryOrigin;
  occurredAt: string;
}

export const ROLE_CHANGES_LIMIT = 200;

/** The latest role changes, newest first (at most 200). */
export async function listRoleChanges(em: EntityManager): Promise<RoleChangeDTO[]> {
  const rows = await em.execute<
    { id: string; subject_id: string; changes: FieldChange[]; actor_id: string | null; actor_name: string | null; origin: HistoryOrigin; occurred_at: Date; full_name: string | null; email: string | null }[]
  >(
    `select h.id, h.subject_id, h.changes, h.actor_id, h.actor_name, h.origin, h.occurred_at, p.full_name, p.email
       from history_entry h left join profile p on p.id = h.subject_id
      where h.action = 'role_changed'
      order by h.id desc
      limit ?`,
    [ROLE_CHANGES_LIMIT],
  );
  return rows.map((r) => {
    const role = r.changes.find((c) => c.field === 'role');
    return {
      id: String(r.id),
      user: { id: r.subject_id, fullName: r.full_name, email: r.email },
      before: (role?.before ?? null) as Role | null,
      after: (role?.after ?? null) as Role | null,
      actor: r.actor_id ? { id: r.actor_id, name: r.actor_name ?? 'Staff member' } : null,
      origin: r.origin,
      occurredAt: new Date(r.occurred_at).toISOString(),
    };
  });
}
